import { useEffect, useRef, type FormEvent } from "react";
import { OTP_LENGTH, stripCodeSeparators } from "../../forms/otp-fields";
import { FieldError } from "../shell/field";
import { getInputProps, type FieldMetadata } from "../shell/route-form";

/**
 * The one code field of every OTP screen (design §5): 6 digits, a numeric keypad, the browser's
 * one-time-code autofill; a paste of "123 456" or "123-456" lands as digits, and where the browser
 * offers the WebOTP API the code from the SMS fills it in.
 */
export function CodeField({ field, label, hint, webOtp = false }: { field: FieldMetadata<string>; label: string; hint: string; webOtp?: boolean }) {
  const input = useRef<HTMLInputElement>(null);
  const hintId = `${field.id}-hint`;
  const props = getInputProps(field, { type: "text", ariaDescribedBy: hintId });

  useEffect(() => {
    if (!webOtp || !("OTPCredential" in window)) return;
    const controller = new AbortController();
    const request = { otp: { transport: ["sms"] }, signal: controller.signal } as unknown as CredentialRequestOptions;
    navigator.credentials
      .get(request)
      .then((credential) => {
        const code = (credential as { code?: unknown } | null)?.code;
        if (typeof code === "string" && input.current) input.current.value = stripCodeSeparators(code);
      })
      // Refused, unsupported or aborted on leaving: the customer types or pastes the code instead.
      .catch(() => undefined);
    return () => controller.abort();
  }, [webOtp]);

  const clean = (event: FormEvent<HTMLInputElement>) => {
    const target = event.currentTarget;
    const cleaned = stripCodeSeparators(target.value);
    if (cleaned !== target.value) target.value = cleaned;
  };

  return (
    <div className={`field${field.errors?.length ? " field--invalid" : ""}`}>
      <label className="field__label" htmlFor={field.id}>
        {label}
      </label>
      <p className="field__hint" id={hintId}>
        {hint}
      </p>
      <FieldError field={field} />
      <div className="field__control">
        <input
          {...props}
          ref={input}
          className="field__input field__input--code"
          inputMode="numeric"
          autoComplete="one-time-code"
          // Room for a pasted "123 456"; the separators are stripped as it lands.
          maxLength={OTP_LENGTH + 4}
          spellCheck={false}
          onInput={clean}
        />
      </div>
    </div>
  );
}
