import { href } from "react-router";
import * as it from "../../copy/it";
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
  /** Null on the error boundary's own errors: nothing to go back to. */
  back: RefusalLink | null;
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
      {view.back ? (
        <a className="button button--primary" href={view.back.href}>
          {view.back.label}
        </a>
      ) : null}
      {view.resetPassword ? (
        <p className="links">
          <a href={view.resetPassword.href}>{view.resetPassword.label}</a>
        </p>
      ) : null}
      <HelpLinks />
    </div>
  );
}

// Only a path of this site: a body that says otherwise is not ours.
const SITE_PATH = /^\/(?![/\\])/;
const isLink = (link: Partial<RefusalLink> | null | undefined) => typeof link?.label === "string" && link.label !== "" && SITE_PATH.test(String(link.href));
const isText = (text: unknown): text is string => typeof text === "string" && text !== "";

/** The refusal in the body of a refused ".data" request (JSON, server/refuse.ts), or null when it is something else. */
export function readRefusal(body: unknown): RefusalView | null {
  try {
    const view = (typeof body === "string" ? JSON.parse(body) : null) as Partial<RefusalView> | null;
    if (!isText(view?.title) || !isText(view.happened) || !isLink(view.back) || !(view.todo == null || isText(view.todo))) return null;
    if (!(view.resetPassword == null || isLink(view.resetPassword))) return null;
    return { title: view.title, happened: view.happened, todo: view.todo ?? null, back: view.back!, resetPassword: view.resetPassword ?? null };
  } catch {
    return null;
  }
}
