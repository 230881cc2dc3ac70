import { href, Link } from "react-router";
import { checkPhoneAction } from "../../actions/thin.server";
import * as it from "../../copy/it";
import { DEFAULT_PREFIX } from "../../forms/login-fields";
import { thinMobileSchema } from "../../forms/sign-up-finalization-schema";
import { requireThinScreen } from "../../session/guards.server";
import { TextField } from "../../ui/shell/field";
import { ProtectedForm } from "../../ui/shell/form-parts";
import { SubmitButton } from "../../ui/shell/submit-button";
import { PrefixSelect } from "../../ui/shell/prefix-select";
import type { RouteHandle } from "../../ui/shell/route-handle";
import { useRouteForm } from "../../ui/shell/route-form";
import type { Route } from "./+types/select-mobile";
import { thinMobileForm } from "../../forms/sign-up-finalization-schema";
import { urlOf } from "../../request-url";
import { screen } from "../../actions/screen.server";

// The root's phone check with a number the customer types (spec §2 select-mobile, prefix list of §3).
export const handle: RouteHandle = { title: it.signUpFinalization.selectMobile.title, recaptcha: true };

const copy = it.signUpFinalization.selectMobile;

export const middleware = [screen({ bucket: "strict", sms: "typed", probe: true })];

export function loader({ request }: Route.LoaderArgs) {
  const session = requireThinScreen(request);
  const state = session.data.state ?? {};
  return {
    defaultPrefix: state.mobileCountryCode || DEFAULT_PREFIX,
    defaultNumber: state.mobileNumber ?? "",
    backHref: `${href("/sign-up-finalization")}${urlOf(request).search}`,
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  return checkPhoneAction({ request, context }, {
    schema: thinMobileSchema,
    phone: ({ values }) => ({ prefix: values.mobileCountryCode, number: values.mobileNumber }),
    // A number the upstream finds malformed (NOV, at Phone) is about the field; so is any refusal it explains.
    messages: {
      codes: { NOV: { field: "mobileNumber", message: copy.numberInvalid } },
      serverMessageAt: { field: "mobileNumber", fallback: it.signUpFinalization.verifyMobile.unexpected },
      fallback: it.signUpFinalization.verifyMobile.unexpected,
    },
  });
}

export default function SelectMobile({ loaderData, actionData }: Route.ComponentProps) {
  const [form, fields] = useRouteForm({
    id: "thin-select-mobile",
    schema: thinMobileForm,
    lastResult: actionData?.result,
    defaultValue: { mobileCountryCode: loaderData.defaultPrefix, mobileNumber: loaderData.defaultNumber },
  });
  return (
    <>
      <h1>{copy.title}</h1>
      <p>{copy.intro}</p>
      <ProtectedForm form={form}>
        <PrefixSelect field={fields.mobileCountryCode} label={it.forms.prefixLabel} />
        {/* Text with a phone keypad: "tel-national" autofill is valid only on a text input. */}
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
