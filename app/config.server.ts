import { z } from "zod";
import { isLoopbackAddress } from "./loopback.server";
import { redisSentinelOf, redisSentinelVariables, type RedisSentinel } from "./redis-sentinel-config.server";

z.config({ jitless: true });

const appEnvs = ["Dev", "Test", "Cld", "Prod"] as const;
export type AppEnv = (typeof appEnvs)[number];

const commaList = z
  .string()
  .transform((value) => value.split(",").map((item) => item.trim()).filter(Boolean));

const httpsOrigins = commaList.pipe(
  z.array(
    z
      .string()
      .refine((value) => {
        try {
          const url = new URL(value);
          return url.protocol === "https:" && url.origin === value.replace(/\/$/, "");
        } catch {
          return false;
        }
      }, "a comma-separated list of https origins, such as https://parcheggi.example.it"),
  ),
);

const signUpField = z.enum(["hidden", "optional", "required"], { error: "one of hidden, optional, required" });
/** A whole number of events for one limit; positive, so a typo cannot switch a limit off. */
const count = (what: string) =>
  z.coerce.number({ error: `a whole number of ${what}` }).int(`a whole number of ${what}`).min(1, `a whole number of ${what}`).optional();

/** A duration in milliseconds for the HTTP server's timeouts: positive, so a typo cannot switch one off. */
const millis = (min: number, max: number) =>
  z.coerce
    .number({ error: `a whole number of milliseconds, ${min} to ${max}` })
    .int(`a whole number of milliseconds, ${min} to ${max}`)
    .min(min, `a whole number of milliseconds, ${min} to ${max}`)
    .max(max, `a whole number of milliseconds, ${min} to ${max}`);

const PROXY_TRUST_HELP =
  "none, a hop count (1 to 10), or a comma-separated list of proxy addresses or CIDRs (loopback, linklocal, uniquelocal allowed); never true";
const proxyAddress = /^(loopback|linklocal|uniquelocal|[0-9.]+(\/\d{1,2})?|[0-9a-fA-F:]+(\/\d{1,3})?)$/;

/** Issue 11 item 2: whom `X-Forwarded-For` is believed from. `true` would believe any client. */
const trustProxy = z.string().transform((value, context): false | number | string[] => {
  const trimmed = value.trim().toLowerCase();
  if (trimmed === "none" || trimmed === "0" || trimmed === "false") return false;
  if (/^\d+$/.test(trimmed)) {
    const hops = Number(trimmed);
    if (hops >= 1 && hops <= 10) return hops;
  } else {
    const list = trimmed.split(",").map((item) => item.trim()).filter(Boolean);
    if (list.length > 0 && list.every((item) => proxyAddress.test(item))) return list;
  }
  context.addIssue({ code: "custom", message: PROXY_TRUST_HELP });
  return z.NEVER;
});

const schema = z.object({
  APP_ENV: z.enum(appEnvs, { error: "one of Dev, Test, Cld, Prod" }).default("Dev"),
  PORT: z.coerce
    .number({ error: "a port number between 1 and 65535" })
    .int("a port number between 1 and 65535")
    .min(1, "a port number between 1 and 65535")
    .max(65535, "a port number between 1 and 65535")
    .default(3000),
  // Literal addresses only: a name would be resolved to one address of several, silently.
  HOST: z.union([z.ipv4(), z.ipv6()], { error: "an IP address to listen on, such as 127.0.0.1 or 0.0.0.0" }).optional(),
  UPSTREAM_API_URL: z
    .url({ protocol: /^https?$/, error: "an http(s) URL, or unset for the embedded reference API" })
    .optional(),
  SESSION_SECRET: z.string().min(32, "at least 32 characters").optional(),
  HELPLINE_PHONE: z
    .string()
    .regex(/^\+?[0-9 ]{6,20}$/, "a phone number made of digits and spaces, such as 800 123 456")
    .default("800 123 456"),
  // Issue 42 item 3: a freephone number cannot be called from most foreign SIMs; this one can.
  HELPLINE_PHONE_INTERNATIONAL: z
    .string()
    .regex(/^\+[0-9 ]{6,20}$/, "an international phone number: a plus, then digits and spaces, such as +39 02 1234 5678")
    .default("+39 02 1234 5678"),
  HELPDESK_EMAIL: z.email("an e-mail address").default("assistenza@parcheggi.example.it"),
  RECAPTCHA_SITE_KEY: z.string().regex(/^[\w-]{10,100}$/, "a reCAPTCHA v3 site key").optional(),
  ALLOWED_REDIRECT_ORIGINS: httpsOrigins.optional(),
  SENTRY_DSN: z.url({ protocol: /^https?$/, error: "a Sentry DSN URL" }).optional(),
  DOCUMENT_TITLE: z.string().min(1, "a non-empty title").max(80, "at most 80 characters").optional(),
  DOCUMENT_TITLE_EN: z.string().min(1, "a non-empty title").max(80, "at most 80 characters").optional(),
  DATA_DIR: z.string().min(1, "a directory path").default("data"),
  RATE_LIMIT_PER_MINUTE: z.coerce.number({ error: "a whole number of posts per minute" }).int("a whole number of posts per minute").min(1, "a whole number of posts per minute").optional(),
  RATE_LIMIT_SENSITIVE_PER_MINUTE: z.coerce.number({ error: "a whole number of posts per minute" }).int("a whole number of posts per minute").min(1, "a whole number of posts per minute").optional(),
  SITE_URL: z.url({ protocol: /^https$/, error: "an https URL, such as https://parcheggi.example.it/" }).optional(),
  PRIVACY_URL: z.url({ protocol: /^https$/, error: "an https URL" }).optional(),
  PUBLIC_HOST: z
    .string()
    .regex(/^[a-z0-9.-]+(:\d+)?$/i, "a host name, such as area-riservata.parcheggi.example.it")
    .default("localhost"),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  // Spec §5: which optional sign-up fields show; the parking brand asks only for the date of birth.
  SIGN_UP_CONFIRM_EMAIL: signUpField.default("hidden"),
  SIGN_UP_DATE_OF_BIRTH: signUpField.default("required"),
  SIGN_UP_GENDER: signUpField.default("hidden"),
  SIGN_UP_TAX_CODE: signUpField.default("hidden"),
  SIGN_UP_INVOICING_DATA: signUpField.default("hidden"),
  TRUST_PROXY: trustProxy.optional(),
  REDIS_URL: z.url({ protocol: /^rediss?$/, error: "a redis:// or rediss:// URL" }).optional(),
  // Issue 47 (decision 188): or the master a Sentinel set names.
  ...redisSentinelVariables,
  LOGIN_FAILURES_PER_ACCOUNT_AND_IP: count("failed logins per 15 minutes"),
  LOGIN_FAILURES_PER_ACCOUNT: count("failed logins per day"),
  SENSITIVE_POSTS_PER_IP_PER_DAY: count("posts per day"),
  SMS_PER_NUMBER_PER_HOUR: count("SMS per hour"),
  SMS_PER_IP_PER_HOUR: count("SMS per hour"),
  PROBES_PER_SESSION_PER_HOUR: count("look-ups per hour"),
  PROBES_PER_IP_PER_HOUR: count("look-ups per hour"),
  UPSTREAM_READS_PER_IP_PER_MINUTE: count("page loads per minute"),
  WEB_CONCURRENCY: z.coerce
    .number({ error: "a whole number of worker processes, 1 to 64" })
    .int("a whole number of worker processes, 1 to 64")
    .min(1, "a whole number of worker processes, 1 to 64")
    .max(64, "a whole number of worker processes, 1 to 64")
    .default(1),
  // Issue 20 item 5 (decision 133): slow and vanishing clients.
  HTTP_HEADERS_TIMEOUT_MS: millis(100, 600_000).default(15_000),
  HTTP_REQUEST_TIMEOUT_MS: millis(100, 600_000).default(30_000),
  HTTP_BODY_IDLE_TIMEOUT_MS: millis(100, 600_000).default(5_000),
  HTTP_KEEP_ALIVE_TIMEOUT_MS: millis(100, 600_000).default(5_000),
  // Issue 22: a rolling restart loses nothing (decision 146).
  SHUTDOWN_DRAIN_DELAY_MS: millis(0, 600_000).optional(),
  SHUTDOWN_TIMEOUT_MS: millis(100, 600_000).default(10_000),
  // Issue 22 (decision 147): Prometheus metrics on their own address; unset, none are kept or served.
  METRICS_PORT: z.coerce.number({ error: "a port number between 1 and 65535" }).int("a port number between 1 and 65535").min(1, "a port number between 1 and 65535").max(65535, "a port number between 1 and 65535").optional(),
  METRICS_HOST: z.union([z.ipv4(), z.ipv6()], { error: "an IP address to bind, such as 127.0.0.1" }).default("127.0.0.1"),
});

export type Config = {
  appEnv: AppEnv;
  port: number;
  /** The address to listen on; undefined is every interface. Dev and Test: 127.0.0.1, or another loopback address. */
  host: string | undefined;
  /** Unset means the embedded reference API, mounted under /reference-api. */
  upstreamApiUrl: string | undefined;
  sessionSecret: string;
  helplinePhone: string;
  /** The helpline as dialled from abroad, shown beside the freephone number (issue 42 item 3). */
  helplinePhoneInternational: string;
  helpdeskEmail: string;
  recaptchaSiteKey: string | undefined;
  allowedRedirectOrigins: string[];
  sentryDsn: string | undefined;
  documentTitle: string;
  /** The first part of an English page's title (decision 187). */
  documentTitleEn: string;
  dataDir: string;
  logLevel: z.infer<typeof schema>["LOG_LEVEL"];
  /** The parking site a login opened without client and redirect points to (decision 090). */
  siteUrl: string | null;
  /** The brand's privacy notice, linked from every page's footer. */
  privacyUrl: string | null;
  /** The host this app is served at, named in the SMS codes' WebOTP line (@host #123456). */
  publicHost: string;
  /**
   * The app's own origin, for absolute links in messages (decision 162): from configuration, never
   * from a request's Host header, which any client writes.
   */
  publicOrigin: string;
  /** Posts per minute and IP: any action, and login / codes / reset-password. */
  rateLimit: { perMinute: number; sensitivePerMinute: number };
  /** Spec §5: the optional sign-up fields, each hidden, optional or required (decision 071). */
  signUpFields: Record<"confirmEmail" | "dateOfBirth" | "gender" | "taxCode" | "invoicingData", "hidden" | "optional" | "required">;
  /** Express `trust proxy`: false (the socket address), a hop count, or proxy addresses; never true. */
  trustProxy: false | number | string[];
  /** Shared state for several instances (limits, carried secrets); unset, in memory. */
  redisUrl: string | undefined;
  /** The same state on the master a Sentinel set names, followed through a failover (decision 188); exclusive with redisUrl. */
  redisSentinel: RedisSentinel | undefined;
  /** Issue 11 item 3: consecutive-failure and daily limits (OWASP login throttling). */
  throttle: {
    failuresPerAccountAndIp: number;
    failuresPerAccount: number;
    sensitivePostsPerIpPerDay: number;
    smsPerNumberPerHour: number;
    smsPerIpPerHour: number;
    /** Issue 20 item 6: answers that tell whether an e-mail or a number is registered. */
    probesPerSessionPerHour: number;
    probesPerIpPerHour: number;
    readsPerIpPerMinute: number;
  };
  /** Worker processes (node:cluster) sharing the port; 1 runs the server in this process (decision 121). */
  webConcurrency: number;
  /** The HTTP server's limits on slow clients, in milliseconds (decision 133). */
  http: { headersTimeoutMs: number; requestTimeoutMs: number; bodyIdleTimeoutMs: number; keepAliveTimeoutMs: number };
  /** After SIGTERM: how long /readyz says not ready while still serving, then the bound on in-flight requests (decision 146). */
  shutdown: { drainDelayMs: number; timeoutMs: number };
  /** Where Prometheus scrapes `/metrics` (decision 147); null: no metrics at all. */
  metrics: { host: string; port: number } | null;
};

export class ConfigError extends Error {}

/**
 * Decision 162: outside Dev and Test the app is served over https (its session cookie is Secure) at
 * PUBLIC_HOST; in Dev and Test over http, at PORT unless PUBLIC_HOST names a port of its own.
 */
function publicOriginOf(host: string, port: number, relaxed: boolean): string {
  if (!relaxed) return `https://${host}`;
  return host.includes(":") ? `http://${host}` : `http://${host}:${port}`;
}

// Dev and Test run with no configuration; anywhere else a missing secret would silently weaken sessions.
const DEV_SESSION_SECRET = "dev-only-session-secret-not-for-production-use";
const DEV_REDIRECT_ORIGINS = ["https://parcheggi.example.it"];

export function parseConfig(env: Record<string, string | undefined>): Config {
  // An empty variable is treated as unset, as most deployment tools write them.
  const present = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== undefined && value !== ""));
  const parsed = schema.safeParse(present);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    const name = String(issue.path[0] ?? "environment");
    throw new ConfigError(`Invalid configuration: ${name} must be ${issue.message} (got ${JSON.stringify(present[name] ?? "")})`);
  }
  const values = parsed.data;
  const relaxed = values.APP_ENV === "Dev" || values.APP_ENV === "Test";
  if (!values.SESSION_SECRET && !relaxed) {
    throw new ConfigError(`Invalid configuration: SESSION_SECRET must be set (at least 32 characters) when APP_ENV is ${values.APP_ENV}`);
  }
  // Dev and Test answer /__test/session (a session in any state) and /__test/clock, and Test raises every
  // limit: on this machine only, whatever a recipe or a forgotten variable says (decision 179).
  if (relaxed && values.HOST !== undefined && !isLoopbackAddress(values.HOST)) {
    throw new ConfigError(
      `Invalid configuration: HOST must be a loopback address (127.0.0.1 or ::1) when APP_ENV is ${values.APP_ENV} (got ${JSON.stringify(values.HOST)}; its test routes never leave this machine)`,
    );
  }
  // Behind a load balancer the protocol and client address come from its headers; which hops to believe
  // cannot be guessed, so outside Dev and Test it must be said (decision 061).
  if (values.TRUST_PROXY === undefined && !relaxed) {
    throw new ConfigError(`Invalid configuration: TRUST_PROXY must be set when APP_ENV is ${values.APP_ENV} (${PROXY_TRUST_HELP})`);
  }
  // Prod never mounts the embedded reference API (issue 11 item 6): it needs a real upstream.
  if (values.APP_ENV === "Prod" && !values.UPSTREAM_API_URL) {
    throw new ConfigError("Invalid configuration: UPSTREAM_API_URL must be set when APP_ENV is Prod (the reference API is not mounted there)");
  }
  const redis = redisSentinelOf(values);
  if ("error" in redis) throw new ConfigError(`Invalid configuration: ${redis.error}`);
  // Decision 121: workers that each kept their own counters would multiply every limit by their number.
  if (values.WEB_CONCURRENCY > 1 && !values.REDIS_URL && !redis.sentinel) {
    throw new ConfigError(
      `Invalid configuration: WEB_CONCURRENCY=${values.WEB_CONCURRENCY} needs REDIS_URL (the workers must share rate limits and carried secrets; unset, each would count alone)`,
    );
  }
  // The embedded reference API's database is open in one process only: workers need a separate upstream.
  if (values.WEB_CONCURRENCY > 1 && !values.UPSTREAM_API_URL) {
    throw new ConfigError(
      `Invalid configuration: WEB_CONCURRENCY=${values.WEB_CONCURRENCY} needs UPSTREAM_API_URL (the embedded reference API is single-process; start it alone with npm run reference-api)`,
    );
  }
  // Without it the server runs Vite's development mode (no page cache, source served, no minifying):
  // a deployed environment must never end up there by a forgotten variable.
  if (!relaxed && env.NODE_ENV !== "production") {
    throw new ConfigError(
      `Invalid configuration: NODE_ENV must be production when APP_ENV is ${values.APP_ENV} (got ${JSON.stringify(env.NODE_ENV ?? "")}; otherwise the development server would run)`,
    );
  }
  // What the metrics tell (routes, error rates, login outcomes) is the operator's alone (decision 147).
  if (values.METRICS_PORT !== undefined && values.METRICS_PORT === values.PORT) {
    throw new ConfigError(`Invalid configuration: METRICS_PORT must differ from PORT (${values.METRICS_PORT}): metrics are never served on the public port`);
  }
  const httpTimeouts = checkHttpTimeouts(values);
  const test = values.APP_ENV === "Test";
  const allowedRedirectOrigins = values.ALLOWED_REDIRECT_ORIGINS ?? (relaxed ? DEV_REDIRECT_ORIGINS : []);
  // Decision 090: the parking site is, unless named, the first origin the logins may return to.
  const siteUrl = values.SITE_URL ?? (allowedRedirectOrigins[0] ? `${allowedRedirectOrigins[0].replace(/\/$/, "")}/` : null);
  return {
    appEnv: values.APP_ENV,
    port: values.PORT,
    // Dev and Test expose the demo outbox with live codes and /__test/session: this machine only.
    host: values.HOST ?? (relaxed ? "127.0.0.1" : undefined),
    upstreamApiUrl: values.UPSTREAM_API_URL?.replace(/\/$/, ""),
    sessionSecret: values.SESSION_SECRET ?? DEV_SESSION_SECRET,
    helplinePhone: values.HELPLINE_PHONE,
    helplinePhoneInternational: values.HELPLINE_PHONE_INTERNATIONAL,
    helpdeskEmail: values.HELPDESK_EMAIL,
    recaptchaSiteKey: values.RECAPTCHA_SITE_KEY,
    allowedRedirectOrigins,
    sentryDsn: values.SENTRY_DSN,
    documentTitle: values.DOCUMENT_TITLE ?? "Area Riservata",
    // Decision 187: an operator who named the title before English existed keeps it in both languages.
    documentTitleEn: values.DOCUMENT_TITLE_EN ?? values.DOCUMENT_TITLE ?? "Account area",
    dataDir: values.DATA_DIR,
    logLevel: values.LOG_LEVEL,
    siteUrl,
    privacyUrl: values.PRIVACY_URL ?? (siteUrl ? `${siteUrl}privacy` : null),
    publicHost: values.PUBLIC_HOST,
    publicOrigin: publicOriginOf(values.PUBLIC_HOST, values.PORT, relaxed),
    // Test runs a whole browser suite from one address: its limits are high unless set.
    rateLimit: {
      perMinute: values.RATE_LIMIT_PER_MINUTE ?? (values.APP_ENV === "Test" ? 10_000 : 60),
      sensitivePerMinute: values.RATE_LIMIT_SENSITIVE_PER_MINUTE ?? (values.APP_ENV === "Test" ? 10_000 : 20),
    },
    signUpFields: {
      confirmEmail: values.SIGN_UP_CONFIRM_EMAIL,
      dateOfBirth: values.SIGN_UP_DATE_OF_BIRTH,
      gender: values.SIGN_UP_GENDER,
      taxCode: values.SIGN_UP_TAX_CODE,
      invoicingData: values.SIGN_UP_INVOICING_DATA,
    },
    trustProxy: values.TRUST_PROXY ?? false,
    redisUrl: values.REDIS_URL,
    redisSentinel: redis.sentinel,
    // Test walks many wrong passwords and resends from one address: high unless set (decision 062).
    throttle: {
      failuresPerAccountAndIp: values.LOGIN_FAILURES_PER_ACCOUNT_AND_IP ?? (test ? 10_000 : 10),
      failuresPerAccount: values.LOGIN_FAILURES_PER_ACCOUNT ?? (test ? 10_000 : 100),
      sensitivePostsPerIpPerDay: values.SENSITIVE_POSTS_PER_IP_PER_DAY ?? (test ? 1_000_000 : 1_000),
      smsPerNumberPerHour: values.SMS_PER_NUMBER_PER_HOUR ?? (test ? 10_000 : 5),
      smsPerIpPerHour: values.SMS_PER_IP_PER_HOUR ?? (test ? 10_000 : 20),
      probesPerSessionPerHour: values.PROBES_PER_SESSION_PER_HOUR ?? (test ? 10_000 : 30),
      probesPerIpPerHour: values.PROBES_PER_IP_PER_HOUR ?? (test ? 10_000 : 60),
      readsPerIpPerMinute: values.UPSTREAM_READS_PER_IP_PER_MINUTE ?? (test ? 10_000 : 60),
    },
    webConcurrency: values.WEB_CONCURRENCY,
    http: httpTimeouts,
    // Cld and Prod run behind a balancer that needs time to see /readyz fail; nobody balances Dev or Test.
    shutdown: { drainDelayMs: values.SHUTDOWN_DRAIN_DELAY_MS ?? (relaxed ? 0 : 5_000), timeoutMs: values.SHUTDOWN_TIMEOUT_MS },
    metrics: values.METRICS_PORT === undefined ? null : { host: values.METRICS_HOST, port: values.METRICS_PORT },
  };
}

/**
 * The timeouts must nest: Node refuses a headers timeout longer than the request's; a keep-alive
 * timeout at or above the headers timeout lets a reused connection race the headers deadline; a body
 * idle timeout at or above the request timeout would never fire.
 */
function checkHttpTimeouts(values: z.infer<typeof schema>): Config["http"] {
  const http = {
    headersTimeoutMs: values.HTTP_HEADERS_TIMEOUT_MS,
    requestTimeoutMs: values.HTTP_REQUEST_TIMEOUT_MS,
    bodyIdleTimeoutMs: values.HTTP_BODY_IDLE_TIMEOUT_MS,
    keepAliveTimeoutMs: values.HTTP_KEEP_ALIVE_TIMEOUT_MS,
  };
  if (http.headersTimeoutMs > http.requestTimeoutMs) {
    throw new ConfigError(
      `Invalid configuration: HTTP_HEADERS_TIMEOUT_MS must be at most HTTP_REQUEST_TIMEOUT_MS (${http.headersTimeoutMs} > ${http.requestTimeoutMs})`,
    );
  }
  if (http.keepAliveTimeoutMs >= http.headersTimeoutMs) {
    throw new ConfigError(
      `Invalid configuration: HTTP_KEEP_ALIVE_TIMEOUT_MS must be below HTTP_HEADERS_TIMEOUT_MS (${http.keepAliveTimeoutMs} >= ${http.headersTimeoutMs})`,
    );
  }
  if (http.bodyIdleTimeoutMs >= http.requestTimeoutMs) {
    throw new ConfigError(
      `Invalid configuration: HTTP_BODY_IDLE_TIMEOUT_MS must be below HTTP_REQUEST_TIMEOUT_MS (${http.bodyIdleTimeoutMs} >= ${http.requestTimeoutMs})`,
    );
  }
  return http;
}

let current: Config | undefined;

/** The process configuration, read once; the server calls it at start-up so a bad value stops it there. */
export function getConfig(): Config {
  current ??= parseConfig(process.env);
  return current;
}

/** Where the application reaches its upstream; the embedded reference API listens on our own port. */
export function upstreamBaseUrl(config: Config): string {
  if (config.upstreamApiUrl) return config.upstreamApiUrl;
  // A server bound to one address answers only there; a wildcard one answers on the loopback too.
  const host = !config.host || config.host === "0.0.0.0" || config.host === "::" ? "127.0.0.1" : config.host.includes(":") ? `[${config.host}]` : config.host;
  return `http://${host}:${config.port}/reference-api`;
}
