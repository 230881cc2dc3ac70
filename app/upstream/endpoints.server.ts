import type { z } from "./zod.server";
import * as rq from "./schemas/requests.server";
import * as rs from "./schemas/responses.server";

export type HttpMethod = "GET" | "POST" | "PUT";

export interface Endpoint {
  method: HttpMethod;
  path: string;
  /** JSON body for POST/PUT, query string for GET. */
  request: z.ZodType<Record<string, unknown>>;
  response: z.ZodType;
}

// The calls of spec §7, one row each; this is the only place their paths are written.
// Whether a call "sends credentials" does not change the wire: decision 011.
export const endpoints = {
  login: { method: "POST", path: "/v2/Login/Login", request: rq.LoginRequest, response: rs.RedirectResponse },
  sso: { method: "POST", path: "/v2/Login/Sso", request: rq.SsoRequest, response: rs.RedirectResponse },
  registerAccount: {
    method: "POST",
    path: "/v2/SignUp/RegisterAccount",
    request: rq.SignUpRequest,
    response: rs.RedirectResponse,
  },
  resetPassword: {
    method: "POST",
    path: "/v2/Account/ResetPassword",
    request: rq.EmailRequest,
    response: rs.BaseResponse,
  },
  changePassword: {
    method: "POST",
    path: "/v2/Account/Pending/ChangePassword",
    request: rq.NewPasswordRequest,
    response: rs.RedirectResponse,
  },
  validatePassword: {
    method: "POST",
    path: "/v2/Signup/ValidatePassword",
    request: rq.PasswordRequest,
    response: rs.BaseResponse,
  },
  validateEmail: {
    method: "POST",
    path: "/v2/SignUp/ValidateEmail",
    request: rq.EmailRequest,
    response: rs.BaseResponse,
  },
  validateCell: {
    method: "POST",
    path: "/v2/SignUp/ValidateCell",
    request: rq.ValidateCellRequest,
    response: rs.BaseResponse,
  },
  getMaskedPersonalData: {
    method: "POST",
    path: "/Account/GetMaskedPersonalData",
    request: rq.EmptyRequest,
    response: rs.MaskedPersonalDataResponse,
  },
  resendSms: {
    method: "POST",
    path: "/v2/Account/Pending/ResendSms",
    request: rq.EmptyRequest,
    response: rs.BaseResponse,
  },
  confirmPinSms: {
    method: "POST",
    path: "/v2/Account/Pending/ConfirmPinSms",
    request: rq.ConfirmPinSmsRequest,
    response: rs.RedirectResponse,
  },
  changeRegistrationCellAndSendSms: {
    method: "POST",
    path: "/v2/Account/Pending/ChangeRegistrationCellAndSendSms",
    request: rq.PrefixCellRequest,
    response: rs.PhoneResponse,
  },
  requestCellChange: {
    method: "PUT",
    path: "/Account/RequestCellChange",
    request: rq.RequestCellChangeRequest,
    response: rs.BaseResponse,
  },
  confirmEmail: {
    method: "POST",
    path: "/v2/Account/Pending/ConfirmEmail",
    request: rq.ConfirmEmailRequest,
    response: rs.RedirectResponse,
  },
  checkPhone: {
    method: "POST",
    path: "/v2/SignUp/Thin/CheckPhone",
    request: rq.CheckPhoneRequest,
    response: rs.PhoneOtpResponse,
  },
  resendPhoneOtp: {
    method: "POST",
    path: "/v2/SignUp/Thin/ResendPhoneOTP",
    request: rq.EmptyRequest,
    response: rs.PhoneOtpResponse,
  },
  confirmPhoneOtp: {
    method: "POST",
    path: "/v2/Signup/Thin/ConfirmPhoneOTP",
    request: rq.OtpCodeRequest,
    response: rs.ConfirmPhoneOtpResponse,
  },
  checkEmail: {
    method: "POST",
    path: "/v2/SignUp/Thin/CheckEmail",
    request: rq.EmailRequest,
    response: rs.EmailOtpResponse,
  },
  resendEmailOtp: {
    method: "POST",
    path: "/v2/SignUp/Thin/ResendEmailOTP",
    request: rq.EmptyRequest,
    response: rs.EmailOtpResponse,
  },
  confirmEmailOtp: {
    method: "POST",
    path: "/v2/SignUp/Thin/ConfirmEmailOTP",
    request: rq.OtpCodeRequest,
    response: rs.ConfirmEmailOtpResponse,
  },
  completeRegistration: {
    method: "POST",
    path: "/v2/SignUp/Thin/CompleteRegistration",
    request: rq.PasswordRequest,
    response: rs.RedirectResponse,
  },
  searchNazioni: {
    method: "GET",
    path: "/v2/Configuration/SearchNazioni",
    request: rq.TextSearchQuery,
    response: rs.NazioniResponse,
  },
  searchComuni: {
    method: "GET",
    path: "/v2/Configuration/SearchComuni",
    request: rq.TextSearchQuery,
    response: rs.ComuniResponse,
  },
  getToponym: {
    method: "POST",
    path: "/v2/Account/GetToponym",
    request: rq.EmptyRequest,
    response: rs.ToponymResponse,
  },
  getInvoiceSendingMode: {
    method: "POST",
    path: "/v2/Configuration/GetInvoiceSendingMode",
    request: rq.EmptyRequest,
    response: rs.InvoiceSendingModeResponse,
  },
  getConsentsConfiguration: {
    method: "GET",
    path: "/v2/Configuration/GetConsentsConfiguration",
    request: rq.EmptyRequest,
    response: rs.ConsentsConfigurationResponse,
  },
  acceptConsents: {
    method: "POST",
    path: "/v2/Account/Pending/AcceptConsents",
    request: rq.AcceptConsentsRequest,
    response: rs.RedirectResponse,
  },
  insertPhone: {
    method: "POST",
    path: "/v2/Account/Pending/InsertPhone",
    request: rq.PrefixCellRequest,
    response: rs.InsertPhoneResponse,
  },
} as const satisfies Record<string, Endpoint>;

export type Endpoints = typeof endpoints;
export type CallName = keyof Endpoints;
export type RequestOf<K extends CallName> = z.input<Endpoints[K]["request"]>;
export type ResponseOf<K extends CallName> = z.output<Endpoints[K]["response"]>;
/** The response as it travels (timestamps still `/Date(ms)/` strings), for test doubles. */
export type WireResponseOf<K extends CallName> = z.input<Endpoints[K]["response"]>;
