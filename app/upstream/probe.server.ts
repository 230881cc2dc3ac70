import { endpoints } from "./endpoints.server";

/**
 * Readiness (`/readyz`): does the upstream answer at all, quickly? One GET of the cheapest anonymous
 * call, no retries, a short timeout; any answer below 500 counts as reachable.
 */
export async function probeUpstream(baseUrl: string, timeoutMs = 2000): Promise<boolean> {
  try {
    const response = await fetch(`${baseUrl}${endpoints.getConsentsConfiguration.path}`, {
      signal: AbortSignal.timeout(timeoutMs),
      redirect: "manual",
    });
    await response.body?.cancel();
    return response.status < 500;
  } catch {
    return false;
  }
}
