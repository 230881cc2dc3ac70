import { readdirSync } from "node:fs";
import path from "node:path";
import type { Request, Response } from "express";
import { getConfig } from "../app/config.server";
import { it } from "../app/copy/it";
import { routerPath } from "./route-match";

/**
 * The answer to a request refused for too many attempts (HTTP 429, issue 12): the branded card in
 * Italian with the wait in minutes, a way back and the help links, `Retry-After` for clients that read
 * it, and never cached. Any limiter calls `sendTooManyRequests`; it knows nothing about how counting works.
 */

let stylesheet: string | null = null;

/** The app's stylesheet, so the page looks like every other; set once by the server (decision 092). */
export function setBrandStylesheet(build: { kind: "dev" } | { kind: string; clientDir?: string }): void {
  if (build.kind === "dev" || !("clientDir" in build) || !build.clientDir) {
    stylesheet = "/app/app.css";
    return;
  }
  try {
    const file = readdirSync(path.join(build.clientDir, "assets")).find((name) => /^app-[\w-]+\.css$/.test(name));
    stylesheet = file ? `/assets/${file}` : null;
  } catch {
    stylesheet = null;
  }
}

const escape = (text: string) =>
  text.replace(/[&<>"']/g, (char) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[char]!);

/** Whole minutes, never 0: "tra 0 minuti" would invite an immediate retry that fails again. */
export function minutesToWait(retryAfterSeconds: number): number {
  return Math.max(1, Math.ceil(retryAfterSeconds / 60));
}

/** Where "Torna indietro" leads: the page whose form was refused (a GET of it never counts). */
function backHref(req: Request): string {
  const url = new URL(req.originalUrl, "http://localhost");
  // With JavaScript the router posts to "<path>.data"; the page itself is the path the router matched.
  const pathname = routerPath(url);
  url.searchParams.delete("index");
  url.searchParams.delete("_routes");
  const search = url.searchParams.toString();
  return `${pathname}${search ? `?${search}` : ""}`;
}

/** What a 429 says: the general words, or a limit's own (a locked login, capped SMS, the daily cap). */
export type TooManyWords = { title: string; description: string };

export function renderTooManyRequests(options: { minutes: number; backHref: string; stylesheet: string | null; words?: TooManyWords }): string {
  const config = getConfig();
  const copy = { ...it.tooManyRequests, ...options.words };
  const tel = config.helplinePhone.replace(/[^\d+]/g, "");
  const title = `${config.documentTitle} - ${copy.title}`;
  return (
    `<!DOCTYPE html><html lang="it"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">` +
    `<title>${escape(title)}</title>` +
    (options.stylesheet ? `<link rel="stylesheet" href="${escape(options.stylesheet)}">` : "") +
    `<link rel="icon" href="/favicon.svg" type="image/svg+xml"></head><body><div class="page">` +
    `<main class="card" id="main"><header class="card__header"><img class="logo" src="/logo.svg" alt="${escape(it.common.logoAlt)}" width="160" height="40"></header>` +
    `<div class="feedback"><h1>${escape(copy.title)}</h1><p>${escape(copy.description)}</p>` +
    `<p class="feedback__subheader">${escape(copy.wait(options.minutes))}</p>` +
    `<a class="button button--primary" href="${escape(options.backHref)}">${escape(copy.back)}</a>` +
    `<div class="help-links"><p class="help-links__intro">${escape(it.help.intro)}</p><ul class="help-links__list">` +
    `<li><a href="tel:${escape(tel)}" aria-label="${escape(it.help.helplineLabel(config.helplinePhone))}">${escape(it.help.helpline(config.helplinePhone)).replace(/ /g, "&nbsp;")}</a></li>` +
    `<li><a href="mailto:${escape(config.helpdeskEmail)}" aria-label="${escape(it.help.helpdeskLabel(config.helpdeskEmail))}">${escape(it.help.helpdesk)}</a></li>` +
    `</ul></div></div></main></div></body></html>`
  );
}

/**
 * Writes the 429. A page load gets the branded page; the router's own request with JavaScript
 * ("<path>.data") gets the minutes as text, which the app's error boundary shows in the same words.
 */
export function sendTooManyRequests(req: Request, res: Response, retryAfterSeconds: number, words?: TooManyWords): void {
  const seconds = Math.max(1, Math.ceil(retryAfterSeconds));
  const minutes = minutesToWait(seconds);
  res.setHeader("Retry-After", String(seconds));
  res.setHeader("Cache-Control", "no-store");
  res.status(429);
  if (/\.data$/.test(req.path)) {
    res.type("text/plain").send(String(minutes));
    return;
  }
  res.type("text/html").send(renderTooManyRequests({ minutes, backHref: backHref(req), stylesheet, words }));
}
