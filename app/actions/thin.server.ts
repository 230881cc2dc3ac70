import { href } from "react-router";
import type { z } from "zod";
import * as it from "../copy/it";
import { sameCode } from "../flow/codes";
import { requireThinScreen } from "../session/guards.server";
import type { Session } from "../session/session.server";
import type { RouteArgs } from "../request-context";
import { step, type StepInput, type StepMessages } from "./step.server";

const copy = it.signUpFinalization;

/** The phone a CheckPhone is about (spec §7: Phone.PhonePrefixes and Phone.PhoneNumber). */
export type ThinPhone = { prefix: string; number: string };

/** The way forward after a CheckPhone the upstream refused for the number itself (decision 080). */
const failurePages: Readonly<Record<string, string>> = {
  ACCOUNT_NOT_FOUND: href("/sign-up-finalization/unassociated-failure"),
  ERR_ACCOUNT_ALREADY_EXISTS: href("/sign-up-finalization/associated-failure"),
};

function failurePage(code: string | null | undefined): string | null {
  for (const [known, path] of Object.entries(failurePages)) if (sameCode(code, known)) return path;
  return null;
}

/** What the customer is told about a code just asked for (spec §7 IsOTPGenerated, OTPRequestRemaining). */
function sentNotice(generated: boolean, remaining: number | null | undefined): string {
  if (!generated) return copy.codeAlreadySent;
  return remaining === null || remaining === undefined ? copy.codeSent : `${copy.codeSent} ${copy.requestsLeft(remaining)}`;
}

/**
 * The action of the root and of select-mobile (spec §7 Thin/CheckPhone, with the demo client's
 * LoginClient and LoginRedirect): a sent code leads to verify-mobile with the number as the phone state
 * and the upstream's OTPRequestBlockedUntil as the resend lock (kept by the flow); ACCOUNT_NOT_FOUND and
 * ERR_ACCOUNT_ALREADY_EXISTS lead to their failure pages; a block or an action owed goes where the flow
 * says. The guard lets through only a thin registration at this step.
 */
export function checkPhoneAction<S extends z.ZodObject>(
  args: RouteArgs,
  options: {
    schema: S;
    phone: (input: StepInput<z.output<S>, object>) => ThinPhone;
    messages: StepMessages;
  },
) {
  return step(args, {
    schema: options.schema,
    guard: (request) => ({ session: requireThinScreen(request) }),
    call: (input) => {
      const phone = options.phone(input);
      return input.upstream.checkPhone(input.context, {
        Phone: { PhonePrefixes: phone.prefix, PhoneNumber: phone.number },
        LoginClient: input.query.client,
        LoginRedirect: input.query.redirect,
      });
    },
    next: (input, { result, href: flowHref }) => {
      if (flowHref) return null;
      const search = input.url.search;
      if (!result.ok) {
        const code = result.error.kind === "code" ? result.error.code : null;
        const page = failurePage(code);
        return page ? `${page}${search}` : null;
      }
      const phone = options.phone(input);
      // An upstream that names no next-send time still gets the 60 s of spec §9.
      return {
        href: `${href("/sign-up-finalization/verify-mobile")}${search}`,
        state: { mobileCountryCode: phone.prefix, mobileNumber: phone.number },
        mergeState: true,
        sent: "otpBlockedUntil",
        toast: { message: sentNotice(result.data.IsOTPGenerated, result.data.OTPRequestRemaining), severity: "success", durationMs: 5000 },
      };
    },
    messages: options.messages,
  });
}

/** The phone the upstream named when it asked for the thin registration (spec §4 state), if any. */
export function statePhone(session: Session): ThinPhone {
  const state = session.data.state ?? {};
  return { prefix: state.mobileCountryCode || "+39", number: state.mobileNumber ?? "" };
}
