import { appendFileSync } from "node:fs";
import type { RequestHandler } from "express";

/**
 * Dev/Test only (`REFERENCE_API_JOURNAL`): one JSON line per call answered, so a test can count how
 * many times each post reached the upstream (issue 22: a rolling restart loses none and repeats none).
 * A call is named by the account it is about (the login's `Username`, reset-password's `Email`), the
 * one field a test can make unique; never a password, a code or anything else of the body.
 */
export function journal(file: string): RequestHandler {
  return (req, res, next) => {
    res.on("finish", () => {
      const body = (req.body ?? {}) as Record<string, unknown>;
      const account = typeof body.Username === "string" ? body.Username : typeof body.Email === "string" ? body.Email : null;
      // Written at once, before anything else runs: a test reads the file as soon as its last answer is in.
      appendFileSync(file, `${JSON.stringify({ at: new Date().toISOString(), method: req.method, path: req.originalUrl.split("?")[0], status: res.statusCode, account })}\n`);
    });
    next();
  };
}
