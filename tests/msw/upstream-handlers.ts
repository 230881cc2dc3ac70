import type { HttpResponseResolver } from "msw";
import { http, HttpResponse } from "msw";
import type { CallName, WireResponseOf } from "../../app/upstream/index.server";
import { endpoints } from "../../app/upstream/index.server";

/** Where tests point the client; the path prefix mirrors the embedded reference API. */
export const upstreamBaseUrl = "https://upstream.test/reference-api";
export const antiForgeryToken = "test-xsrf-token";

/** The upstream's spelling of a timestamp. */
export function upstreamDate(date: Date): string {
  return `/Date(${date.getTime()})/`;
}

/** What a test sees of one request to the upstream. */
export interface UpstreamRequest {
  request: Request;
  /** The parsed JSON body; null for GETs. */
  body: Record<string, unknown> | null;
  query: URLSearchParams;
}

export type UpstreamReply<K extends CallName> = WireResponseOf<K> | Response;

export interface HandlerOptions {
  baseUrl?: string;
  /** Answer a single request only, so a following handler can take the next one. */
  once?: boolean;
}

/** A typed handler for one call of spec §7: `reply` returns the wire body, or a full Response. */
export function upstreamHandler<K extends CallName>(
  call: K,
  reply: (request: UpstreamRequest) => UpstreamReply<K> | Promise<UpstreamReply<K>>,
  options: HandlerOptions = {},
) {
  const { method, path } = endpoints[call];
  const url = `${options.baseUrl ?? upstreamBaseUrl}${path}`;
  const resolver: HttpResponseResolver = async ({ request }) => {
    const body = method === "GET" ? null : ((await request.clone().json()) as Record<string, unknown>);
    const answer = await reply({ request, body, query: new URL(request.url).searchParams });
    return answer instanceof Response ? answer : HttpResponse.json(answer as Record<string, unknown>);
  };
  const route = method === "GET" ? http.get : method === "PUT" ? http.put : http.post;
  return route(url, resolver, { once: options.once ?? false });
}

/** `Success: false` with a CodeError and any error-body fields of spec §3. */
export function codeError(code: string, fields: Record<string, unknown> = {}, status = 200): Response {
  return HttpResponse.json(
    { Success: false, CodeError: code, MessageError: `message for ${code}`, ...fields },
    { status },
  );
}

/** `ACTION_REQUIRED` with the action and the fields its table row reads (spec §4). */
export function actionRequired(action: string, fields: Record<string, unknown> = {}): Response {
  return codeError("ACTION_REQUIRED", { ActionRequired: action, ...fields });
}

/** A 400 with a ValidationError map, in the shape of decision 013. */
export function validationError(fields: Record<string, { Code: string; Message: string }>): Response {
  return HttpResponse.json(
    { Success: false, CodeError: "VALIDATION_ERROR", MessageError: "Validation failed", ValidationError: fields },
    { status: 400 },
  );
}

/** A plausible success body for every call, so a route test only overrides the call it is about. */
export const sampleResponses: { [K in CallName]: WireResponseOf<K> } = {
  login: { Success: true, UrlRedirect: "https://parcheggi.example.it/" },
  sso: { Success: true, UrlRedirect: null },
  registerAccount: { Success: true },
  resetPassword: { Success: true },
  changePassword: { Success: true, UrlRedirect: null },
  validatePassword: { Success: true },
  validateEmail: { Success: true },
  validateCell: { Success: true },
  getMaskedPersonalData: { Success: true, MaskedPrefixCell: "+39", MaskedCell: "340*****67", UserPnr: "PNR001" },
  resendSms: { Success: true },
  confirmPinSms: { Success: true, UrlRedirect: null },
  changeRegistrationCellAndSendSms: { Success: true, PhoneNumber: "3401234567", PhonePrefix: "+39" },
  requestCellChange: { Success: true },
  confirmEmail: { Success: true },
  checkPhone: {
    Success: true,
    IsOTPGenerated: true,
    OTPRequestBlockedUntil: upstreamDate(new Date("2030-01-01T00:01:00Z")),
    OTPRequestRemaining: 4,
  },
  resendPhoneOtp: {
    Success: true,
    IsOTPGenerated: true,
    OTPRequestBlockedUntil: upstreamDate(new Date("2030-01-01T00:01:00Z")),
    OTPRequestRemaining: 3,
  },
  confirmPhoneOtp: { Success: true, AttemptBlockedUntil: null, AvailableAttempts: 5, IsOTPVerified: true },
  checkEmail: { Success: true, OTPEmailRequestBlockedUntil: upstreamDate(new Date("2030-01-01T00:01:00Z")) },
  resendEmailOtp: { Success: true, OTPEmailRequestBlockedUntil: upstreamDate(new Date("2030-01-01T00:01:00Z")) },
  confirmEmailOtp: { Success: true, AttemptBlockedUntil: null },
  completeRegistration: { Success: true, UrlRedirect: null },
  searchNazioni: {
    Success: true,
    Nazioni: [{ CodiceNazione: "IT", Descrizione: "Italia", SiglaNazione: "ITA" }],
  },
  searchComuni: {
    Success: true,
    Comuni: [{ IdComune: 58091, NomeComune: "Roma", SiglaProvincia: "RM", Cap: "00100" }],
  },
  getToponym: {
    Success: true,
    ToponymList: [
      { Toponym: "Via", Id: 1, Default: true },
      { Toponym: "Piazza", Id: 2, Default: false },
    ],
  },
  getInvoiceSendingMode: {
    Success: true,
    InvoiceSendingModeList: [
      { Id: 1, InvoiceSendingMode: "SDI" },
      { Id: 2, InvoiceSendingMode: "PEC" },
    ],
  },
  getConsentsConfiguration: {
    Success: true,
    ConsentConfiguration: [
      { ConsentCode: "PRIVACY", Required: true, Label: "Accetto l'informativa sulla privacy", Order: 1 },
      { ConsentCode: "MARKETING", Required: false, Label: "Acconsento a comunicazioni commerciali", Order: 2 },
    ],
  },
  acceptConsents: { Success: true, UrlRedirect: "https://parcheggi.example.it/" },
  insertPhone: { Success: true },
};

function hasAntiForgeryCookie(request: Request): boolean {
  return /(?:^|;\s*)XSRF-TOKEN=/.test(request.headers.get("cookie") ?? "");
}

/**
 * Every call answering its sample body. Like the upstream, any answer to a request without the
 * anti-forgery cookie issues one (decision 003).
 */
export function defaultUpstreamHandlers(baseUrl = upstreamBaseUrl) {
  return (Object.keys(endpoints) as CallName[]).map((call) =>
    upstreamHandler(
      call,
      ({ request }) => {
        const headers = new Headers();
        if (!hasAntiForgeryCookie(request)) headers.append("Set-Cookie", `XSRF-TOKEN=${antiForgeryToken}; Path=/`);
        return HttpResponse.json(sampleResponses[call] as Record<string, unknown>, { headers });
      },
      { baseUrl },
    ),
  );
}
