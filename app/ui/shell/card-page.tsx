import type { ReactNode } from "react";
import { HelpFooter } from "./help-links";
import { Logo } from "./logo";

/**
 * The body every page shares: the card with the logo, then the footer. The root renders each screen in
 * it, and the server its own refusals (server/refuse.ts), so a refusal looks like any other page.
 */
export function CardPage({
  above,
  search,
  languageSearch,
  helpInCard = false,
  children,
}: {
  above?: ReactNode;
  /** The page's query, for the footer's links. */
  search?: string;
  /** The query of the footer's link to the other language (the root loader's). */
  languageSearch?: string;
  /** The card shows the help links: the footer does not repeat them (RouteHandle.helpInCard). */
  helpInCard?: boolean;
  children: ReactNode;
}) {
  return (
    <div className="page">
      {above}
      <main className="card" id="main">
        <header className="card__header">
          <Logo />
        </header>
        {children}
      </main>
      <HelpFooter search={search} languageSearch={languageSearch} contact={!helpInCard} />
    </div>
  );
}
