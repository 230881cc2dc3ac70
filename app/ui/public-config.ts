import { useRouteLoaderData } from "react-router";

/** Values the browser may see, from the root loader. */
export type PublicConfig = {
  documentTitle: string;
  helplinePhone: string;
  helpdeskEmail: string;
  /** The brand's privacy notice; null hides the footer link. */
  privacyUrl: string | null;
  recaptchaSiteKey: string | null;
  sentryDsn: string | null;
};

const fallback: PublicConfig = {
  documentTitle: "Area Riservata",
  helplinePhone: "800 123 456",
  helpdeskEmail: "",
  privacyUrl: null,
  recaptchaSiteKey: null,
  sentryDsn: null,
};

export function usePublicConfig(): PublicConfig {
  const data = useRouteLoaderData("root") as { config?: PublicConfig } | undefined;
  return data?.config ?? fallback;
}
