import { randomBytesFast } from "../app/security/random.server";
import type { RequestHandler } from "express";
import helmet from "helmet";
import type { Config } from "../app/config.server";
import { copyOf } from "./language";
import { refuse } from "./refuse";

export const nonceMiddleware: RequestHandler = (_req, res, next) => {
  res.locals.cspNonce = randomBytesFast(16).toString("base64");
  next();
};

function originOf(url: string | undefined): string[] {
  if (!url) return [];
  try {
    return [new URL(url).origin];
  } catch {
    return [];
  }
}

// Recorded in place of the nonce; base64 never holds "!", so it cannot be part of anything else.
const NONCE_STAND_IN = "!nonce!";

/** What a middleware did to a response's headers, in order: set a value, or remove a header. */
type HeaderStep = { name: string; value: string | null };

/** The header steps of a middleware that sets headers only, run once on a stand-in response. */
function recordHeaderSteps(middleware: RequestHandler, nonce: string): HeaderStep[] {
  const steps: HeaderStep[] = [];
  const res = {
    locals: { cspNonce: nonce },
    setHeader(name: string, value: string | number | readonly string[]) {
      if (Array.isArray(value)) throw new Error(`${name}: a header with several values cannot be replayed`);
      steps.push({ name, value: String(value) });
      return res;
    },
    removeHeader(name: string) {
      steps.push({ name, value: null });
    },
  };
  let called = false;
  middleware({} as never, res as never, () => (called = true));
  if (!called) throw new Error("the security headers middleware did not finish synchronously");
  return steps;
}

export function securityHeaders(config: Config, options: { dev: boolean }): RequestHandler {
  const steps = recordHeaderSteps(helmetFor(config, options), NONCE_STAND_IN);
  const replay = steps.map(({ name, value }) => ({ name, parts: value === null ? null : value.split(NONCE_STAND_IN) }));
  // Helmet builds every header again on each answer, the policy string included (issue 13 measured
  // ~0.1 ms a request): its output is recorded once and replayed, with this answer's nonce filled in.
  return (_req, res, next) => {
    const nonce = res.locals.cspNonce as string;
    for (const { name, parts } of replay) {
      if (parts === null) res.removeHeader(name);
      else res.setHeader(name, parts.length === 1 ? parts[0]! : parts.join(nonce));
    }
    next();
  };
}

/** Helmet as configured for this product; securityHeaders replays what it sets. Exported for the test that compares them. */
export function helmetFor(config: Config, options: { dev: boolean }): RequestHandler {
  const nonce = (_req: unknown, res: unknown) => `'nonce-${(res as { locals: { cspNonce: string } }).locals.cspNonce}'`;
  // reCAPTCHA v3 (issue 11 item 11): exactly the origins Google documents for its script and frame.
  const recaptcha = config.recaptchaSiteKey ? ["https://www.google.com/recaptcha/", "https://www.gstatic.com/recaptcha/"] : [];
  return helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        "default-src": ["'self'"],
        "script-src": ["'self'", nonce, ...recaptcha],
        // The nonce admits the head's one inline rule, the page-load fade's opt-in (app/ui/shell/page-load-fade.ts).
        "style-src": ["'self'", nonce],
        "img-src": ["'self'", "data:"],
        "font-src": ["'self'"],
        "connect-src": ["'self'", ...originOf(config.sentryDsn), ...(options.dev ? ["ws:"] : [])],
        "frame-src": config.recaptchaSiteKey ? ["https://www.google.com/recaptcha/", "https://recaptcha.google.com/recaptcha/"] : ["'none'"],
        // Chromium applies form-action to the redirect that follows a native post, so the
        // allow-listed client origins must be here or a no-JS login could not land on its client.
        "form-action": ["'self'", ...config.allowedRedirectOrigins],
        "frame-ancestors": ["'none'"],
        "base-uri": ["'none'"],
        "object-src": ["'none'"],
        ...(config.appEnv === "Dev" || config.appEnv === "Test" ? {} : { "upgrade-insecure-requests": [] }),
      },
    },
    // With no-referrer, Chromium sends `Origin: null` on no-JS posts and React Router refuses the action.
    referrerPolicy: { policy: "same-origin" },
    strictTransportSecurity: { maxAge: 63072000, includeSubDomains: true },
    crossOriginEmbedderPolicy: false,
    xFrameOptions: { action: "deny" },
  });
}

/**
 * Design §7: a form post must come from our own pages. Browsers say so in Origin and Sec-Fetch-Site;
 * a request that says otherwise is refused here, before the application or the upstream sees it.
 */
export const sameOriginPosts: RequestHandler = (req, res, next) => {
  if (req.method === "GET" || req.method === "HEAD" || req.method === "OPTIONS") return next();
  const site = req.get("sec-fetch-site");
  const origin = req.get("origin");
  const ours = `${req.protocol}://${req.get("host")}`;
  const crossSite = site !== undefined && site !== "same-origin" && site !== "none";
  if (crossSite || (origin !== undefined && origin !== ours)) {
    refuse(res, 403, copyOf(res).security.forbidden);
    return;
  }
  next();
};
