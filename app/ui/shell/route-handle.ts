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
};

/** Leaf loader data the shell reads: a page that must refresh itself without JavaScript. */
export type RefreshingData = { refreshAfterSeconds?: number; /** Where the reload goes; the same page when absent. */ refreshUrl?: string };
