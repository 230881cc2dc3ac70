import type { CookieJar } from "./cookies.server";
import { applySetCookies, cookieHeaderOf, relayFor, relayForBrowser, upstreamJarFromBrowser } from "./cookies.server";
import type { CallName, Endpoint, RequestOf, ResponseOf } from "./endpoints.server";
import { endpoints } from "./endpoints.server";
import type { AnyUpstreamError } from "./errors.server";
import { UpstreamError } from "./errors.server";
import type { Culture } from "./headers.server";
import { clientHeader, cultureHeader } from "./headers.server";
import { interpret } from "./interpret.server";
import { createPrimerStock } from "./primer-stock.server";
import type { Sleep, TransportOptions, UpstreamFetch } from "./transport.server";
import { defaultSleep, send } from "./transport.server";

export type AppEnv = "Dev" | "Test" | "Cld" | "Prod";

export interface UpstreamClientOptions {
  /** May carry a path prefix, e.g. http://127.0.0.1:3000/reference-api */
  baseUrl: string;
  appEnv: AppEnv;
  clientName: string;
  clientVersion: string;
  culture: Culture;
  retryAttempts?: number;
  /** The whole call's deadline (decision 014): 10 s unless given. */
  deadlineMs?: number;
  /** A GET call's own deadline, when lower (issue 25 item 6: a page the customer waits for); default `deadlineMs`. */
  getDeadlineMs?: number;
  /** The secret relayed cookies are signed with (decision 177): the session secret, so every instance shares it. */
  relaySecret: string;
  antiForgeryCookie?: string;
  antiForgeryHeader?: string;
  fetch?: UpstreamFetch;
  sleep?: Sleep;
  now?: () => number;
  /** Anonymous anti-forgery answers kept ready for browsers' first posts (decision 124); 0: none. */
  primerStock?: number;
}

/** What one browser request lends to the upstream calls it makes. */
export interface UpstreamContext {
  /** The browser's Cookie header. */
  cookies: string | null;
  /** The form's `g-recaptcha-response`. */
  recaptchaToken?: string;
  /** The browser request's signal: the call stops when it aborts. */
  signal?: AbortSignal;
  /** Told of the answer (app/upstream/observed.server.ts): the observer the server made for this request. */
  observe?: UpstreamObserver;
  /**
   * Asked before a call goes out (app/upstream/reference-lists.server.ts); it may refuse by throwing
   * (a page over its address's allowance).
   */
  beforeSend?: () => Promise<void>;
}

interface Relayed {
  call: CallName;
  /** Set-Cookie values for the browser, already renamed `up_*` and signed (decisions 003, 177). */
  setCookies: string[];
}

export type UpstreamSuccess<K extends CallName = CallName> = Relayed & {
  ok: true;
  call: K;
  data: ResponseOf<K>;
};
export type UpstreamFailure<K extends CallName = CallName> = Relayed & {
  ok: false;
  call: K;
  error: AnyUpstreamError;
};
export type UpstreamResult<K extends CallName = CallName> = UpstreamSuccess<K> | UpstreamFailure<K>;

/** What the server learns of each upstream answer, to count failures and log auth events (issue 11). */
export type UpstreamOutcome = {
  call: string;
  input: Record<string, unknown>;
  ok: boolean;
  /** The upstream's CodeError on a refusal. */
  code: string | null;
  /** The failure kind (code, validation, network, http, unexpectedPayload, aborted), null on success. */
  kind: string | null;
  /** The call's own time, retries included; reset-password's fixed-time wait is not part of it. */
  durationMs: number;
  /** The whole answer: whether the upstream sent a code is read from its body (metrics). */
  result: UpstreamResult;
};
/** Here, not beside the wrapper that calls it, so that a call's context can name it without an import circle. */
export type UpstreamObserver = (outcome: UpstreamOutcome) => void | Promise<void>;

type CallFunction<K extends CallName> =
  Record<string, never> extends RequestOf<K>
    ? (ctx: UpstreamContext, input?: RequestOf<K>) => Promise<UpstreamResult<K>>
    : (ctx: UpstreamContext, input: RequestOf<K>) => Promise<UpstreamResult<K>>;

export type UpstreamClient = { readonly [K in CallName]: CallFunction<K> };

function joinUrl(baseUrl: string, path: string, query?: Record<string, unknown>): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined && value !== null) search.append(key, String(value));
  }
  const qs = search.toString();
  return `${baseUrl.replace(/\/+$/, "")}${path}${qs ? `?${qs}` : ""}`;
}

function safeDecode(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

export function createUpstreamClient(options: UpstreamClientOptions): UpstreamClient {
  const transport: TransportOptions = {
    // Looked up per call, so a fetch patched after start-up (msw in tests) is the one used.
    fetch: options.fetch ?? ((input, init) => globalThis.fetch(input, init)),
    sleep: options.sleep ?? defaultSleep,
    now: options.now ?? Date.now,
    retryAttempts: options.retryAttempts ?? 6,
    deadlineMs: options.deadlineMs ?? 10_000,
  };
  const getDeadlineMs = Math.min(options.getDeadlineMs ?? transport.deadlineMs, transport.deadlineMs);
  const antiForgeryCookie = options.antiForgeryCookie ?? "XSRF-TOKEN";
  const antiForgeryHeader = options.antiForgeryHeader ?? "X-XSRF-TOKEN";
  const testRecaptcha = options.appEnv === "Dev" || options.appEnv === "Test";
  const relay = relayFor(options.appEnv, options.relaySecret);
  const baseHeaders = {
    Accept: "application/json",
    Culture: cultureHeader(options.culture),
    Client: clientHeader(options.clientName, options.clientVersion),
  };

  async function exchange(
    endpoint: Endpoint,
    input: Record<string, unknown>,
    jar: CookieJar,
    ctx: UpstreamContext,
    deadlineAt: number,
  ) {
    const headers: Record<string, string> = { ...baseHeaders };
    const cookie = cookieHeaderOf(jar);
    if (cookie) headers.Cookie = cookie;
    let body: string | undefined;
    if (endpoint.method !== "GET") {
      headers["Content-Type"] = "application/json";
      const token = jar.get(antiForgeryCookie);
      if (token) headers[antiForgeryHeader] = safeDecode(token);
      body = JSON.stringify({
        ...input,
        "g-recaptcha-response": ctx.recaptchaToken ?? "",
        ...(testRecaptcha ? { IsTestRecaptcha: true } : {}),
      });
    }
    const url = joinUrl(options.baseUrl, endpoint.path, endpoint.method === "GET" ? input : undefined);
    const response = await send({ method: endpoint.method, url, headers, body }, transport, deadlineAt, ctx.signal);
    const setCookies = response.headers.getSetCookie();
    applySetCookies(jar, setCookies, transport.now());
    return { response, setCookies };
  }

  const primers = createPrimerStock({
    size: options.primerStock ?? 0,
    maxAgeMs: 60_000,
    now: transport.now,
    fetchOne: async () => {
      const jar: CookieJar = new Map();
      const { setCookies } = await exchange(endpoints.getConsentsConfiguration, {}, jar, { cookies: null }, transport.now() + transport.deadlineMs);
      if (!jar.has(antiForgeryCookie)) throw new Error("the primer answer set no anti-forgery cookie");
      return setCookies;
    },
  });

  /**
   * Decision 003's primer, for a browser that holds no anti-forgery cookie. A browser holding any
   * upstream cookie may be known to the upstream, which can tie its token to that identity: only a
   * browser with none (`anonymous`) takes a stocked answer, made for nobody in particular.
   */
  async function prime(jar: CookieJar, ctx: UpstreamContext, deadlineAt: number, anonymous: boolean): Promise<string[]> {
    const stocked = anonymous ? primers.take() : undefined;
    if (!stocked) return (await exchange(endpoints.getConsentsConfiguration, {}, jar, ctx, deadlineAt)).setCookies;
    applySetCookies(jar, stocked, transport.now());
    return stocked;
  }

  async function call(name: CallName, ctx: UpstreamContext, rawInput: unknown): Promise<UpstreamResult> {
    const endpoint: Endpoint = endpoints[name];
    // A wrong input is a bug in the calling route, not an upstream failure: it throws.
    const input = endpoint.request.parse(rawInput ?? {});
    const jar = upstreamJarFromBrowser(ctx.cookies, relay, transport.now());
    // A post's anti-forgery priming GET shares the post's deadline: only a GET call has the lower one.
    const deadlineAt = transport.now() + (endpoint.method === "GET" ? getDeadlineMs : transport.deadlineMs);
    const upstreamSetCookies: string[] = [];
    const relayed = () => relayForBrowser(upstreamSetCookies, relay, transport.now());
    // Decision 003: nothing served by the upstream handed this browser its anti-forgery cookie yet.
    const needsToken = endpoint.method !== "GET" && !jar.has(antiForgeryCookie);
    const anonymous = needsToken && jar.size === 0;
    try {
      if (needsToken) upstreamSetCookies.push(...(await prime(jar, ctx, deadlineAt, anonymous)));
      const { response, setCookies } = await exchange(endpoint, input, jar, ctx, deadlineAt);
      upstreamSetCookies.push(...setCookies);
      const data = interpret(response, endpoint.response);
      return { ok: true, call: name, data, setCookies: relayed() } as UpstreamResult;
    } catch (error) {
      if (!(error instanceof UpstreamError)) throw error;
      return { ok: false, call: name, error: error as AnyUpstreamError, setCookies: relayed() };
    } finally {
      // After the post's own call, so that the replacement never delays it.
      if (anonymous) primers.replace();
    }
  }

  const client = Object.fromEntries(
    (Object.keys(endpoints) as CallName[]).map((name) => [
      name,
      (ctx: UpstreamContext, input?: unknown) => call(name, ctx, input),
    ]),
  );
  return client as UpstreamClient;
}
