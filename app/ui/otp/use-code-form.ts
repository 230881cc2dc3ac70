import { useNavigation } from "react-router";
import { OtpIntent } from "../../forms/otp-fields";
import { useRouteForm, type FormResult } from "../shell/route-form";
import { otpCodeForm } from "../../forms/otp-schema";

/** What a code screen's action answers: the code form's result, or the resend form's notice. */
export type OtpActionData = { intent: string; result?: FormResult; resendMessage?: string } | undefined;

/**
 * The code form of a code screen and the resend notice, each shown only for its own form's answer and
 * only once no submission is under way.
 */
export function useCodeForm(id: string, actionData: OtpActionData) {
  const navigation = useNavigation();
  const idle = navigation.state === "idle";
  const [form, fields] = useRouteForm({
    id,
    schema: otpCodeForm,
    lastResult: actionData?.intent === OtpIntent.confirm ? actionData.result : null,
    validateOn: "onSubmit",
  });
  const resendMessage = idle && actionData?.intent === OtpIntent.resend ? actionData.resendMessage : undefined;
  return { form, fields, resendMessage };
}
