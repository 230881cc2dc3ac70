/** The Response a guard throws (a redirect), or a failure when it lets the request through. */
export function thrownBy(fn: () => unknown): Response {
  try {
    fn();
  } catch (error) {
    return error as Response;
  }
  throw new Error("expected a redirect");
}
