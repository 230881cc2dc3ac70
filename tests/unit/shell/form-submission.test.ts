import { describe, expect, it } from "vitest";
import { formSubmission } from "../../route/support/form-submission";

const PAGE = new URL("http://localhost/auth/client_login?client=parcheggi-web&redirect=x");
const html = `<!DOCTYPE html><html><body>
<form method="get" action="/sign-up/search/countries"><input name="q" value="Fra"><button>Cerca</button></form>
<form id="login" method="post">
  <input type="hidden" name="csrf" value="a&amp;b&quot;c">
  <input name="username" value="kept@example.com">
  <select name="prefix"><option value="+93">+93</option><option value="+39" selected>+39</option></select>
  <input type="password" name="password">
  <input type="checkbox" name="consents" value="PRIVACY" checked>
  <input type="checkbox" name="consents" value="MARKETING">
  <input type="radio" name="gender" value="F"><input type="radio" name="gender" value="M" checked>
  <input name="disabled" value="no" disabled>
  <textarea name="note">hello</textarea>
  <button type="submit" name="intent" value="confirm">Conferma</button>
  <button type="submit" name="intent" value="resend" formaction="/pending-operation/confirm-mobile?x=1">Invia di nuovo</button>
  <button type="button" name="show">Mostra</button>
</form>
<input form="login" name="outside" value="joined">
</body></html>`;

describe("a form as a browser without JavaScript submits it (issue 41)", () => {
  it("posts the form's own fields, defaults, choices and the pressed button to the page's own address", () => {
    const sent = formSubmission(html, PAGE, { form: "login", fill: { password: "Parcheggio.2026" } });
    expect(sent.method).toBe("POST");
    expect(sent.action).toBe("/auth/client_login?client=parcheggi-web&redirect=x");
    expect([...sent.body]).toEqual([
      ["csrf", 'a&b"c'],
      ["username", "kept@example.com"],
      ["prefix", "+39"],
      ["password", "Parcheggio.2026"],
      ["consents", "PRIVACY"],
      ["gender", "M"],
      ["note", "hello"],
      ["intent", "confirm"],
      ["outside", "joined"],
    ]);
  });

  it("the pressed button decides its own value and address; ticked boxes follow what was filled", () => {
    const sent = formSubmission(html, PAGE, { press: "Invia di nuovo", fill: { consents: ["MARKETING"], prefix: "+93" } });
    expect(sent.action).toBe("/pending-operation/confirm-mobile?x=1");
    expect(sent.body.getAll("intent")).toEqual(["resend"]);
    expect(sent.body.getAll("consents")).toEqual(["MARKETING"]);
    expect(sent.body.get("prefix")).toBe("+93");
  });

  it("a form with method get goes to its action with the fields in the query", () => {
    const sent = formSubmission(html, PAGE, { form: "/sign-up/search/countries", fill: { q: "Ger" } });
    expect(sent).toMatchObject({ method: "GET", action: "/sign-up/search/countries?q=Ger" });
  });

  it.each([
    [{ form: "login", fill: { user: "mario" } }, 'the form has no field named "user"'],
    [{ form: "login", fill: { prefix: "+1234" } }, 'the field "prefix" offers no option "+1234"'],
    [{ form: "login", press: "Accedi" }, 'the form has no button "Accedi"'],
    [{ form: "nowhere" }, "the page has no form nowhere"],
  ])("what the page does not offer fails the test: %o", (options, message) => {
    expect(() => formSubmission(html, PAGE, options)).toThrow(message);
  });
});
