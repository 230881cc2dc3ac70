import { useEffect, useState } from "react";
import { Form } from "react-router";
import { OtpIntent } from "../../forms/otp-schema";
import { Countdown, useSecondsLeft } from "../countdown";
import { CsrfInput } from "../form-parts";
import { SubmitButton } from "../submit-button";

export type ResendCopy = { resendIntro: string; resend: string; resendCountdownLabel: string; resendPending?: string };

/**
 * "Invia di nuovo" (design §5): without JavaScript the button always posts and the server answers
 * with the time left; with it the button waits, disabled, while the countdown ticks, and wakes at 0.
 */
export function ResendForm({
  lock,
  message,
  copy,
}: {
  /** The lock as the loader saw it (`otpLockOf`): when it ends, and the seconds left then. */
  lock: { lockUntil: number; lockSecondsLeft: number };
  message?: string;
  copy: ResendCopy;
}) {
  const [enhanced, setEnhanced] = useState(false);
  useEffect(() => setEnhanced(true), []);
  const left = useSecondsLeft(lock.lockUntil, lock.lockSecondsLeft);
  return (
    <Form method="post" className="resend">
      <CsrfInput />
      <input type="hidden" name="intent" value={OtpIntent.resend} />
      <p>{copy.resendIntro}</p>
      {left > 0 ? <Countdown secondsLeft={left} label={copy.resendCountdownLabel} /> : null}
      <div className="form-message" role="status">
        {message ? <p>{message}</p> : null}
      </div>
      <SubmitButton variant="secondary" intent={OtpIntent.resend} pendingText={copy.resendPending} disabled={enhanced && left > 0}>
        {copy.resend}
      </SubmitButton>
    </Form>
  );
}
