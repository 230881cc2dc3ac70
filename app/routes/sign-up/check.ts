import { data } from "react-router";
import { readProtectedForm } from "../../actions/gate.server";
import { spendProbe } from "../../actions/metered.server";
import { contextOf } from "../../request-context";
import { readFieldCheck } from "../../actions/sign-up-check.server";
import { checkSignUpField } from "../../actions/sign-up.server";
import { getSession } from "../../session/session.server";
import type { Route } from "./+types/check";
import { screen } from "../../actions/screen.server";

const NO_STORE = { "Cache-Control": "no-store" };

export const middleware = [screen({ bucket: "strict", probe: true })];

/**
 * Resource route: the sign-up form asks the upstream about one field as the customer leaves it (spec
 * §7 ValidateEmail, ValidateCell, ValidatePassword; with JavaScript only). The submit asks again.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const form = await readProtectedForm({ request, context });
  const asked = readFieldCheck(form);
  // What the form's own schema refuses is said in its words: the upstream is not asked, and no look-up
  // is spent on a value the submit would never send (issue 39 item 10e).
  if (asked.kind === "malformed") return data(asked.check, { status: 400, headers: NO_STORE });
  if (asked.kind === "refused") return data(asked.check, { headers: NO_STORE });
  if (asked.kind === "none") return data({ field: null, message: null }, { headers: NO_STORE });
  // An answer about an e-mail or a number tells whether it is registered (issue 20 item 6): a tight
  // budget. The password's rules reveal nothing.
  if (asked.probe) await spendProbe(contextOf(context), getSession(request));
  return data(await checkSignUpField({ request, context }, form, asked), { headers: NO_STORE });
}

export function loader() {
  throw new Response(null, { status: 405, headers: { Allow: "POST" } });
}
