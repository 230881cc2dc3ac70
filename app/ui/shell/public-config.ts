import { createContext, useContext } from "react";
import { UNSAFE_DataRouterStateContext } from "react-router";

/** Values the browser may see, from the root loader. */
export type PublicConfig = {
  documentTitle: string;
  /** An English page's (decision 187). */
  documentTitleEn: string;
  helplinePhone: string;
  /** The helpline from abroad (issue 42 item 3). */
  helplinePhoneInternational: string;
  helpdeskEmail: string;
  /** The brand's privacy notice; null hides the footer link. */
  privacyUrl: string | null;
  recaptchaSiteKey: string | null;
  sentryDsn: string | null;
};

/** The public part of the server's configuration (app/config.server.ts), for the root loader and the server's own pages. */
export function publicConfigOf(config: Omit<PublicConfig, "recaptchaSiteKey" | "sentryDsn"> & { recaptchaSiteKey?: string; sentryDsn?: string }): PublicConfig {
  return {
    documentTitle: config.documentTitle,
    documentTitleEn: config.documentTitleEn,
    helplinePhone: config.helplinePhone,
    helplinePhoneInternational: config.helplinePhoneInternational,
    helpdeskEmail: config.helpdeskEmail,
    privacyUrl: config.privacyUrl,
    recaptchaSiteKey: config.recaptchaSiteKey ?? null,
    sentryDsn: config.sentryDsn ?? null,
  };
}

const fallback: PublicConfig = {
  documentTitle: "Area Riservata",
  documentTitleEn: "Account area",
  helplinePhone: "800 123 456",
  helplinePhoneInternational: "+39 02 1234 5678",
  helpdeskEmail: "",
  privacyUrl: null,
  recaptchaSiteKey: null,
  sentryDsn: null,
};

/** The values for a page rendered outside the router: the server's own refusal pages (server/refuse.ts). */
export const PublicConfigContext = createContext<PublicConfig | null>(null);

export function usePublicConfig(): PublicConfig {
  const given = useContext(PublicConfigContext);
  // Read from the router's state rather than useRouteLoaderData, which throws outside a router.
  const state = useContext(UNSAFE_DataRouterStateContext);
  return given ?? (state?.loaderData.root as { config?: PublicConfig } | undefined)?.config ?? fallback;
}

/** The first part of the page's title, in the page's language (decision 187). */
export function documentTitleIn(config: Pick<PublicConfig, "documentTitle" | "documentTitleEn">, language: string): string {
  return language === "en" ? config.documentTitleEn : config.documentTitle;
}
