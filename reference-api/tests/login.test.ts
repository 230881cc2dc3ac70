import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Harness } from "./helpers";
import { CLIENT, Client, DEMO_PASSWORD, loginBody, outboxCount, startApi, STARTUP_TIMEOUT } from "./helpers";

let h: Harness;
beforeAll(async () => {
  h = await startApi();
}, STARTUP_TIMEOUT);
afterAll(() => h.close());

const login = (body: Record<string, unknown>) => new Client(h.baseUrl).post("/v2/Login/Login", body);

describe("POST /v2/Login/Login, each demo account (design §6)", () => {
  it("mario.rossi: success with the client's redirect", async () => {
    const answer = await login(loginBody("mario.rossi@example.com"));
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ Success: true, UrlRedirect: "https://parcheggi.example.it/" });
  });

  it.each([
    ["giulia.bianchi@example.com", "USER_IN_BLACKLIST"],
    ["luca.verdi@example.com", "USER_WAITING_FOR_CLOSURE"],
    ["anna.neri@example.com", "USER_DISABLED"],
    ["chiara.lombardi@example.com", "USER_IN_UNHANDLED_STATUS"],
  ])("%s: %s", async (email, code) => {
    const answer = await login(loginBody(email));
    expect(answer.body).toMatchObject({ Success: false, CodeError: code });
    expect(typeof answer.body.MessageError).toBe("string");
  });

  it("paolo.gallo: needConfirmPhone with the phone, a pending session cookie and an SMS sent", async () => {
    const answer = await login(loginBody("paolo.gallo@example.com"));
    expect(answer.body).toMatchObject({
      Success: false,
      CodeError: "ACTION_REQUIRED",
      ActionRequired: "needConfirmPhone",
      PhoneNumber: "3401234571",
      PhonePrefix: "+39",
    });
    expect(answer.body.OTPRequestBlockedUntil).toMatch(/^\/Date\(\d{13}\)\/$/);
    const session = answer.setCookies.find((c) => c.startsWith("ra_session="));
    expect(session).toMatch(/Path=\/;/);
    expect(session).toMatch(/HttpOnly/);
    expect(await outboxCount(h.api, "+393401234571")).toBe(1);
  });

  it.each([
    ["sara.conti@example.com", "needConfirmEmail", { Email: "sara.conti@example.com" }],
    ["marco.ricci@example.com", "needAcceptRequiredConsents", {}],
    ["elena.marino@example.com", "needChangePassword", {}],
    ["franco.greco@example.com", "needInsertPhone", { Email: "franco.greco@example.com", Name: "Franco", Surname: "Greco" }],
  ])("%s: ACTION_REQUIRED %s", async (email, action, fields) => {
    const answer = await login(loginBody(email));
    expect(answer.body).toMatchObject({ Success: false, CodeError: "ACTION_REQUIRED", ActionRequired: action, ...fields });
    expect(answer.setCookies.some((c) => c.startsWith("ra_session="))).toBe(true);
  });

  it("the shared mobile +39 3409999999: AMBIGUOUS_CREDENTIALS with Password, Mobile and Prefix", async () => {
    const answer = await login({ Prefix: "+39", Mobile: "3409999999", Password: DEMO_PASSWORD, ...CLIENT });
    expect(answer.body).toMatchObject({
      Success: false,
      CodeError: "AMBIGUOUS_CREDENTIALS",
      Password: DEMO_PASSWORD,
      Mobile: "3409999999",
      Prefix: "+39",
    });
  });

  it("after choosing an e-mail on email-selection, each Fontana logs in", async () => {
    for (const email of ["laura.fontana@example.com", "davide.fontana@example.com"]) {
      const answer = await login(loginBody(email));
      expect(answer.body).toEqual({ Success: true, UrlRedirect: "https://parcheggi.example.it/" });
    }
  });

  it("the thin registration mobile cannot log in: it has no password", async () => {
    const answer = await login({ Prefix: "+39", Mobile: "3355550000", Password: DEMO_PASSWORD, ...CLIENT });
    expect(answer.body).toMatchObject({ Success: false, CodeError: "WRONG_CREDENTIALS" });
  });
});

describe("credentials", () => {
  it("logs in by prefix and mobile, with spaces and a 0039 prefix", async () => {
    const answer = await login({ Prefix: "0039", Mobile: "340 123 4567", Password: DEMO_PASSWORD, ...CLIENT });
    expect(answer.body).toEqual({ Success: true, UrlRedirect: "https://parcheggi.example.it/" });
  });

  it("accepts the e-mail in any letter case", async () => {
    const answer = await login(loginBody("Mario.Rossi@Example.com"));
    expect(answer.body.Success).toBe(true);
  });

  it("reveals no status without the right password: a blocked account with a wrong password is WRONG_CREDENTIALS", async () => {
    for (const email of ["giulia.bianchi@example.com", "paolo.gallo@example.com", "chiara.lombardi@example.com"]) {
      const answer = await login(loginBody(email, "Sbagliata.2026"));
      expect(answer.body).toEqual({ Success: false, CodeError: "WRONG_CREDENTIALS", MessageError: expect.any(String) });
      expect(answer.setCookies.some((c) => c.startsWith("ra_session="))).toBe(false);
    }
  });

  it("an unknown user answers exactly like a wrong password", async () => {
    const unknown = await login(loginBody("nessuno@example.com"));
    const wrong = await login(loginBody("mario.rossi@example.com", "Sbagliata.2026"));
    expect(unknown.body).toEqual(wrong.body);
    const unknownMobile = await login({ Prefix: "+39", Mobile: "3470000000", Password: DEMO_PASSWORD, ...CLIENT });
    expect(unknownMobile.body).toEqual(wrong.body);
  });

  it("a wrong password on the shared mobile is WRONG_CREDENTIALS, not ambiguity", async () => {
    const answer = await login({ Prefix: "+39", Mobile: "3409999999", Password: "Sbagliata.2026", ...CLIENT });
    expect(answer.body.CodeError).toBe("WRONG_CREDENTIALS");
  });
});

describe("clients and redirects", () => {
  it("answers the client's registered redirect when none is given", async () => {
    const answer = await login({ Username: "mario.rossi@example.com", Password: DEMO_PASSWORD, LoginClient: "parcheggi-web" });
    expect(answer.body.UrlRedirect).toBe("https://parcheggi.example.it/");
  });

  it("keeps a deeper path on the client's own origin", async () => {
    const answer = await login({ ...loginBody("mario.rossi@example.com"), LoginRedirect: "https://parcheggi.example.it/prenota?x=1" });
    expect(answer.body.UrlRedirect).toBe("https://parcheggi.example.it/prenota?x=1");
  });

  it("refuses an unknown client and a redirect to another origin, before looking at credentials", async () => {
    const unknown = await login({ ...loginBody("mario.rossi@example.com"), LoginClient: "altro" });
    expect(unknown.body).toMatchObject({ Success: false, CodeError: "ERR" });
    const evil = await login({ ...loginBody("mario.rossi@example.com"), LoginRedirect: "https://evil.example/" });
    expect(evil.body).toMatchObject({ Success: false, CodeError: "ERR" });
  });

  it("uses the clients given in the options", async () => {
    const other = await startApi({ clientRedirects: { kiosk: "https://kiosk.example.it/" } });
    try {
      const answer = await new Client(other.baseUrl).post("/v2/Login/Login", {
        Username: "mario.rossi@example.com",
        Password: DEMO_PASSWORD,
        LoginClient: "kiosk",
      });
      expect(answer.body).toEqual({ Success: true, UrlRedirect: "https://kiosk.example.it/" });
    } finally {
      await other.close();
    }
  }, STARTUP_TIMEOUT);
});

describe("POST /v2/Login/Sso", () => {
  it("answers success and sets the session cookie", async () => {
    const answer = await new Client(h.baseUrl).post("/v2/Login/Sso", {
      Username: "mario.rossi@example.com",
      Password: DEMO_PASSWORD,
      RememberMe: false,
    });
    expect(answer.body).toEqual({ Success: true });
    expect(answer.setCookies.some((c) => c.startsWith("ra_session="))).toBe(true);
  });

  it("answers statuses like the client login", async () => {
    const answer = await new Client(h.baseUrl).post("/v2/Login/Sso", {
      Username: "luca.verdi@example.com",
      Password: DEMO_PASSWORD,
      RememberMe: true,
    });
    expect(answer.body.CodeError).toBe("USER_WAITING_FOR_CLOSURE");
  });
});
