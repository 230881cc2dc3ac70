import { href } from "react-router";
import * as it from "../../copy/it";
import { AccountStatus } from "../../flow/account-status";
import { now as clockNow } from "../../clock.server";
import { afterBlockPath, requireStatus } from "../../session/guards.server";
import { useEffect } from "react";
import { formatCountdown } from "../../copy/it";
import { DisabledButton, LinkButton } from "../../ui/shell/button";
import { Countdown } from "../../ui/countdown";
import { inlineScript } from "../../ui/shell/inline-scripts";
import { runCountdown } from "../../ui/plain-page-scripts";
import { useNonce } from "../../ui/shell/nonce";
import { usePlainDocument } from "../../ui/shell/plain-document";
import { HelpLinks } from "../../ui/shell/help-links";
import { backToLoginHref } from "../../security/links.server";
import type { RouteHandle } from "../../ui/shell/route-handle";
import type { Route } from "./+types/temporary-blocked";
import { urlOf } from "../../request-url";

// A countdown and links: served without the bundle, the countdown as inline script (decision 110).
export const handle: RouteHandle = { title: it.account.temporaryBlocked.title, plain: true, helpInCard: true };

export function loader({ request }: Route.LoaderArgs) {
  const session = requireStatus(request, AccountStatus.temporaryBlocked);
  const now = clockNow();
  const until = session.data.temporaryBlockUntil ?? now;
  const secondsLeft = Math.max(0, Math.ceil((until - now) / 1000));
  return {
    until,
    secondsLeft,
    // Issue 12: a blocked customer may still go back and log in with another account.
    loginHref: backToLoginHref(urlOf(request).searchParams) ?? `${href("/auth")}${urlOf(request).search}`,
    // Spec §2 names confirm-mobile; a block in the thin registration resumes its own code screen (decision 080).
    resendHref: `${afterBlockPath(session)}${urlOf(request).search}`,
    // Without JavaScript the page reloads itself when the block ends, showing the enabled button.
    refreshAfterSeconds: secondsLeft > 0 ? secondsLeft : undefined,
  };
}

export default function TemporaryBlocked({ loaderData }: Route.ComponentProps) {
  const copy = it.account.temporaryBlocked;
  const nonce = useNonce();
  const plain = usePlainDocument();
  const { until, secondsLeft } = loaderData;
  // Reached by a client-side navigation (or with a toast showing) the bundle runs the same countdown.
  // The same block's seconds shrink with every render; only a new block restarts the count.
  // eslint-disable-next-line react-hooks/exhaustive-deps
  useEffect(() => runCountdown(secondsLeft, formatCountdown), [until]);
  const waiting = secondsLeft > 0;
  return (
    <div className="feedback">
      <h1>{copy.title}</h1>
      <p className="feedback__subheader">{copy.heading}</p>
      <p>{copy.description}</p>
      {/* Both states are in the page: the countdown swaps them at zero, with or without the bundle. */}
      <div data-countdown="wait" hidden={!waiting}>
        <Countdown secondsLeft={secondsLeft} label={copy.countdownLabel} />
        <DisabledButton>{copy.resend}</DisabledButton>
      </div>
      <div data-countdown="done" hidden={waiting}>
        <p role="status">{copy.countdownDone}</p>
        <LinkButton to={loaderData.resendHref}>{copy.resend}</LinkButton>
      </div>
      {plain && waiting ? <script nonce={nonce} dangerouslySetInnerHTML={{ __html: inlineScript(runCountdown, secondsLeft, formatCountdown) }} /> : null}
      <LinkButton to={loaderData.loginHref} variant="secondary">
        {it.common.backToLogin}
      </LinkButton>
      <HelpLinks />
    </div>
  );
}
