import type { AddressInfo } from "node:net";
import express, { type RequestHandler } from "express";
import { describe, expect, it } from "vitest";
import { parseConfig } from "../../../app/config.server";
import { helmetFor, securityHeaders } from "../../../server/security";

/** The headers an Express app answers with when `middleware` runs under a given nonce. */
async function headersWith(middleware: RequestHandler, nonce: string): Promise<[string, string][]> {
  const app = express();
  app.disable("x-powered-by");
  app.use((_req, res, next) => {
    res.locals.cspNonce = nonce;
    next();
  });
  app.use(middleware);
  app.get("/", (_req, res) => void res.send("ok"));
  const server = app.listen(0, "127.0.0.1");
  await new Promise((resolve) => server.once("listening", resolve));
  try {
    const response = await fetch(`http://127.0.0.1:${(server.address() as AddressInfo).port}/`);
    return [...response.headers].filter(([name]) => name !== "date" && name !== "keep-alive" && name !== "connection");
  } finally {
    server.close();
  }
}

const configurations = {
  "Test, no reCAPTCHA, no Sentry": parseConfig({ APP_ENV: "Test" }),
  "Prod with reCAPTCHA, Sentry and two client origins": parseConfig({
    NODE_ENV: "production",
    APP_ENV: "Prod",
    SESSION_SECRET: "s".repeat(40),
    TRUST_PROXY: "1",
    UPSTREAM_API_URL: "https://api.example.it",
    RECAPTCHA_SITE_KEY: "6LcAAAAAAAAAAAAAAAAAAAAA",
    SENTRY_DSN: "https://key@o1.ingest.sentry.io/1",
    ALLOWED_REDIRECT_ORIGINS: "https://a.example.it, https://b.example.it",
  }),
};

describe("security headers (issue 13: helmet's output replayed)", () => {
  for (const [name, config] of Object.entries(configurations)) {
    for (const dev of [false, true]) {
      it(`are exactly helmet's, in helmet's order, with each answer's nonce: ${name}${dev ? ", development" : ""}`, async () => {
        const replayed = securityHeaders(config, { dev });
        for (const nonce of ["bm9uY2Ux+/==", "b3RoZXI="]) {
          const expected = await headersWith(helmetFor(config, { dev }), nonce);
          expect(await headersWith(replayed, nonce)).toEqual(expected);
          expect(expected.find(([header]) => header === "content-security-policy")?.[1]).toContain(`'nonce-${nonce}'`);
        }
      });
    }
  }
});
