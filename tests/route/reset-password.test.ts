import { describe, expect, it } from "vitest";
import { Browser, fieldError, fieldValue, heading, linkTo, withClient, type Page } from "./support/browser";
import { routeApp } from "./support/harness";

const app = routeApp();

const RESET = withClient("/reset-password");

async function onForm(): Promise<Browser> {
  return (await onFormPage()).browser;
}

/** The form as the login's link opens it, the query kept. */
async function onFormPage(path = RESET): Promise<{ browser: Browser; page: Page }> {
  const browser = new Browser(app());
  const page = await browser.get(path);
  expect(heading(page)).toBe("Recupera la password");
  if (path === RESET) expect(linkTo(page, "Torna al login")).toBe(withClient("/auth/client_login"));
  return { browser, page };
}

describe("reset-password", () => {
  it("opens without a session (no guard), with no way back when the query names no login", async () => {
    const page = await new Browser(app()).get("/reset-password");
    expect(page.status).toBe(200);
    expect(linkTo(page, "Torna al login")).toBeNull();
  });

  it("the login's link opens it with the query kept", async () => {
    const login = await new Browser(app()).get(withClient("/auth/client_login"));
    expect(linkTo(login, "Hai dimenticato la password?")).toBe(RESET);
  });

  it.each([
    ["", "Inserisci l'e-mail"],
    ["mario.rossi", "Inserisci un indirizzo e-mail valido, per esempio nome@esempio.it"],
  ])("%j: 400, “%s” at the field, the value kept", async (email, message) => {
    const { browser, page: form } = await onFormPage();
    const page = await browser.submit(form, { fill: { email } });
    expect(page.status).toBe(400);
    expect(fieldError(page, "email")).toBe(message);
    expect(fieldValue(page, "email")).toBe(email || null);
  });

  // Design §7: the same answer whether or not the e-mail has an account.
  it.each(["mario.rossi@example.com", "nessuno.qui@example.com"])("%s: the same success page, the query kept, back to its login", async (email) => {
    const { browser, page } = await onFormPage();
    const answer = await browser.submit(page, { fill: { email } });
    expect(answer.status).toBe(303);
    expect(answer.location).toBe(withClient("/reset-password/feedback/success"));
    const success = await browser.follow(answer);
    expect(heading(success)).toBe("Controlla la tua e-mail");
    expect(linkTo(success, "Torna al login")).toBe(withClient("/auth/client_login"));
  });

  it("without a login in the query, the success page offers no way back", async () => {
    const { browser, page } = await onFormPage("/reset-password");
    const answer = await browser.submit(page, { fill: { email: "nessuno.qui@example.com" } });
    expect(answer.location).toBe("/reset-password/feedback/success");
    const success = await browser.follow(answer);
    expect(heading(success)).toBe("Controlla la tua e-mail");
    expect(linkTo(success, "Torna al login")).toBeNull();
  });

  it("an existing account gets the e-mail; an unknown address gets nothing (the reference API's outbox)", async () => {
    const before = (await app().outbox()).length;
    const browser = await onForm();
    await browser.post(RESET, { email: "chiara.lombardi@example.com" });
    await browser.post(RESET, { email: "nessuno.mai@example.com" });
    const after = await app().outbox();
    const sent = after.slice(0, after.length - before);
    expect(sent.map((message) => [message.channel, message.to])).toEqual([["email", "chiara.lombardi@example.com"]]);
  });
});
