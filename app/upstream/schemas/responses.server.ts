import { upstreamDate } from "../dates.server";
import { z } from "../zod.server";
import {
  AddressPrefixItem,
  CityItem,
  ConsentConfigItem,
  CountryItem,
  InvoiceSendingModeItem,
} from "./items.server";

// Success bodies. Fields the spec names for a response are required; the generic fields
// (Success, CodeError, MessageError) may be absent, as some upstream answers omit them.
// Unknown fields are stripped.

const maybeText = z.string().nullish();

export const BaseResponse = z.object({
  Success: z.boolean().optional(),
  CodeError: maybeText,
  MessageError: maybeText,
});

export const RedirectResponse = BaseResponse.extend({ UrlRedirect: maybeText });

export const MaskedPersonalDataResponse = BaseResponse.extend({
  MaskedPrefixCell: z.string().nullable(),
  MaskedCell: z.string().nullable(),
  UserPnr: z.string().nullable(),
});

export const PhoneResponse = BaseResponse.extend({
  PhoneNumber: z.string(),
  PhonePrefix: z.string(),
});

export const PhoneOtpResponse = BaseResponse.extend({
  IsOTPGenerated: z.boolean(),
  OTPRequestBlockedUntil: upstreamDate,
  OTPRequestRemaining: z.number().nullish(),
});

export const ConfirmPhoneOtpResponse = BaseResponse.extend({
  AttemptBlockedUntil: upstreamDate,
  AvailableAttempts: z.number().nullish(),
  IsOTPVerified: z.boolean(),
});

export const EmailOtpResponse = BaseResponse.extend({
  OTPEmailRequestBlockedUntil: upstreamDate,
});

export const ConfirmEmailOtpResponse = BaseResponse.extend({
  AttemptBlockedUntil: upstreamDate,
});

export const NazioniResponse = BaseResponse.extend({ Nazioni: z.array(CountryItem) });
export const ComuniResponse = BaseResponse.extend({ Comuni: z.array(CityItem) });
export const ToponymResponse = BaseResponse.extend({ ToponymList: z.array(AddressPrefixItem) });
export const InvoiceSendingModeResponse = BaseResponse.extend({
  InvoiceSendingModeList: z.array(InvoiceSendingModeItem),
});
export const ConsentsConfigurationResponse = BaseResponse.extend({
  ConsentConfiguration: z.array(ConsentConfigItem),
});

export const InsertPhoneResponse = BaseResponse.extend({ Success: z.boolean() });
