import { expect, test } from "@playwright/test";
import { freshAccount } from "./support/fresh";
import { CLIENT_LOGIN, logIn } from "./support/login";
import { newestMessage } from "./support/reference-api";

// Issue 25 item 7: the reference API's confirmation e-mail carried a relative link, which no mail
// program can open. An e-mail runs no script of ours, so one project is enough: the one without.
test("the confirmation e-mail's link is absolute, at the app's own address, and confirms the address", async ({ page, context, request, baseURL }) => {
  // A login, an e-mail and two screens on a shared machine.
  test.setTimeout(60_000);
  const { email } = await freshAccount(request, "needConfirmEmail");
  await page.goto(CLIENT_LOGIN);
  await logIn(page, email);
  await expect(page.getByRole("heading", { level: 1, name: "Conferma il tuo indirizzo e-mail" })).toBeVisible();

  const mail = await newestMessage(request, "email", email);
  const link = /Oppure apri questo link per confermarlo: (\S+)/.exec(mail.body)?.[1] ?? "";
  // The app's configured address (in Test, http://localhost and its port), never a path alone.
  expect(link.startsWith(`${baseURL}/reference-api/`), mail.body).toBe(true);

  // The customer opens it from the mail program, in a tab of its own.
  const opened = await context.newPage();
  await opened.goto(link);
  await expect(opened.getByRole("heading", { level: 1, name: "Conferma e-mail" })).toBeVisible();
  await expect(opened.getByText("Indirizzo e-mail confermato")).toBeVisible();
  await opened.close();

  await page.getByRole("button", { name: "Ho aperto il link" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "E-mail confermata" })).toBeVisible();
});
