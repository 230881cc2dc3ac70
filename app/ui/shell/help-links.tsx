import { href } from "react-router";
import * as it from "../../copy/it";
import { loginSearch } from "../../flow/back-to-login";
import { LANGUAGE_PARAMETER } from "../../language";
import { usePublicConfig } from "./public-config";

/** "800 123 456" as a tel: target: digits and a leading plus only. */
function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, "")}`;
}

/**
 * The helpline (tap to call) and the help-desk address (mailto), as list items of either list below.
 * A link's accessible name holds its visible words (WCAG 2.5.3), so a voice user can say what they see.
 */
function ContactItems({ className }: { className?: string }) {
  const { helplinePhone, helplinePhoneInternational, helpdeskEmail } = usePublicConfig();
  return (
    <>
      <li className={className}>
        <a href={telHref(helplinePhone)}>
          {it.help.helpline(helplinePhone).replace(/ /g, "\u00a0")}
        </a>
      </li>
      {/* Freephone numbers are seldom reachable from a foreign SIM (issue 42 item 3). */}
      <li className={className}>
        <a href={telHref(helplinePhoneInternational)}>
          {it.help.helplineInternational(helplinePhoneInternational).replace(/ /g, "\u00a0")}
        </a>
      </li>
      {helpdeskEmail ? (
        <li className={className}>
          <a href={`mailto:${helpdeskEmail}`} aria-label={it.help.helpdeskLabel(helpdeskEmail)}>
            {it.help.helpdesk}
          </a>
        </li>
      ) : null}
    </>
  );
}

/**
 * The ways to reach a person (issue 12: no dead ends): the helpline as a tap-to-call link and the
 * configured help-desk address as a mailto link. Status pages and login errors show it in the card;
 * the footer shows it on every page.
 */
export function HelpLinks({ intro = true }: { intro?: boolean }) {
  return (
    <div className="help-links">
      {intro ? <p className="help-links__intro">{it.help.intro}</p> : null}
      <ul className="help-links__list">
        <ContactItems />
      </ul>
    </div>
  );
}

/**
 * The same page in the other language (decision 164): the server keeps the choice and answers with
 * the page's own address. A whole page load, never the router's: each language has its own build.
 */
function LanguageLink({ search }: { search?: string }) {
  const { code, label, hint } = it.language.other;
  return (
    <a href={search ?? `?${LANGUAGE_PARAMETER}=${code}`} lang={code} hrefLang={code} title={hint}>
      {label}
    </a>
  );
}

/**
 * Every page's footer: help, privacy and the accessibility statement, outside the card so it never competes with the form. Where
 * the card already shows the help links (a status page, a refusal, a refused login) the footer's own
 * are hidden by the stylesheet (`.page:has(...)`), so they are offered once, whatever the page. The
 * login's parameters of the page's query go to the statement, so that it can lead back to the login.
 */
export function HelpFooter({ search = "", languageSearch, contact = true }: { search?: string; languageSearch?: string; contact?: boolean }) {
  const { privacyUrl } = usePublicConfig();
  return (
    <footer className="site-footer">
      <nav aria-label={it.help.footerLabel}>
        <ul className="site-footer__list">
          {contact ? <ContactItems className="site-footer__contact" /> : null}
          {privacyUrl ? (
            <li>
              <a href={privacyUrl}>{it.help.privacy}</a>
            </li>
          ) : null}
          <li>
            <a href={`${href("/accessibility")}${loginSearch(search)}`}>{it.help.accessibility}</a>
          </li>
          <li>
            <LanguageLink search={languageSearch} />
          </li>
        </ul>
      </nav>
    </footer>
  );
}
