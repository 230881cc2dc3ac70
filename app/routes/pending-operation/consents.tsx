import { data } from "react-router";
import { loadConsents } from "../../actions/consents.server";
import { expiredReply, openProtectedForm } from "../../actions/gate.server";
import { step } from "../../actions/step.server";
import * as it from "../../copy/it";
import { AccountStatus } from "../../flow/account-status";
import { consentsSchema } from "../../forms/consents-schema";
import { backToLoginHrefOf } from "../../security/links.server";
import { requireStatus } from "../../session/guards.server";
import { BackToLoginLink } from "../../ui/back-to-login-link";
import { ConsentList } from "../../ui/consent-list";
import { FormMessage } from "../../ui/shell/field";
import { ProtectedForm } from "../../ui/shell/form-parts";
import type { RouteHandle } from "../../ui/shell/route-handle";
import { useRouteForm } from "../../ui/shell/route-form";
import type { Route } from "./+types/consents";
import { SubmitButton } from "../../ui/shell/submit-button";
import { consentsForm } from "../../forms/consents-schema";
import { screen } from "../../actions/screen.server";

// One module for need-accept-consents (spec §4 needAcceptRequiredConsents) and confirm-consents.
export const handle: RouteHandle = { title: it.consents.title };

const guard = (request: Request) => requireStatus(request, AccountStatus.needAcceptConsents);

export const middleware = [screen({ bucket: "strict" })];

export async function loader({ request, context }: Route.LoaderArgs) {
  guard(request);
  const { consents, headers } = await loadConsents({ request, context });
  return data({ consents, backToLoginHref: backToLoginHrefOf(request) }, { headers });
}

export async function action({ request, context }: Route.ActionArgs) {
  const opened = await openProtectedForm({ request, context });
  if (opened.expired) return expiredReply(opened.form);
  // Run here, once, rather than in step(): the consents to ask for are read only for a guarded post.
  const session = guard(request);
  const { consents } = await loadConsents({ request, context });
  const known = consents ?? [];
  return step(
    { request, context },
    {
      schema: consentsSchema(known),
      guard: () => ({ session }),
      // Every consent is answered, ticked or not: the upstream records the optional ones declined too.
      call: ({ upstream, context, values }) =>
        upstream.acceptConsents(context, {
          Consents: known.map((consent) => ({ ConsentCode: consent.code, ConsentState: values.consents.includes(consent.code) })),
        }),
      messages: { fallback: it.consents.unexpected },
    },
    opened,
  );
}

export default function Consents({ loaderData, actionData }: Route.ComponentProps) {
  const copy = it.consents;
  const consents = loaderData.consents ?? [];
  const [form] = useRouteForm({ id: "consents", schema: consentsForm, args: [consents], lastResult: actionData?.result, validateOn: "onSubmit" });
  return (
    <>
      <h1>{copy.title}</h1>
      <p>{copy.intro}</p>
      {loaderData.consents ? (
        <ProtectedForm form={form}>
          <ConsentList form={form} consents={consents} legend={copy.legend} />
          <SubmitButton>
            {copy.submit}
          </SubmitButton>
        </ProtectedForm>
      ) : (
        <FormMessage id="consents-unavailable" errors={[copy.unavailable]} />
      )}
      <BackToLoginLink href={loaderData.backToLoginHref} />
    </>
  );
}
