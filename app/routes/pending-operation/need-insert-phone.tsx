import { href } from "react-router";
import { step } from "../../actions/step.server";
import * as it from "../../copy/it";
import { AccountStatus } from "../../flow/account-status";
import { insertPhoneSchema } from "../../forms/insert-phone-schema";
import { DEFAULT_PREFIX } from "../../forms/login-fields";
import { backToLoginHrefOf } from "../../security/links.server";
import { requireStatus } from "../../session/guards.server";
import { BackToLoginLink } from "../../ui/back-to-login-link";
import { TextField } from "../../ui/shell/field";
import { ProtectedForm } from "../../ui/shell/form-parts";
import { PrefixSelect } from "../../ui/shell/prefix-select";
import type { RouteHandle } from "../../ui/shell/route-handle";
import { useRouteForm } from "../../ui/shell/route-form";
import { TOAST_DURATION } from "../../ui/shell/toasts";
import type { Route } from "./+types/need-insert-phone";
import { SubmitButton } from "../../ui/shell/submit-button";
import { insertPhoneForm } from "../../forms/insert-phone-schema";
import { screen } from "../../actions/screen.server";

export const handle: RouteHandle = { title: it.insertPhone.title };

const copy = it.insertPhone;

export const middleware = [screen({ bucket: "strict", sms: "typed", probe: true })];

export function loader({ request }: Route.LoaderArgs) {
  // Spec §4 needInsertPhone: an account migrated without a mobile.
  requireStatus(request, AccountStatus.unconfirmed);
  return { backToLoginHref: backToLoginHrefOf(request) };
}

export async function action({ request, context }: Route.ActionArgs) {
  return step({ request, context }, {
    schema: insertPhoneSchema,
    guard: (request) => ({ session: requireStatus(request, AccountStatus.unconfirmed) }),
    call: ({ upstream, context, values }) => upstream.insertPhone(context, { Cell: values.mobileNumber, Prefix: values.mobileCountryCode }),
    // InsertPhone sends the SMS (spec §7): the migration's confirm-mobile asks for its code, under the
    // resend lock of any send (spec §9).
    next: ({ url, values }, { result }) =>
      result.ok
        ? {
            href: `${href("/pending-operation/migration/confirm-mobile")}${url.search}`,
            state: { mobileNumber: values.mobileNumber, mobileCountryCode: values.mobileCountryCode },
            sent: "smsLockUntil",
            toast: { message: copy.sent, severity: "success", durationMs: TOAST_DURATION.medium },
          }
        : null,
    messages: { serverMessageAt: { field: "mobileNumber", fallback: copy.unexpected }, fallback: copy.unexpected },
  });
}

export default function NeedInsertPhone({ loaderData, actionData }: Route.ComponentProps) {
  const [form, fields] = useRouteForm({
    id: "insert-phone",
    schema: insertPhoneForm,
    lastResult: actionData?.result,
    defaultValue: { mobileCountryCode: DEFAULT_PREFIX },
  });
  return (
    <>
      <h1>{copy.title}</h1>
      <p>{copy.intro}</p>
      <ProtectedForm form={form}>
        <PrefixSelect field={fields.mobileCountryCode} label={it.forms.prefixLabel} />
        <TextField field={fields.mobileNumber} label={copy.numberLabel} autoComplete="tel-national" inputMode="tel" />
        <SubmitButton>
          {copy.submit}
        </SubmitButton>
      </ProtectedForm>
      <BackToLoginLink href={loaderData.backToLoginHref} />
    </>
  );
}
