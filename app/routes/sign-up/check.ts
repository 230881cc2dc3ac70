import { data } from "react-router";
import { readProtectedForm } from "../../actions/gate.server";
import { spendProbe } from "../../actions/metered.server";
import { checkIsProbe, checkSignUpField } from "../../actions/sign-up.server";
import { getSession } from "../../session/session.server";
import type { Route } from "./+types/check";

/**
 * Resource route: the sign-up form asks the upstream about one field as the customer leaves it (spec
 * §7 ValidateEmail, ValidateCell, ValidatePassword; with JavaScript only). The submit asks again.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const form = await readProtectedForm({ request, context });
  // An answer about an e-mail or a number tells whether it is registered (issue 20 item 6): a tight
  // budget. The password's rules reveal nothing.
  if (checkIsProbe(form.get("field"))) await spendProbe(context, getSession(request));
  const check = await checkSignUpField({ request, context }, form);
  return data(check ?? { field: null, message: null }, { headers: { "Cache-Control": "no-store" } });
}

export function loader() {
  throw new Response(null, { status: 405, headers: { Allow: "POST" } });
}
