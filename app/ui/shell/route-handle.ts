/** What a route module tells the document shell through `handle` (spec §1: titles, reCAPTCHA notice). */
export type RouteHandle = {
  title?: string;
  recaptcha?: boolean;
  /** The title starts "Errore: " while the screen's last answer carries errors (GOV.UK's pattern). */
  errorTitle?: boolean;
  /**
   * The page depends on its URL alone, or on its URL and the session's account status (the status pages):
   * the server renders it once per URL and status and serves it again with each browser's nonce and
   * CSRF token (issue 13). Never on a screen that shows anything else of the session.
   */
  pageCache?: boolean;
  /**
   * Nothing on the screen needs JavaScript beyond a link: the document leaves out React Router's
   * scripts (0 KB of first-load JavaScript, issue 13; decision 110). A timer there is inline script.
   */
  plain?: boolean;
  /**
   * The card shows the help links itself (a status or feedback page), given the route's loader data:
   * the footer then leaves its own out, so that a text browser, which reads no stylesheet, lists them
   * once (issue 42 item 6).
   */
  helpInCard?: boolean | ((data: unknown) => boolean);
};

/** Whether a matched route's card shows the help links (RouteHandle.helpInCard). */
export function showsHelpInCard(match: { handle?: unknown; data?: unknown }): boolean {
  const declared = (match.handle as RouteHandle | undefined)?.helpInCard;
  return typeof declared === "function" ? declared(match.data) : Boolean(declared);
}

/** Leaf loader data the shell reads: a page that must refresh itself without JavaScript. */
export type RefreshingData = { refreshAfterSeconds?: number; /** Where the reload goes; the same page when absent. */ refreshUrl?: string };
