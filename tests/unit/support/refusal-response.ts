import type { Request, Response } from "express";

/** A stand-in Express answer that records what a refusal wrote, for the request described. */
export function capture(method: string, originalUrl: string) {
  const headers: Record<string, string> = {};
  const sent = { status: 0, type: "", body: "" };
  const req = { method, originalUrl, path: originalUrl.split("?")[0] } as Request;
  const res = {
    req,
    // The language server/language.ts chose for the request; refusals speak it.
    locals: { language: "it" },
    setHeader: (name: string, value: string) => ((headers[name] = value), res),
    status: (code: number) => ((sent.status = code), res),
    type: (type: string) => ((sent.type = type), res),
    send: (body: string) => ((sent.body = body), res),
  } as unknown as Response;
  return { req, res, headers, sent };
}
