import { randomBytes, randomInt } from "node:crypto";
import type { AppEnv, UpstreamContext, UpstreamResult } from "../../app/upstream/client.server";
import { createUpstreamClient } from "../../app/upstream/client.server";
import type { CallName, Endpoint } from "../../app/upstream/endpoints.server";
import { endpoints } from "../../app/upstream/endpoints.server";
import type { Culture } from "../../app/upstream/headers.server";
import type { UpstreamFetch } from "../../app/upstream/transport.server";
import { codeKey, RECAPTCHA_REFUSED } from "./codes";
import type { JsonSchema } from "./document";
import { contractDocument } from "./document";
import type { Judgement } from "./judge";
import { judge } from "./judge";

// `npm run contract`: the safe calls of plan.ts against a live upstream, each answer judged against
// the contract document. Requests go through the product's own client, so what is checked is exactly
// what the product sends: headers, anti-forgery priming, relayed cookies and common body fields.

export interface CheckOptions {
  baseUrl: string;
  culture: Culture;
  /** As the application's APP_ENV: Dev and Test add `IsTestRecaptcha: true` to every body (spec §7). */
  appEnv: AppEnv;
  /** Each call's own deadline, without retries. */
  timeoutMs: number;
  /** A field the contract does not list is reported but not counted as a mismatch. */
  allowUnexpectedFields?: boolean;
  fetch?: UpstreamFetch;
}

/** One request as the product sent it, and the answer as it came. */
export interface Exchange {
  method: string;
  url: string;
  headers: Record<string, string>;
  body?: string;
  answer?: { status: number; text: string; setCookies: string[] };
}

export interface Row {
  /** A call of spec §7, or a requirement of the contract checked through one. */
  name: string;
  call: string;
  status: number | null;
  ms: number | null;
  ok: boolean;
  verdict: string;
}

export interface CheckReport {
  rows: Row[];
  mismatches: number;
  exchanges: Exchange[];
}

/** The stand-in token of the checked calls: a made-up value, which only a Dev/Test bypass accepts. */
export const PLACEHOLDER_TOKEN = "contract-check-placeholder-token";

const ANTIFORGERY_COOKIE = "XSRF-TOKEN";

/** The error's socket code (ECONNREFUSED, ENOTFOUND…), looked for along its causes. */
function networkCode(error: unknown, depth = 0): string | null {
  if (depth > 5 || typeof error !== "object" || error === null) return null;
  const { code, cause, errors } = error as { code?: unknown; cause?: unknown; errors?: unknown };
  if (typeof code === "string") return code;
  if (Array.isArray(errors) && errors.length > 0) return networkCode(errors[0], depth + 1);
  return networkCode(cause, depth + 1);
}

const PLAIN_NETWORK: Record<string, string> = {
  ECONNREFUSED: "connection refused",
  ENOTFOUND: "host not found",
  EAI_AGAIN: "host name lookup failed",
  ECONNRESET: "connection reset",
  EHOSTUNREACH: "host unreachable",
  ENETUNREACH: "network unreachable",
  UND_ERR_CONNECT_TIMEOUT: "connect timed out",
  UND_ERR_SOCKET: "connection closed",
};

/** The browser between calls: it keeps what the product relayed and sends it back, as a browser does. */
function browserJar() {
  const cookies = new Map<string, string>();
  return {
    header: () => (cookies.size ? [...cookies].map(([name, value]) => `${name}=${value}`).join("; ") : null),
    store(setCookies: readonly string[]) {
      for (const line of setCookies) {
        const [pair = ""] = line.split(";");
        const eq = pair.indexOf("=");
        if (eq <= 0) continue;
        if (/;\s*max-age=0(;|$)/i.test(line)) cookies.delete(pair.slice(0, eq));
        else cookies.set(pair.slice(0, eq), pair.slice(eq + 1));
      }
    },
  };
}

type Expectation = (judgement: Judgement) => string | null;

const expectSuccess: Expectation = (j) => (j.outcome === "refusal" ? `refused with ${j.code ?? "no CodeError"}, expected a success` : null);
const expectSuccessOrRefusal: Expectation = () => null;
const expectCodes =
  (...codes: string[]): Expectation =>
  (j) => {
    if (j.outcome === "refusal" && j.code && codes.some((code) => codeKey(code) === codeKey(j.code!))) return null;
    const got = j.outcome === "refusal" ? `refused with ${j.code ?? "no CodeError"}` : "a success";
    return `${got}, expected ${codes.join(" or ")}`;
  };

export async function checkUpstream(options: CheckOptions): Promise<CheckReport> {
  const document = contractDocument();
  const exchanges: Exchange[] = [];
  const base: UpstreamFetch = options.fetch ?? ((input, init) => globalThis.fetch(input, init));
  const recording: UpstreamFetch = async (url, init) => {
    const exchange: Exchange = { method: init.method, url, headers: { ...init.headers }, ...(init.body ? { body: init.body } : {}) };
    exchanges.push(exchange);
    const response = await base(url, init);
    return {
      status: response.status,
      headers: response.headers,
      text: async () => {
        const text = await response.text();
        exchange.answer = { status: response.status, text, setCookies: response.headers.getSetCookie() };
        return text;
      },
    };
  };
  const client = createUpstreamClient({
    baseUrl: options.baseUrl,
    appEnv: options.appEnv,
    // As app/upstream/instance.server.ts names the product.
    clientName: "area-riservata",
    clientVersion: "1.0.0",
    culture: options.culture,
    retryAttempts: 0,
    deadlineMs: options.timeoutMs,
    relaySecret: randomBytes(32).toString("hex"),
    fetch: recording,
  });
  const browser = browserJar();
  const testRecaptcha = options.appEnv === "Dev" || options.appEnv === "Test";
  const rows: Row[] = [];
  const random = randomBytes(6).toString("hex");
  const unknownUser = `contract-check.${random}@example.invalid`;

  async function step(call: CallName, input: unknown, expect: Expectation, recaptchaToken = PLACEHOLDER_TOKEN, name: string = call) {
    const endpoint: Endpoint = endpoints[call];
    const from = exchanges.length;
    const ctx: UpstreamContext = { cookies: browser.header(), recaptchaToken };
    const started = performance.now();
    const invoke = client[call] as (ctx: UpstreamContext, input?: unknown) => Promise<UpstreamResult>;
    const result = await invoke(ctx, input);
    const ms = Math.round(performance.now() - started);
    browser.store(result.setCookies);
    const own = exchanges
      .slice(from)
      .reverse()
      .find((exchange) => new URL(exchange.url).pathname.toLowerCase().endsWith(endpoint.path.toLowerCase()));
    const row: Row = { name, call: `${endpoint.method} ${endpoint.path}`, status: own?.answer?.status ?? null, ms, ok: false, verdict: "" };
    if (!own?.answer) {
      const error = result.ok ? null : result.error;
      if (error?.kind === "network") {
        const code = networkCode(error);
        row.verdict =
          (error as { reason?: string }).reason === "deadline"
            ? `no answer within ${options.timeoutMs} ms`
            : `no answer: ${(code && PLAIN_NETWORK[code]) ?? "unreachable"}${code ? ` (${code})` : ""}`;
      } else row.verdict = `no answer (${error?.kind ?? "no request made"})`;
      rows.push(row);
      return { row, own, judgement: null };
    }
    const judgement = judge(document as JsonSchema, endpoint, own.answer, { allowUnexpected: options.allowUnexpectedFields });
    const unmet = expect(judgement);
    const problems = [...judgement.problems, ...(unmet ? [unmet] : [])];
    row.ok = problems.length === 0;
    row.verdict = row.ok ? (judgement.code ? `ok (${judgement.code})` : "ok") : problems.join("; ");
    rows.push(row);
    return { row, own, judgement };
  }

  // The configuration look-ups; the first answer hands the browser its anti-forgery cookie.
  const consents = await step("getConsentsConfiguration", {}, expectSuccess);
  await step("searchNazioni", { TextSearch: "Ital" }, expectSuccess);
  await step("searchComuni", { TextSearch: "Mil" }, expectSuccess);
  const toponym = await step("getToponym", {}, expectSuccess);
  await step("getInvoiceSendingMode", {}, expectSuccess);
  rows.push(antiForgeryRow(consents.own, toponym, exchanges));

  // A made-up token passes only a Dev/Test bypass; elsewhere the refusal's shape is what is checked.
  const loginCodes = testRecaptcha ? ["WRONG_CREDENTIALS"] : ["WRONG_CREDENTIALS", RECAPTCHA_REFUSED];
  const credentials = { Username: unknownUser, Password: `Cc!${randomBytes(9).toString("base64url")}` };
  await step("login", credentials, expectCodes(...loginCodes));
  const tokenless = await step("login", credentials, expectSuccessOrRefusal, "", "token-less login");
  rows.pop();
  rows.push(tokenlessRow(tokenless.row, tokenless.judgement, testRecaptcha));

  await step("validateEmail", { Email: `contract-check.${random}@example.invalid` }, expectSuccessOrRefusal);
  await step("validatePassword", { Password: `Cc!${randomBytes(9).toString("base64url")}` }, expectSuccessOrRefusal);
  // A well-formed Italian mobile (347 and seven digits), so that "free" is the only answer a free number gets.
  await step("validateCell", { PrefixCell: "+39", Cell: `347${String(randomInt(0, 1e7)).padStart(7, "0")}` }, expectSuccessOrRefusal);

  return { rows, mismatches: rows.filter((row) => !row.ok).length, exchanges };
}

/** The cookie the first answer set, sent back as header and cookie on a post the upstream then accepted. */
function antiForgeryRow(
  consents: Exchange | undefined,
  toponym: { row: Row; own: Exchange | undefined; judgement: Judgement | null },
  exchanges: Exchange[],
): Row {
  const row: Row = { name: "anti-forgery round trip", call: `${ANTIFORGERY_COOKIE} cookie → X-XSRF-TOKEN`, status: null, ms: null, ok: false, verdict: "" };
  const set = consents?.answer?.setCookies.some((line) => line.startsWith(`${ANTIFORGERY_COOKIE}=`));
  if (!consents?.answer) row.verdict = "not checked: the first call had no answer";
  else if (!set) row.verdict = `the first answer set no ${ANTIFORGERY_COOKIE} cookie: every post would be refused or primed again`;
  else if (!toponym.own?.answer) row.verdict = "not checked: the post had no answer";
  else if (exchanges.filter((exchange) => exchange.method !== "GET").length === 0) row.verdict = "no post was sent";
  else if (!toponym.own.headers["X-XSRF-TOKEN"]) row.verdict = "the relayed cookie did not reach the post";
  else if (toponym.judgement?.outcome !== "success") {
    row.verdict = `a post with the header was refused (${toponym.judgement?.code ?? `HTTP ${toponym.own.answer.status}`})`;
  } else {
    row.ok = true;
    row.verdict = "ok (cookie set by the first answer, echoed in the header, post accepted)";
  }
  return row;
}

/** Issue 43 item 4: is a post without a reCAPTCHA token judged, or refused for the token alone? */
function tokenlessRow(row: Row, judgement: Judgement | null, testRecaptcha: boolean): Row {
  const bypass = testRecaptcha ? " (IsTestRecaptcha sent, as Dev and Test do: check the Prod upstream too)" : "";
  if (!judgement) return row;
  if (judgement.outcome === "refusal" && judgement.code && codeKey(judgement.code) === codeKey(RECAPTCHA_REFUSED)) {
    return {
      ...row,
      ok: false,
      verdict:
        `refused for the missing token (${judgement.code}): customers without JavaScript, or whose browser blocks Google, ` +
        `can never sign in, sign up or reset a password (requirement tokenless-calls-judged)${bypass}`,
    };
  }
  if (judgement.outcome === "refusal" && judgement.code && codeKey(judgement.code) === codeKey("WRONG_CREDENTIALS")) {
    return {
      ...row,
      ok: judgement.problems.length === 0,
      verdict:
        judgement.problems.length === 0
          ? `judged (WRONG_CREDENTIALS): customers without JavaScript are held to the upstream's own limits, not locked out${bypass}`
          : judgement.problems.join("; "),
    };
  }
  const got = judgement.outcome === "refusal" ? `refused with ${judgement.code ?? "no CodeError"}` : "a success";
  return { ...row, ok: false, verdict: [...judgement.problems, `${got}, expected WRONG_CREDENTIALS`].join("; ") };
}
