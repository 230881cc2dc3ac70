import { data } from "react-router";
import { requireCsrf } from "../security/csrf.server";
import { scopeOf } from "../security/request-scope.server";
import { requireCookies } from "../session/guards.server";

/** The form the server has already read for this request, if it has: the body is not read twice. */
function formReadByServer(request: Request): FormData | null {
  const fields = scopeOf(request)?.form;
  if (!fields) return null;
  const form = new FormData();
  for (const [name, value] of fields) form.append(name, value);
  return form;
}

/**
 * The gate every action passes first (design §7): a browser without our cookie goes to no-cookies; a
 * body that is not a form, or a form without this browser's CSRF token, is refused. Origin and
 * Sec-Fetch-Site are checked by the server before the request reaches the application.
 */
export async function readProtectedForm(request: Request): Promise<FormData> {
  requireCookies(request);
  let form: FormData;
  try {
    form = formReadByServer(request) ?? (await request.formData());
  } catch {
    // Not a form at all: our pages never send that, so it is refused, not a server error.
    throw data({ refused: "body" }, { status: 400 });
  }
  await requireCsrf(form, request);
  return form;
}
