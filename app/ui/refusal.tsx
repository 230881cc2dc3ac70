import { href } from "react-router";
import * as it from "../copy/it";
import { HelpLinks } from "./help-links";

/** A link of a refusal: a same-origin path and its words. */
export type RefusalLink = { href: string; label: string };

/**
 * A request the server refused, in the words the customer reads (server/refuse.ts decides them): what
 * happened, what to do, the way back to the page whose form was refused, and, for a locked login, the
 * way to a new password.
 */
export type RefusalView = {
  title: string;
  happened: string;
  todo: string | null;
  back: RefusalLink;
  resetPassword: RefusalLink | null;
};

/** What a refusal says: its title, what happened and, when there is something to do, what. */
export type RefusalWords = { title: string; happened: string; todo?: string | null };

/**
 * The view of a refusal of the post from `page` (the path and query the browser showed), or of a
 * request with no page behind it (null): loading that again would be refused again, so it leads to the
 * way in. A locked login's way to a new password keeps the query that names the client, as every link
 * to it does.
 */
export function refusalView(words: RefusalWords, page: string | null, options: { resetPassword?: boolean } = {}): RefusalView {
  const back: RefusalLink = page ? { href: page, label: it.security.back } : { href: "/", label: it.security.home };
  const query = page?.includes("?") ? page.slice(page.indexOf("?")) : "";
  return {
    title: words.title,
    happened: words.happened,
    todo: words.todo ?? null,
    back,
    resetPassword: options.resetPassword ? { href: `${href("/reset-password")}${query}`, label: it.security.resetPassword } : null,
  };
}

/**
 * The card's content for every refusal, on the server's own page (no JavaScript, or a page load) and in
 * the root's error boundary (the router's ".data" request refused, JavaScript on). The links load the
 * page afresh: its server must see the browser again.
 */
export function RefusalCard({ view }: { view: RefusalView }) {
  return (
    <div className="feedback">
      <h1>{view.title}</h1>
      <p>{view.happened}</p>
      {view.todo ? <p className="feedback__subheader">{view.todo}</p> : null}
      <a className="button button--primary" href={view.back.href}>
        {view.back.label}
      </a>
      {view.resetPassword ? (
        <p className="links">
          <a href={view.resetPassword.href}>{view.resetPassword.label}</a>
        </p>
      ) : null}
      <HelpLinks />
    </div>
  );
}

const isString = (value: unknown): value is string => typeof value === "string" && value.length > 0;
// Only a path of this site: a body that says otherwise is not ours.
const isLink = (value: unknown): value is RefusalLink => {
  const link = value as Partial<RefusalLink> | null;
  return typeof link === "object" && link !== null && isString(link.label) && isString(link.href) && /^\/(?![/\\])/.test(link.href);
};

/** The refusal in the body of a refused ".data" request (JSON, server/refuse.ts), or null when it is something else. */
export function readRefusal(body: unknown): RefusalView | null {
  let value: unknown;
  try {
    value = typeof body === "string" ? JSON.parse(body) : null;
  } catch {
    return null;
  }
  const view = value as Partial<RefusalView> | null;
  if (typeof view !== "object" || view === null) return null;
  if (!isString(view.title) || !isString(view.happened) || !isLink(view.back)) return null;
  if (view.todo !== null && !isString(view.todo)) return null;
  if (view.resetPassword !== null && !isLink(view.resetPassword)) return null;
  return { title: view.title, happened: view.happened, todo: view.todo ?? null, back: view.back, resetPassword: view.resetPassword ?? null };
}
