import { href, Link } from "react-router";
import { checkPhoneAction, statePhone } from "../../actions/thin.server";
import * as it from "../../copy/it";
import { thinContinueSchema } from "../../forms/sign-up-finalization-schema";
import { requireThinScreen } from "../../session/guards.server";
import { ProtectedForm } from "../../ui/shell/form-parts";
import { SubmitButton } from "../../ui/shell/submit-button";
import type { RouteHandle } from "../../ui/shell/route-handle";
import { useRouteForm } from "../../ui/shell/route-form";
import type { Route } from "./+types/index";
import { thinContinueForm } from "../../forms/sign-up-finalization-schema";
import { urlOf } from "../../request-url";
import { screen } from "../../actions/screen.server";

// Spec §4 needThinRegistrationCheckPhone: the sign-up recognised a thin registration and named its phone,
// e-mail and names; "Continua" asks Thin/CheckPhone to send the code to that phone.
export const handle: RouteHandle = { title: it.signUpFinalization.root.title, recaptcha: true };

const copy = it.signUpFinalization.root;

// The root sends the code to the number the upstream named (in the state).
export const middleware = [screen({ bucket: "strict", sms: "typed", probe: true })];

export function loader({ request }: Route.LoaderArgs) {
  const session = requireThinScreen(request);
  const state = session.data.state ?? {};
  const phone = statePhone(session);
  const name = [state.firstName, state.lastName].filter(Boolean).join(" ");
  return {
    name: name || null,
    email: state.email || null,
    phone: phone.number ? `${phone.prefix} ${phone.number}` : null,
    selectMobileHref: `${href("/sign-up-finalization/select-mobile")}${urlOf(request).search}`,
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  return checkPhoneAction({ request, context }, {
    schema: thinContinueSchema,
    phone: ({ session }) => statePhone(session),
    messages: { fallback: it.signUpFinalization.verifyMobile.unexpected },
  });
}

export default function SignUpFinalization({ loaderData, actionData }: Route.ComponentProps) {
  const [form] = useRouteForm({ id: "sign-up-finalization", schema: thinContinueForm, lastResult: actionData?.result });
  const missing = <span className="muted">{copy.missing}</span>;
  return (
    <>
      <h1>{copy.title}</h1>
      <p>{copy.intro}</p>
      <h2 className="summary__title">{copy.summaryLabel}</h2>
      <dl className="summary">
        <dt>{copy.name}</dt>
        <dd>{loaderData.name ?? missing}</dd>
        <dt>{copy.email}</dt>
        <dd>{loaderData.email ?? missing}</dd>
        <dt>{copy.mobile}</dt>
        <dd>{loaderData.phone ?? missing}</dd>
      </dl>
      {loaderData.phone ? (
        <ProtectedForm form={form}>
          <SubmitButton>
            {copy.submit}
          </SubmitButton>
        </ProtectedForm>
      ) : null}
      <p className="links">
        <Link to={loaderData.selectMobileHref}>{copy.otherNumber}</Link>
      </p>
    </>
  );
}
