import { z } from "../zod.server";
import { BillingData, ConsentAnswer } from "./items.server";

// Request bodies as the caller supplies them. The client adds the fields every body carries
// (`g-recaptcha-response`, and `IsTestRecaptcha` in Dev/Test), see CommonBodyFields.

/** Absent optional strings travel as null, so the upstream always sees every field of the payload. */
const optionalText = z.string().nullable().default(null);

export const CommonBodyFields = z.object({
  "g-recaptcha-response": z.string(),
  IsTestRecaptcha: z.literal(true).optional(),
});

/** Nothing besides the common fields (spec §7 "empty", or a body the spec does not show: decision 012). */
export const EmptyRequest = z.object({});

/** Login payload (spec §3): e-mail in Username, or a phone in Prefix + Mobile. */
export const LoginRequest = z.object({
  Username: optionalText,
  Prefix: optionalText,
  Mobile: optionalText,
  Password: z.string(),
  LoginRedirect: optionalText,
  LoginClient: optionalText,
});

export const SsoRequest = LoginRequest.extend({
  RememberMe: z.boolean().default(false),
});

/** Sign-up payload (spec §3). */
export const SignUpRequest = z.object({
  Name: z.string(),
  Surname: z.string(),
  Password: z.string(),
  ConfirmPassword: z.string(),
  Prefix: z.string(),
  Mobile: z.string(),
  Email: z.string(),
  ConfirmEmail: z.string(),
  FiscalCode: optionalText,
  Consents: z.array(ConsentAnswer),
  BillingData: BillingData.nullable().default(null),
  LoginClient: optionalText,
  LoginRedirect: optionalText,
});

export const EmailRequest = z.object({ Email: z.string() });
export const PasswordRequest = z.object({ Password: z.string() });
export const NewPasswordRequest = z.object({ NewPassword: z.string() });
export const ValidateCellRequest = z.object({ Cell: z.string(), PrefixCell: z.string() });
export const ConfirmPinSmsRequest = z.object({ PinSms: z.string() });
export const PrefixCellRequest = z.object({ Cell: z.string(), Prefix: z.string() });
export const RequestCellChangeRequest = z.object({ PrefixCell: z.string(), Cell: z.string() });
export const OtpCodeRequest = z.object({ OTPCode: z.string() });
/** Empty: "I opened the link, go on" (decision 012); with the e-mail's code: confirm with it (decision 044). */
export const ConfirmEmailRequest = z.object({ OTPCode: z.string().optional() });

export const CheckPhoneRequest = z.object({
  Phone: z.object({ PhonePrefixes: z.string(), PhoneNumber: z.string() }),
  LoginClient: optionalText,
  LoginRedirect: optionalText,
});

/** The consents the user answered on need-accept-consents (decision 012). */
export const AcceptConsentsRequest = z.object({ Consents: z.array(ConsentAnswer) });

/** Query of the two GET searches. */
export const TextSearchQuery = z.object({ TextSearch: z.string() });
