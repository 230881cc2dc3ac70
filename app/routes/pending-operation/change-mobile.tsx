import { data, href, Link } from "react-router";
import { loadMaskedPhone, requirePendingPhone } from "../../actions/pending-phone.server";
import { step } from "../../actions/step.server";
import * as it from "../../copy/it";
import { FlowRoute, isWithin } from "../../flow/routes";
import { changeMobileSchema } from "../../forms/change-mobile-schema";
import { DEFAULT_PREFIX } from "../../forms/login-fields";
import { TextField } from "../../ui/shell/field";
import { ProtectedForm } from "../../ui/shell/form-parts";
import { PrefixSelect } from "../../ui/shell/prefix-select";
import type { RouteHandle } from "../../ui/shell/route-handle";
import { useRouteForm } from "../../ui/shell/route-form";
import { TOAST_DURATION } from "../../ui/shell/toasts";
import type { Route } from "./+types/change-mobile";
import { SubmitButton } from "../../ui/shell/submit-button";
import { changeMobileForm } from "../../forms/change-mobile-schema";
import { urlOf } from "../../request-url";
import { screen } from "../../actions/screen.server";

// One module for pending-operation/change-mobile and the migration's select-mobile (spec §2): the
// customer types the number the code should go to, and goes back to the matching confirm-mobile.
export const handle: RouteHandle = { title: it.changeMobile.title };

function confirmMobileHref(url: URL): string {
  const path = isWithin(url.pathname, FlowRoute.migration) ? href("/pending-operation/migration/confirm-mobile") : href("/pending-operation/confirm-mobile");
  return `${path}${url.search}`;
}

export const middleware = [screen({ bucket: "strict", sms: "typed", probe: true })];

export async function loader({ request, context }: Route.LoaderArgs) {
  const session = requirePendingPhone(request);
  // Also proves the upstream's pending session: without it the change could never be sent.
  const { phone, headers } = await loadMaskedPhone({ request, context }, session);
  return data(
    {
      phone,
      defaultPrefix: session.data.state?.mobileCountryCode || DEFAULT_PREFIX,
      backHref: confirmMobileHref(urlOf(request)),
    },
    { headers },
  );
}

export async function action({ request, context }: Route.ActionArgs) {
  return step({ request, context }, {
    schema: changeMobileSchema,
    guard: (request) => ({ session: requirePendingPhone(request) }),
    call: ({ upstream, context, values }) =>
      upstream.changeRegistrationCellAndSendSms(context, { Cell: values.mobileNumber, Prefix: values.mobileCountryCode }),
    // Spec §7: the answer names the number now on file; confirm-mobile shows it, and the SMS just sent
    // starts the resend lock (spec §9) like any other send.
    next: ({ url }, { result }) =>
      result.ok
        ? {
            href: confirmMobileHref(url),
            state: { mobileNumber: result.data.PhoneNumber, mobileCountryCode: result.data.PhonePrefix },
            sent: "smsLockUntil",
            toast: { message: it.changeMobile.sent, severity: "success", durationMs: TOAST_DURATION.medium },
          }
        : null,
    // USED_MOBILE and BLOCKED_MOBILE come as field errors (spec §5); any other refusal with the server's
    // message (CHANGE_SAME_PHONE_ERROR, NOV) is about the number, so it shows next to it too.
    messages: { serverMessageAt: { field: "mobileNumber", fallback: it.changeMobile.unexpected }, fallback: it.changeMobile.unexpected },
  });
}

export default function ChangeMobile({ loaderData, actionData }: Route.ComponentProps) {
  const copy = it.changeMobile;
  const [form, fields] = useRouteForm({
    id: "change-mobile",
    schema: changeMobileForm,
    lastResult: actionData?.result,
    defaultValue: { mobileCountryCode: loaderData.defaultPrefix },
  });
  const { phone } = loaderData;
  return (
    <>
      <h1>{copy.title}</h1>
      {phone ? (
        <p>
          {copy.current} <strong className="masked-phone">{`${phone.prefix} ${phone.cell}`.trim()}</strong>
        </p>
      ) : null}
      <p>{copy.intro}</p>
      <ProtectedForm form={form}>
        <PrefixSelect field={fields.mobileCountryCode} label={it.forms.prefixLabel} />
        {/* Text with a phone keypad: "tel-national" autofill is valid only on a text input, and the prefix has its own field. */}
        <TextField field={fields.mobileNumber} label={copy.numberLabel} autoComplete="tel-national" inputMode="tel" />
        <SubmitButton>
          {copy.submit}
        </SubmitButton>
      </ProtectedForm>
      <p className="links">
        <Link to={loaderData.backHref}>{copy.back}</Link>
      </p>
    </>
  );
}
