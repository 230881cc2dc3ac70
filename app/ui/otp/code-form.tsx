import { OtpIntent } from "../../forms/otp-fields";
import { ProtectedForm } from "../shell/form-parts";
import type { FieldMetadata, FormMetadata } from "../shell/route-form";
import { CodeField } from "./code-field";
import { SubmitButton } from "../shell/submit-button";

export type CodeFormCopy = { codeLabel: string; codeHint: string; submit: string; submitPending?: string };

/** The code form of every OTP screen: the code field and its submit, posted with intent "confirm". */
export function CodeForm({
  form,
  code,
  copy,
  webOtp = false,
}: {
  form: FormMetadata<{ code: string }>;
  code: FieldMetadata<string>;
  copy: CodeFormCopy;
  webOtp?: boolean;
}) {
  return (
    <ProtectedForm form={form} intent={OtpIntent.confirm}>
      <CodeField field={code} label={copy.codeLabel} hint={copy.codeHint} webOtp={webOtp} />
      <SubmitButton pendingText={copy.submitPending} intent={OtpIntent.confirm}>
        {copy.submit}
      </SubmitButton>
    </ProtectedForm>
  );
}
