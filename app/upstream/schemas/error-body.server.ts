import { upstreamDate } from "../dates.server";
import { z } from "../zod.server";

// Error bodies are read leniently: a field of the wrong type is dropped rather than hiding the
// CodeError behind an "unexpected payload" error.
const text = z.string().nullish().catch(null);

/** The error-body fields of spec §3, plus the ambiguous-login fields and the OTP attempt fields. */
export const ErrorBody = z.object({
  CodeError: text,
  MessageError: text,
  ActionRequired: text,
  PhoneNumber: text,
  PhonePrefix: text,
  Email: text,
  Name: text,
  Surname: text,
  Password: text,
  Mobile: text,
  Prefix: text,
  OTPRequestBlockedUntil: upstreamDate.catch(null),
  OTPEmailRequestBlockedUntil: upstreamDate.catch(null),
  AttemptBlockedUntil: upstreamDate.catch(null),
  AvailableAttempts: z.number().nullish().catch(null),
});

export type ErrorBody = z.output<typeof ErrorBody>;
