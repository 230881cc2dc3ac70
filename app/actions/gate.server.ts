import { parse, type SubmissionResult } from "@conform-to/react";
import { data } from "react-router";
import * as it from "../copy/it";
import { contextOf, type RouteArgs } from "../request-context";
import { csrfMatches } from "../security/csrf.server";
import { requireCookies } from "../session/guards.server";
import { getSession } from "../session/session.server";
import { countPost } from "./screen.server";

/** The form the server has already read for this request, if it has: the body is not read twice. */
function formReadByServer(fields: URLSearchParams | undefined): FormData | null {
  if (!fields) return null;
  const form = new FormData();
  for (const [name, value] of fields) form.append(name, value);
  return form;
}

/**
 * A form past the gate. `expired`: it does not carry this browser's anti-forgery token (the cookie was
 * lost, the page is older than the token, the token ran out or was made for another session), and
 * nothing may act on it but `expiredReply`.
 */
export type GatedForm = { form: FormData; expired: boolean };

/**
 * The gate every action passes first (design §7): a browser without our cookie goes to no-cookies; a
 * body that is not a form is refused. Origin and Sec-Fetch-Site are checked by the server before the
 * request reaches the application. A screen that can show its form again opens it here, and answers an
 * expired one with `expiredReply` before anything else (decision 138).
 */
export async function openProtectedForm({ request, context }: RouteArgs): Promise<GatedForm> {
  const made = contextOf(context);
  // A post no screen declared is counted strict (the screen's middleware has counted any other).
  await countPost(made);
  requireCookies(request);
  let form: FormData;
  try {
    form = formReadByServer(made.form) ?? (await request.formData());
  } catch {
    // Not a form at all: our pages never send that, so it is refused, not a server error.
    throw data({ refused: "body" }, { status: 400 });
  }
  // The token is bound to the session it was made for (decision 177): another session's is expired here.
  return { form, expired: !csrfMatches(form, request, getSession(request).data.sid) };
}

/** The same gate for a post with no form to show again (a resource route): an expired token is a plain 403. */
export async function readProtectedForm(args: RouteArgs): Promise<FormData> {
  const { form, expired } = await openProtectedForm(args);
  if (expired) throw data({ refused: "csrf" }, { status: 403 });
  return form;
}

/**
 * The answer to an expired form (issue 21): the same form again, what was typed kept except the
 * secrets, and one message above it; the page it renders carries a fresh token, so pressing the button
 * again goes through. 403: nothing was done.
 */
export function expiredReply(form: FormData, secret: readonly string[] = []) {
  // No schema: the form is shown back as it came, without judging its fields (nothing was submitted).
  const submission = parse<Record<string, never>, string[]>(form, { resolve: () => ({ value: {} }) });
  const result: SubmissionResult<string[]> = submission.reply({ formErrors: [it.security.expiredForm], hideFields: [...secret] });
  return data({ result }, { status: 403 });
}
