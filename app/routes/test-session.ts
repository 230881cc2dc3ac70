import { redirect } from "react-router";
import { now as clockNow } from "../clock.server";
import { openProtectedForm } from "../actions/gate.server";
import { safeRedirect } from "../security/safe-redirect";
import { commitSession, getSession } from "../session/session.server";
import { onlyInDevAndTest } from "../test-only.server";
import type { Route } from "./+types/test-session";
import { urlOf } from "../request-url";
import { screen } from "../actions/screen.server";

/**
 * Dev and Test only: puts a session into a given state so the status pages can be opened by tests and
 * by a developer. Answers 404 in Cld and Prod, as if it did not exist.
 * `?status=<an AccountStatus number>&temporaryBlockSeconds=90&next=/account/temporary-blocked`, `?toast=…&toastMs=5000`, `?clearLocks`,
 * `?explode` (a loader error), `?explode=render`, `?explode=express` (see below), and a post with `?explode`.
 */

// Dev and Test only: a post that fails on purpose, to prove errors are reported (decision 148).
export const middleware = [screen({ bucket: "strict" })];

export function loader({ request }: Route.LoaderArgs) {
  onlyInDevAndTest();
  const query = urlOf(request).searchParams;
  const explode = query.get("explode");
  // An error while rendering (the component below throws), for the error log and Sentry (decision 148).
  if (explode === "render") return { failWhileRendering: true };
  // An answer Node refuses to send (a control character in a header): the failure happens in the
  // Express layer, after React Router, as an application bug of that kind would (decision 148).
  if (explode === "express") return redirect("/", { headers: { "X-Test-Failure": "refused\u0001by Node" } });
  // Lets tests prove that an unexpected failure shows the generic error, not a stack trace.
  if (explode !== null) throw new Error("Test failure with a secret stack trace");
  const session = getSession(request);
  const status = Number(query.get("status"));
  if (query.has("status") && Number.isInteger(status)) session.data.status = status;
  const seconds = Number(query.get("temporaryBlockSeconds"));
  if (Number.isFinite(seconds) && query.has("temporaryBlockSeconds")) session.data.temporaryBlockUntil = clockNow() + seconds * 1000;
  // A step of the thin registration and its state (sign-up-finalization, decision 080).
  const thinStep = query.get("thinStep");
  if (thinStep) session.data.thinStep = thinStep;
  const state = query.get("state");
  if (state) session.data.state = JSON.parse(state) as NonNullable<typeof session.data.state>;
  // The resend locks, lifted, so that a test can press "Invia di nuovo" without waiting 60 s.
  if (query.has("clearLocks")) for (const lock of ["smsLockUntil", "emailLockUntil", "otpBlockedUntil", "emailOtpBlockedUntil"] as const) delete session.data[lock];
  const toast = query.get("toast");
  if (toast) session.data.toasts = [{ message: toast, severity: "info", durationMs: Number(query.get("toastMs")) || 3000 }];
  const next = query.get("next") ?? "/";
  // Same-origin paths only, even here.
  const target = safeRedirect(next, []) ?? "/";
  return redirect(target, { headers: { "Set-Cookie": commitSession(session) } });
}

/**
 * A post with `?explode` fails after the gate has read its form, quoting what was typed as careless code
 * might: Sentry's report must arrive without it (decision 148).
 */
export async function action({ request, context }: Route.ActionArgs) {
  onlyInDevAndTest();
  if (!urlOf(request).searchParams.has("explode")) throw new Response(null, { status: 404 });
  const { form } = await openProtectedForm({ request, context });
  throw new Error(`Test failure in an action for ${String(form.get("username"))} with ${String(form.get("password"))}`);
}

// A page, not a resource route, so that a failure here renders through the root error boundary.
export default function TestSession({ loaderData }: Route.ComponentProps) {
  if (loaderData?.failWhileRendering) throw new Error("Test failure while rendering");
  return null;
}
