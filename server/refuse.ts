import type { Response } from "express";
import { it } from "../app/copy/it";

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

/**
 * Every refusal the server makes before the application sees the request (403, 405, 413, 415, 429,
 * 503): a small Italian page, never cached (issue 11 item 6). Security headers are already set,
 * because helmet runs first.
 */
export function refuse(res: Response, status: number, title: string, message: string = title): void {
  res.setHeader("Cache-Control", "no-store");
  if (status === 413 || status === 400) res.setHeader("Connection", "close");
  res
    .status(status)
    .type("text/html")
    .send(
      `<!doctype html><html lang="it"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(title)}</title></head>` +
        `<body><main><h1>${escapeHtml(title)}</h1><p>${escapeHtml(message)}</p></main></body></html>`,
    );
}

/** "3 minuti", "2 ore": a wait as the refusal pages say it. */
export function waitText(ms: number): string {
  const minutes = Math.max(1, Math.ceil(ms / 60_000));
  return minutes < 120 ? it.security.minutes(minutes) : it.security.hours(Math.ceil(minutes / 60));
}
