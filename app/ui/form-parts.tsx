import { useRouteLoaderData } from "react-router";

/** The CSRF token every form posts back (design §7); the root loader hands it out. */
export function CsrfInput() {
  const data = useRouteLoaderData("root") as { csrf?: string } | undefined;
  return <input type="hidden" name="csrf" value={data?.csrf ?? ""} />;
}
