import { expect, type APIRequestContext } from "@playwright/test";
import { OWN_CONNECTION, referencePost } from "./reference-api";

/** The states the reference API makes a new account in (reference-api/fresh-accounts.ts, decision 152). */
export type FreshState =
  | "active"
  | "blocked"
  | "closing"
  | "disabled"
  | "inactive"
  | "needConfirmPhone"
  | "needConfirmEmail"
  | "needAcceptRequiredConsents"
  | "needChangePassword"
  | "needInsertPhone"
  | "thin"
  | "ambiguous";

export type FreshAccount = { email: string; prefix: string; mobile: string; password: string; name: string };

type Answered = { Email: string | null; Prefix: string | null; Mobile: string | null; Password: string; Name: string | null };

/**
 * Accounts of this test's own, in a demo account's state, with an e-mail and a mobile nobody else has:
 * no test shares one, so none waits for another. Two for "ambiguous" (one mobile, two e-mails).
 * An account without an e-mail (thin) or a mobile (needInsertPhone) has "" there.
 */
export async function freshAccounts(request: APIRequestContext, state: FreshState): Promise<FreshAccount[]> {
  const answer = await referencePost(request, "/demo/accounts", { State: state });
  expect(answer.Success, JSON.stringify(answer)).toBe(true);
  return (answer.Accounts as Answered[]).map((account) => ({
    email: account.Email ?? "",
    prefix: account.Prefix ?? "+39",
    mobile: account.Mobile ?? "",
    password: account.Password,
    name: account.Name ?? "",
  }));
}

/** One account of this test's own (see freshAccounts). */
export async function freshAccount(request: APIRequestContext, state: FreshState): Promise<FreshAccount> {
  return (await freshAccounts(request, state))[0]!;
}

/**
 * Moves the server's clock (the application's and its reference API's) forward, instead of waiting:
 * a lock or a block ends at once (decision 152). Every test of the run shares that clock, so a test
 * moves it only as far as it needs, and no test counts on time standing still on the server.
 */
export async function moveServerClock(request: APIRequestContext, seconds: number): Promise<void> {
  const response = await request.get(`/__test/clock?advance=${seconds}`, { headers: OWN_CONNECTION });
  expect(response.status(), await response.text()).toBe(200);
}
