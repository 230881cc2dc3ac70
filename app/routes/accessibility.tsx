import { EVALUATION } from "../accessibility/evaluation";
import { screenCount } from "../accessibility/screens.server";
import * as it from "../copy/it";
import { LOCALE, TIME_ZONE } from "../copy/format";
import { backToLoginHrefOf } from "../security/links.server";
import { BackToLoginLink } from "../ui/back-to-login-link";
import { PageTitle } from "../ui/page-title";
import { HelpLinks } from "../ui/shell/help-links";
import type { RouteHandle } from "../ui/shell/route-handle";
import type { Route } from "./+types/accessibility";

// The accessibility statement (issue 25; decision 161), linked from every page's footer, in AgID's model
// for the public (issue 42 item 8). Its date is app/accessibility/evaluation.ts, which a test holds to
// what the suites measure; the number of pages is counted from the route tree the build serves (decision 183).
const copy = it.accessibility;
const AGID_FORM = "https://form.agid.gov.it/";
const day = new Intl.DateTimeFormat(LOCALE, { day: "numeric", month: "long", year: "numeric", timeZone: TIME_ZONE }).format(new Date(`${EVALUATION.date}T12:00:00Z`));

// Text and links only: no JavaScript (decision 110), the same page for every visitor of a URL.
export const handle: RouteHandle = { title: copy.title, plain: true, pageCache: true, helpInCard: true };

export function loader({ request }: Route.LoaderArgs) {
  return { backToLoginHref: backToLoginHrefOf(request), screens: screenCount() };
}

export default function Accessibility({ loaderData }: Route.ComponentProps) {
  return (
    <div className="statement">
      <PageTitle>{copy.title}</PageTitle>
      <p>{copy.intro}</p>
      <h2>{copy.statusHeading}</h2>
      <p>{copy.status}</p>
      <h2>{copy.limitsHeading}</h2>
      <ul>
        {copy.limits.map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>
      <h2>{copy.methodHeading}</h2>
      <p>{copy.drawnUp(day)}</p>
      <p>{copy.methodIntro}</p>
      <ul>
        {copy.method(loaderData.screens).map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>
      <p>{copy.errorsNote}</p>
      <h2>{copy.reportHeading}</h2>
      <p>{copy.report}</p>
      <HelpLinks intro={false} />
      <h2>{copy.appealHeading}</h2>
      <p>
        {copy.appeal} <a href={AGID_FORM}>{copy.appealLink}</a>.
      </p>
      <BackToLoginLink href={loaderData.backToLoginHref} />
    </div>
  );
}
