import type { Request, Response } from "express";
import { z } from "zod";
import type { FieldError } from "./dialect";
import { sendValidationError } from "./dialect";

// Generated validators use eval-like code that a strict Content-Security-Policy would refuse.
z.config({ jitless: true });

export { z };

/** Optional text as clients send it: absent, null or a string (numbers tolerated for digits-only fields). */
export const text = (max: number) =>
  z
    .union([z.string(), z.number()])
    .transform((value) => String(value))
    .pipe(z.string().max(max))
    .nullish()
    .transform((value) => value ?? undefined);

/**
 * Parses a JSON body; unknown fields are dropped. A body of the wrong shape answers 400 with a
 * ValidationError map keyed by the top-level PascalCase field, like the upstream does.
 */
export function readBody<T extends z.ZodType>(req: Request, res: Response, schema: T): z.output<T> | undefined {
  const parsed = schema.safeParse(req.body ?? {});
  if (parsed.success) return parsed.data;
  const errors: Record<string, FieldError> = {};
  for (const issue of parsed.error.issues) {
    const field = String(issue.path[0] ?? "Body");
    errors[field] ??= { Code: "NOV", Message: "Valore non valido" };
  }
  sendValidationError(res, errors);
  return undefined;
}
