/** What a route module tells the document shell through `handle` (spec §1: titles, reCAPTCHA notice). */
export type RouteHandle = {
  title?: string;
  recaptcha?: boolean;
  /** The title starts "Errore: " while the screen's last answer carries errors (GOV.UK's pattern). */
  errorTitle?: boolean;
  /**
   * Nothing on the screen needs JavaScript beyond a link: the document leaves out React Router's
   * scripts (0 KB of first-load JavaScript, issue 13; decision 110). A timer there is inline script.
   */
  plain?: boolean;
};

/** Leaf loader data the shell reads: a page that must refresh itself without JavaScript. */
export type RefreshingData = { refreshAfterSeconds?: number; /** Where the reload goes; the same page when absent. */ refreshUrl?: string };
