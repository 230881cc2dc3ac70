import { Form } from "react-router";
import { OtpIntent } from "../../forms/otp-fields";
import { Countdown, useSecondsLeft } from "../countdown";
import { useEnhanced } from "../shell/enhanced";
import { CsrfInput } from "../shell/form-parts";
import { SubmitButton } from "../shell/submit-button";

export type ResendCopy = {
  resendIntro: string;
  resend: string;
  resendCountdownLabel: string;
  resendPending?: string;
  /** "Potrai richiedere un nuovo codice alle 10:41": what a page without JavaScript shows. */
  resendAt?: (time: string) => string;
};

/**
 * "Invia di nuovo" (design §5): without JavaScript the button always posts and the server answers
 * with the time left; with it the button waits, disabled, while the countdown ticks, and wakes at 0.
 */
export function ResendForm({
  lock,
  message,
  copy,
}: {
  /** The lock as the loader saw it (`otpLockOf`): when it ends, the seconds left then, and its clock time. */
  lock: { lockUntil: number; lockSecondsLeft: number; lockUntilTime: string };
  message?: string;
  copy: ResendCopy;
}) {
  const enhanced = useEnhanced();
  const left = useSecondsLeft(lock.lockUntil, lock.lockSecondsLeft);
  return (
    <Form method="post" className="resend">
      <CsrfInput />
      <input type="hidden" name="intent" value={OtpIntent.resend} />
      <p>{copy.resendIntro}</p>
      {/* Without JavaScript a countdown would stay frozen at its first value: the clock time does not.
          An early press's answer already says that time (issue 42 item 6): once is enough. */}
      {left > 0 && (enhanced || !message) ? (
        enhanced || !copy.resendAt ? (
          <Countdown secondsLeft={left} label={copy.resendCountdownLabel} />
        ) : (
          <p className="countdown">{copy.resendAt(lock.lockUntilTime)}</p>
        )
      ) : null}
      {/* Informational, not an error: the customer did nothing wrong by asking early. */}
      <div className="notice-region" role="status">
        {message ? <p className="notice">{message}</p> : null}
      </div>
      <SubmitButton variant="secondary" intent={OtpIntent.resend} pendingText={copy.resendPending} disabled={enhanced && left > 0}>
        {copy.resend}
      </SubmitButton>
    </Form>
  );
}
