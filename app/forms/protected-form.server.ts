import { requireCsrf } from "../security/csrf.server";
import { requireCookies } from "../session/guards.server";

/**
 * Every action starts here (design §7): a browser without our cookie goes to no-cookies; a form
 * without this browser's CSRF token is refused. Origin and Sec-Fetch-Site are checked by the server
 * before the request reaches the application.
 */
export async function readProtectedForm(request: Request): Promise<FormData> {
  requireCookies(request);
  const form = await request.formData();
  await requireCsrf(form, request);
  return form;
}
