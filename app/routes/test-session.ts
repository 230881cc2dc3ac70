import { redirect } from "react-router";
import { getConfig } from "../config.server";
import { safeRedirect } from "../security/safe-redirect";
import { commitSession, getSession } from "../session/session.server";
import type { Route } from "./+types/test-session";

/**
 * Dev and Test only: puts a session into a given state so the status pages can be opened by tests and
 * by a developer. Answers 404 in Cld and Prod, as if it did not exist.
 * `?status=8&temporaryBlockSeconds=90&next=/account/temporary-blocked`, `?toast=…&toastMs=5000`, `?clearLocks`, `?explode`
 */
export function loader({ request }: Route.LoaderArgs) {
  const { appEnv } = getConfig();
  if (appEnv !== "Dev" && appEnv !== "Test") throw new Response(null, { status: 404 });
  const query = new URL(request.url).searchParams;
  // Lets tests prove that an unexpected failure shows the generic error, not a stack trace.
  if (query.has("explode")) throw new Error("Test failure with a secret stack trace");
  const session = getSession(request);
  const status = Number(query.get("status"));
  if (query.has("status") && Number.isInteger(status)) session.data.status = status;
  const seconds = Number(query.get("temporaryBlockSeconds"));
  if (Number.isFinite(seconds) && query.has("temporaryBlockSeconds")) session.data.temporaryBlockUntil = Date.now() + seconds * 1000;
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

// A page, not a resource route, so that a failure here renders through the root error boundary.
export default function TestSession() {
  return null;
}
