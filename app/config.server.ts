import { z } from "zod";

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

const schema = z.object({
  APP_ENV: z.enum(appEnvs, { error: "one of Dev, Test, Cld, Prod" }).default("Dev"),
  PORT: z.coerce
    .number({ error: "a port number between 1 and 65535" })
    .int("a port number between 1 and 65535")
    .min(1, "a port number between 1 and 65535")
    .max(65535, "a port number between 1 and 65535")
    .default(3000),
  UPSTREAM_API_URL: z
    .url({ protocol: /^https?$/, error: "an http(s) URL, or unset for the embedded reference API" })
    .optional(),
  SESSION_SECRET: z.string().min(32, "at least 32 characters").optional(),
  HELPLINE_PHONE: z
    .string()
    .regex(/^\+?[0-9 ]{6,20}$/, "a phone number made of digits and spaces, such as 800 123 456")
    .default("800 123 456"),
  HELPDESK_EMAIL: z.email("an e-mail address").default("assistenza@parcheggi.example.it"),
  RECAPTCHA_SITE_KEY: z.string().regex(/^[\w-]{10,100}$/, "a reCAPTCHA v3 site key").optional(),
  ALLOWED_REDIRECT_ORIGINS: httpsOrigins.optional(),
  SENTRY_DSN: z.url({ protocol: /^https?$/, error: "a Sentry DSN URL" }).optional(),
  DOCUMENT_TITLE: z.string().min(1, "a non-empty title").max(80, "at most 80 characters").default("Area Riservata"),
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
});

export type Config = {
  appEnv: AppEnv;
  port: number;
  /** Unset means the embedded reference API, mounted under /reference-api. */
  upstreamApiUrl: string | undefined;
  sessionSecret: string;
  helplinePhone: string;
  helpdeskEmail: string;
  recaptchaSiteKey: string | undefined;
  allowedRedirectOrigins: string[];
  sentryDsn: string | undefined;
  documentTitle: string;
  dataDir: string;
  logLevel: z.infer<typeof schema>["LOG_LEVEL"];
  /** The parking site a login opened without client and redirect points to (decision 090). */
  siteUrl: string | null;
  /** The brand's privacy notice, linked from every page's footer. */
  privacyUrl: string | null;
  /** The host this app is served at, named in the SMS codes' WebOTP line (@host #123456). */
  publicHost: string;
  /** Posts per minute and IP: any action, and login / codes / reset-password. */
  rateLimit: { perMinute: number; sensitivePerMinute: number };
  /** Spec §5: the optional sign-up fields, each hidden, optional or required (decision 071). */
  signUpFields: Record<"confirmEmail" | "dateOfBirth" | "gender" | "taxCode" | "invoicingData", "hidden" | "optional" | "required">;
};

export class ConfigError extends Error {}

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
  const allowedRedirectOrigins = values.ALLOWED_REDIRECT_ORIGINS ?? (relaxed ? DEV_REDIRECT_ORIGINS : []);
  // Decision 090: the parking site is, unless named, the first origin the logins may return to.
  const siteUrl = values.SITE_URL ?? (allowedRedirectOrigins[0] ? `${allowedRedirectOrigins[0].replace(/\/$/, "")}/` : null);
  return {
    appEnv: values.APP_ENV,
    port: values.PORT,
    upstreamApiUrl: values.UPSTREAM_API_URL?.replace(/\/$/, ""),
    sessionSecret: values.SESSION_SECRET ?? DEV_SESSION_SECRET,
    helplinePhone: values.HELPLINE_PHONE,
    helpdeskEmail: values.HELPDESK_EMAIL,
    recaptchaSiteKey: values.RECAPTCHA_SITE_KEY,
    allowedRedirectOrigins,
    sentryDsn: values.SENTRY_DSN,
    documentTitle: values.DOCUMENT_TITLE,
    dataDir: values.DATA_DIR,
    logLevel: values.LOG_LEVEL,
    siteUrl,
    privacyUrl: values.PRIVACY_URL ?? (siteUrl ? `${siteUrl}privacy` : null),
    publicHost: values.PUBLIC_HOST,
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
  };
}

let current: Config | undefined;

/** The process configuration, read once; the server calls it at start-up so a bad value stops it there. */
export function getConfig(): Config {
  current ??= parseConfig(process.env);
  return current;
}

/** Where the application reaches its upstream; the embedded reference API listens on our own port. */
export function upstreamBaseUrl(config: Config): string {
  return config.upstreamApiUrl ?? `http://127.0.0.1:${config.port}/reference-api`;
}
