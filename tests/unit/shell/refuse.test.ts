import { describe, expect, it } from "vitest";
import * as copy from "../../../app/copy/it";
import { readRefusal } from "../../../app/ui/shell/refusal";
import { refuse } from "../../../server/refuse";
import { capture } from "../support/refusal-response";

describe("every server refusal is the branded card (issue 21)", () => {
  it("a refused post is the app's page: logo, title, what happened, what to do, the way back, help and the footer", () => {
    const { res, sent, headers } = capture("POST", "/sign-up?client=parcheggi-web");
    refuse(res, 413, copy.security.tooLarge);
    expect(sent.status).toBe(413);
    expect(headers["Cache-Control"]).toBe("no-store");
    expect(headers.Connection).toBe("close");
    expect(sent.type).toBe("text/html");
    expect(sent.body.startsWith("<!DOCTYPE html><html lang=\"it\">")).toBe(true);
    expect(sent.body).toContain("<title>Area Riservata - Richiesta troppo grande</title>");
    expect(sent.body).toContain('class="logo" src="/logo.svg"');
    expect(sent.body).toContain("<h1>Richiesta troppo grande</h1>");
    expect(sent.body).toContain("I dati inviati superano la dimensione che possiamo accettare.");
    expect(sent.body).toContain("Torna alla pagina, controlla i dati inseriti e riprova.");
    expect(sent.body).toContain('<a class="button button--primary" href="/sign-up?client=parcheggi-web">Torna indietro</a>');
    expect(sent.body).toContain('href="tel:800123456"');
    expect(sent.body).toContain('<footer class="site-footer">');
    expect(sent.body).not.toContain("<script");
  });

  it("a refused page load leads to the way in, not to the address refused again", () => {
    const { res, sent } = capture("GET", "/a?x=1&x=2");
    refuse(res, 400, copy.security.badRequest);
    expect(sent.body).toContain('href="/">Vai all&#x27;Area Riservata</a>');
  });

  it("keeps the title-and-message call, and escapes what it is given", () => {
    const { res, sent } = capture("POST", "/reset-password");
    refuse(res, 400, { title: "Verifica <non> riuscita", happened: "Riprova & basta" });
    expect(sent.body).toContain("<h1>Verifica &lt;non&gt; riuscita</h1>");
    expect(sent.body).toContain("<p>Riprova &amp; basta</p>");
  });

  it("the router's refused request gets the same words, which the error boundary reads back", () => {
    const { res, sent } = capture("POST", "/auth/client_login.data?client=x&index");
    refuse(res, 403, copy.security.forbidden);
    expect(sent.type).toBe("application/json");
    expect(readRefusal(sent.body)).toEqual({
      ...copy.security.forbidden,
      back: { href: "/auth/client_login?client=x", label: "Torna indietro" },
      resetPassword: null,
    });
  });

  it("the error boundary takes no body that is not a refusal of this site", () => {
    expect(readRefusal("3")).toBeNull();
    expect(readRefusal("<!doctype html>")).toBeNull();
    expect(readRefusal({ title: "x" })).toBeNull();
    const view = { title: "T", happened: "H", todo: null, resetPassword: null };
    expect(readRefusal(JSON.stringify({ ...view, back: { href: "//evil.example/", label: "L" } }))).toBeNull();
    expect(readRefusal(JSON.stringify({ ...view, back: { href: "https://evil.example/", label: "L" } }))).toBeNull();
    expect(readRefusal(JSON.stringify({ ...view, back: { href: "/auth", label: "L" } }))).toEqual({ ...view, back: { href: "/auth", label: "L" } });
  });
});
