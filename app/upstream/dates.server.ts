import { z } from "./zod.server";

// ASP.NET's JSON dates: "/Date(1700000000000)/", optionally with an offset such as "+0100". The
// milliseconds are already UTC; the offset only says where the server was, so it is ignored.
export const msDatePattern = /^\/Date\((-?\d+)(?:[+-]\d{4})?\)\/$/;

/** Reads an upstream timestamp; null when the value is not one. */
export function parseUpstreamDate(value: string): Date | null {
  const match = msDatePattern.exec(value);
  if (!match?.[1]) return null;
  const date = new Date(Number(match[1]));
  return Number.isNaN(date.getTime()) ? null : date;
}

/** A `/Date(ms)/` field; null or absent stays null. */
export const upstreamDate = z
  .string()
  .nullish()
  .transform((value, ctx) => {
    if (value == null) return null;
    const date = parseUpstreamDate(value);
    if (!date) {
      ctx.addIssue({ code: "custom", message: `not a /Date(ms)/ timestamp: ${value}` });
      return z.NEVER;
    }
    return date;
  });
