/** What a route module tells the document shell through `handle` (spec §1: titles, reCAPTCHA notice). */
export type RouteHandle = {
  title?: string;
  recaptcha?: boolean;
  /** The title starts "Errore: " while the screen's last answer carries errors (GOV.UK's pattern). */
  errorTitle?: boolean;
};

/** Leaf loader data the shell reads: a page that must refresh itself without JavaScript. */
export type RefreshingData = { refreshAfterSeconds?: number; /** Where the reload goes; the same page when absent. */ refreshUrl?: string };
