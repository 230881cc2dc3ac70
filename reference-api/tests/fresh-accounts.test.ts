import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AppEnv } from "../app";
import type { Harness } from "./helpers";
import { CLIENT, Client, loginBody, startApi, STARTUP_TIMEOUT } from "./helpers";

type Fresh = { Email: string | null; Prefix: string | null; Mobile: string | null; Password: string; Name: string | null; Surname: string | null };

let h: Harness;
beforeAll(async () => {
  h = await startApi();
}, STARTUP_TIMEOUT);
afterAll(() => h.close());

async function fresh(state: string): Promise<Fresh[]> {
  const answer = await new Client(h.baseUrl).post("/demo/accounts", { State: state });
  expect(answer.status, answer.text).toBe(200);
  expect(answer.body.Success).toBe(true);
  return answer.body.Accounts as Fresh[];
}

const login = (body: Record<string, unknown>) => new Client(h.baseUrl).post("/v2/Login/Login", body);

describe("POST /demo/accounts: a new account in a demo state (decision 152)", () => {
  it("active: logs in with the client's redirect", async () => {
    const [account] = await fresh("active");
    expect(account).toMatchObject({ Email: expect.stringMatching(/@example\.com$/), Prefix: "+39", Mobile: expect.stringMatching(/^3\d{9}$/), Password: "Parcheggio.2026" });
    expect((await login(loginBody(account!.Email!))).body).toEqual({ Success: true, UrlRedirect: CLIENT.LoginRedirect });
  });

  it.each([
    ["blocked", "USER_IN_BLACKLIST"],
    ["closing", "USER_WAITING_FOR_CLOSURE"],
    ["disabled", "USER_DISABLED"],
    ["inactive", "USER_IN_UNHANDLED_STATUS"],
  ])("%s: the login answers %s", async (state, code) => {
    const [account] = await fresh(state);
    expect((await login(loginBody(account!.Email!))).body).toMatchObject({ Success: false, CodeError: code });
  });

  it.each(["needConfirmPhone", "needConfirmEmail", "needAcceptRequiredConsents", "needChangePassword", "needInsertPhone"])("%s: the login owes that action", async (action) => {
    const [account] = await fresh(action);
    const answer = await login(loginBody(account!.Email!));
    expect(answer.body).toMatchObject({ Success: false, CodeError: "ACTION_REQUIRED", ActionRequired: action });
    if (action === "needInsertPhone") expect(account).toMatchObject({ Mobile: null, Prefix: null });
    if (action === "needConfirmPhone") expect(answer.body).toMatchObject({ PhonePrefix: "+39", PhoneNumber: account!.Mobile });
  });

  it("thin: only a mobile, which a sign-up then finds (needThinRegistrationCheckPhone)", async () => {
    const [account] = await fresh("thin");
    expect(account).toMatchObject({ Email: null, Name: null, Prefix: "+39", Mobile: expect.stringMatching(/^3\d{9}$/) });
    const signUp = await new Client(h.baseUrl).post("/v2/SignUp/RegisterAccount", {
      Name: "Prova",
      Surname: "Prova",
      Password: account!.Password,
      ConfirmPassword: account!.Password,
      Prefix: account!.Prefix,
      Mobile: account!.Mobile,
      Email: "thin.fresh@example.com",
      ConfirmEmail: "thin.fresh@example.com",
      Consents: [{ ConsentCode: "PRIVACY", ConsentState: true }],
      ...CLIENT,
    });
    expect(signUp.body).toMatchObject({ ActionRequired: "needThinRegistrationCheckPhone" });
  });

  it("ambiguous: two accounts sharing one mobile, whose login is AMBIGUOUS_CREDENTIALS", async () => {
    const pair = await fresh("ambiguous");
    expect(pair).toHaveLength(2);
    expect(pair[0]!.Mobile).toBe(pair[1]!.Mobile);
    expect(pair[0]!.Email).not.toBe(pair[1]!.Email);
    const answer = await login({ Prefix: "+39", Mobile: pair[0]!.Mobile, Password: pair[0]!.Password, ...CLIENT });
    expect(answer.body).toMatchObject({ Success: false, CodeError: "AMBIGUOUS_CREDENTIALS" });
  });

  it("every account is new: no two share an e-mail or a mobile", async () => {
    const accounts = (await Promise.all(Array.from({ length: 6 }, () => fresh("needConfirmPhone")))).flat();
    expect(new Set(accounts.map((account) => account.Email)).size).toBe(6);
    expect(new Set(accounts.map((account) => account.Mobile)).size).toBe(6);
  });

  it("an unknown state is 400 and names the states", async () => {
    const answer = await new Client(h.baseUrl).post("/demo/accounts", { State: "superuser" });
    expect(answer.status).toBe(400);
    expect(answer.body.MessageError).toContain("needConfirmPhone");
  });
});

describe.each<AppEnv>(["Cld", "Prod"])("in %s", (appEnv) => {
  let other: Harness;
  beforeAll(async () => {
    other = await startApi({ appEnv });
  }, STARTUP_TIMEOUT);
  afterAll(() => other.close());

  it("POST /demo/accounts does not exist (404) and creates nothing", async () => {
    const answer = await new Client(other.baseUrl).post("/demo/accounts", { State: "active" });
    expect(answer.status).toBe(404);
    expect(answer.body.Accounts).toBeUndefined();
  });
});
