import type { Request, Response } from "express";

export function readCookie(req: Request, name: string): string | undefined {
  const header = req.headers.cookie;
  if (!header) return undefined;
  for (const part of header.split(";")) {
    const index = part.indexOf("=");
    if (index < 0) continue;
    if (part.slice(0, index).trim() !== name) continue;
    try {
      return decodeURIComponent(part.slice(index + 1).trim());
    } catch {
      return undefined;
    }
  }
  return undefined;
}

/**
 * Path=/ because the router is mounted under a prefix (/reference-api) and the product relays
 * these cookies itself; a prefixed path would make them vanish behind the mount.
 */
export function setCookie(
  req: Request,
  res: Response,
  name: string,
  value: string,
  options: { httpOnly: boolean; maxAgeSeconds?: number },
): void {
  res.cookie(name, value, {
    path: "/",
    httpOnly: options.httpOnly,
    sameSite: "lax",
    secure: req.secure,
    ...(options.maxAgeSeconds === undefined ? {} : { maxAge: options.maxAgeSeconds * 1000 }),
  });
}

export function clearCookie(req: Request, res: Response, name: string): void {
  res.clearCookie(name, { path: "/", sameSite: "lax", secure: req.secure });
}
