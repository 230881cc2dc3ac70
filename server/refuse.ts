import { readdirSync } from "node:fs";
import path from "node:path";
import type { Request, Response } from "express";
import type { ServerBuild } from "react-router";
import { getConfig } from "../app/config.server";
import type { Language } from "../app/language";
import { refusals as italianFromSource, type Refusals } from "../app/ui/refusal-page.server";
import { publicConfigOf } from "../app/ui/shell/public-config";
import type { RefusalView, RefusalWords } from "../app/ui/shell/refusal";
import { isRouterDataUrl, routerPath } from "./router-urls";

export type { RefusalWords };

let stylesheet: string | null = null;

/** The app's stylesheet, so a refusal looks like every other page; set once by the server (decision 092). */
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

const byLanguage = new Map<Language, Refusals>();

/**
 * Each language's own card and links for refusals, from its build (decision 164). The development
 * server sets a language's as it loads its app (decision 181); until then, the source draws them in Italian.
 */
export function setRefusalBuilds(builds: Partial<Record<Language, ServerBuild>>): void {
  for (const [language, build] of Object.entries(builds) as Array<[Language, ServerBuild]>) {
    const refusals = (build.entry.module as { refusals?: Refusals }).refusals;
    if (!refusals) throw new Error(`the ${language} build's entry exports no \`refusals\` (app/entry.server.tsx)`);
    byLanguage.set(language, refusals);
  }
}

function refusalsOf(res: Response): Refusals {
  return byLanguage.get(res.locals.language as Language) ?? italianFromSource;
}

/** The request's target as a URL of this site (its host plays no part in what is shown). */
function targetOf(req: Request): URL {
  return new URL(req.originalUrl ?? req.url ?? "/", "http://localhost");
}

/** The router's own request with JavaScript ("<path>.data"): its error boundary shows the refusal. */
function isDataRequest(req: Request): boolean {
  return isRouterDataUrl(targetOf(req));
}

/**
 * The page whose form was refused, as the browser showed it (a GET of it never counts against a
 * limit): the router's path, the query without the router's own parameters. A refused page load has
 * no form behind it.
 */
function pageOf(req: Request): string | null {
  if (req.method !== "POST") return null;
  const url = targetOf(req);
  url.searchParams.delete("index");
  url.searchParams.delete("_routes");
  const search = url.searchParams.toString();
  return `${routerPath(url)}${search ? `?${search}` : ""}`;
}


/**
 * Every refusal the server makes, before or instead of the application (400, 403, 405, 408, 413, 415,
 * 429, 500, 503): the branded page for a page load, the same words as JSON for the router's ".data"
 * request, which the root's error boundary shows in the same card (issue 21). Never cached. Security
 * headers are already set, because they run first.
 */
export function refuse(res: Response, status: number, words: RefusalWords, options?: { resetPassword?: boolean }): void {
  const refusals = refusalsOf(res);
  const view: RefusalView = refusals.view(words, pageOf(res.req), options);
  res.setHeader("Cache-Control", "no-store");
  if (status === 413 || status === 400) res.setHeader("Connection", "close");
  res.status(status);
  if (isDataRequest(res.req)) res.type("application/json").send(JSON.stringify(view));
  else res.type("text/html").send(refusals.page(view, publicConfigOf(getConfig()), stylesheet));
}
