/** What a route module tells the document shell through `handle` (spec §1: titles, reCAPTCHA notice). */
export type RouteHandle = {
  title?: string;
  recaptcha?: boolean;
  /** The title starts "Errore: " while the screen's last answer carries errors (GOV.UK's pattern). */
  errorTitle?: boolean;
  /**
   * The page depends on its URL alone (no session, no cookie): the server renders it once per URL and
   * serves it again with each browser's nonce and CSRF token (issue 13). Never on a guarded screen.
   */
  pageCache?: boolean;
};

/** Leaf loader data the shell reads: a page that must refresh itself without JavaScript. */
export type RefreshingData = { refreshAfterSeconds?: number; /** Where the reload goes; the same page when absent. */ refreshUrl?: string };
