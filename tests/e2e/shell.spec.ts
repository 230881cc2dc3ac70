import { expect, test } from "./support/test";
import { CLIENT_QUERY } from "./support/login";
import { openWithSession, pauseClock, refuseCookies } from "./support/session";

test.describe("document shell", () => {
  test("is Italian, titled, in the branded card", async ({ page }) => {
    await page.goto("/feedback/success");
    await expect(page.locator("html")).toHaveAttribute("lang", "it");
    await expect(page).toHaveTitle("Area Riservata - Operazione completata");
    await expect(page.getByRole("img", { name: "Parcheggi — Area Riservata" })).toBeVisible();
    const width = await page.locator("main.card").evaluate((card) => getComputedStyle(card).maxWidth);
    expect(width).toBe("440px");
    await expect(page.locator('link[rel="icon"]')).toHaveAttribute("href", "/favicon.svg");
  });

  test("a page opened directly shows its content at once; moving between routes fades unless motion is reduced", async ({ page }) => {
    // The suite's browsers reduce motion (decision 165): this one welcomes it, until the test says not.
    await page.emulateMedia({ reducedMotion: "no-preference" });
    const withJs = test.info().project.use.javaScriptEnabled !== false;
    // The cross-document view transition app.css asks for while motion is welcome, or null.
    const pageLoadFade = () =>
      page.evaluate(() => {
        for (const sheet of Array.from(document.styleSheets)) {
          for (const rule of Array.from(sheet.cssRules)) {
            if (!(rule instanceof CSSMediaRule) || !matchMedia(rule.conditionText).matches) continue;
            const transition = Array.from(rule.cssRules).find((inner) => inner.constructor.name === "CSSViewTransitionRule");
            if (transition) return (transition as CSSRule & { navigation: string }).navigation;
          }
        }
        return null;
      });
    const screenFade = () => page.locator("main h1").evaluate((heading) => {
      const style = getComputedStyle(heading.closest("#main > div")!);
      return [style.animationName, style.animationDuration];
    });
    await page.goto(`/auth/client_login?${CLIENT_QUERY}`);
    // Arriving from the parking site: nothing fades in, the content is there on the first paint.
    expect(await page.evaluate(() => document.getAnimations().length)).toBe(0);
    expect(await screenFade()).toEqual(["none", "0s"]);
    expect(await pageLoadFade()).toBe("auto");
    await page.getByRole("link", { name: "Hai dimenticato la password?" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Recupera la password" })).toBeVisible();
    // With JavaScript the move is client-side, and the new screen fades in; without, the page load does.
    if (withJs) expect(await screenFade()).toEqual(["fade-in", "0.6s"]);
    expect(await pageLoadFade()).toBe("auto");
    await page.emulateMedia({ reducedMotion: "reduce" });
    expect(await pageLoadFade()).toBeNull();
    expect((await screenFade())[0]).toBe("none");
  });

  test("an unexpected failure shows the generic error and no stack trace", async ({ page }) => {
    const response = await page.goto("/__test/session?explode=1");
    expect(response?.status()).toBe(500);
    await expect(page.getByRole("heading", { level: 1, name: "Si è verificato un errore" })).toBeVisible();
    await expect(page.getByRole("main").getByRole("link", { name: /^Numero verde / })).toBeVisible();
    const html = await page.content();
    expect(html).not.toContain("secret stack trace");
    expect(html).not.toMatch(/at \w+ \(/);
  });
});

test.describe("security headers", () => {
  test("every page gets a fresh nonce that every script carries, and no unsafe script source", async ({ request }) => {
    const first = await request.get("/feedback/404");
    const second = await request.get("/feedback/404");
    const nonceOf = (csp: string) => /script-src [^;]*'nonce-([^']+)'/.exec(csp)?.[1];
    const [csp1, csp2] = [first.headers()["content-security-policy"] ?? "", second.headers()["content-security-policy"] ?? ""];
    expect(nonceOf(csp1)).toBeTruthy();
    expect(nonceOf(csp1)).not.toBe(nonceOf(csp2));
    const scriptSrc = /script-src ([^;]*)/.exec(csp1)?.[1] ?? "";
    expect(scriptSrc).not.toContain("unsafe-inline");
    expect(scriptSrc).not.toContain("unsafe-eval");
    expect(csp1).toContain("frame-ancestors 'none'");
    const html = await first.text();
    const scripts = html.match(/<script\b[^>]*>/g) ?? [];
    expect(scripts.length).toBeGreaterThan(0);
    for (const tag of scripts) expect(tag).toContain(`nonce="${nonceOf(csp1)}"`);
    expect(first.headers()["referrer-policy"]).toBe("same-origin");
    expect(first.headers()["x-powered-by"]).toBeUndefined();
    expect(first.headers()["cache-control"]).toBe("no-store");
    expect(first.headers()["strict-transport-security"]).toContain("max-age=");
    expect(first.headers()["x-content-type-options"]).toBe("nosniff");
  });

  test("hashed assets are cached forever, pages never", async ({ request }) => {
    const html = await (await request.get("/feedback/404")).text();
    const asset = /href="(\/assets\/[^"]+\.css)"/.exec(html)?.[1];
    expect(asset).toBeTruthy();
    const response = await request.get(asset!);
    expect(response.headers()["cache-control"]).toContain("immutable");
  });

  test("health and readiness answer", async ({ request }) => {
    expect((await request.get("/healthz")).status()).toBe(200);
    const ready = await request.get("/readyz");
    expect(ready.status()).toBe(200);
    expect(await ready.json()).toEqual({ status: "ready" });
  });
});

test.describe("toasts", () => {
  test("a flash message is shown once, in a status region", async ({ page }) => {
    await openWithSession(page, "/feedback/success", { toast: "Codice inviato" });
    const region = page.getByRole("status", { name: "Notifiche" });
    await expect(region.getByText("Codice inviato")).toBeVisible();
    expect(await region.evaluate((node) => getComputedStyle(node).zIndex)).toBe("5000");
    await page.goto("/feedback/failure");
    await expect(page.getByText("Codice inviato")).toHaveCount(0);
  });
});

test.describe("cookies", () => {
  test("the first visit sets the session cookie without an extra redirect", async ({ page }) => {
    const response = await page.goto("/feedback/success");
    expect(response?.request().redirectedFrom()).toBeNull();
    const cookies = await page.context().cookies();
    const session = cookies.find((cookie) => cookie.name === "ar_session");
    expect(session?.httpOnly).toBe(true);
    expect(session?.sameSite).toBe("Lax");
  });

  test("the no-cookies page explains, offers the helpline", async ({ page, context }) => {
    await refuseCookies(context);
    // With JavaScript the page looks again after 3 s (a cookie it writes is kept here) and leaves: its
    // clock stands still while the page is read, however slow the machine.
    await page.clock.install();
    await page.goto("/feedback/no-cookies?client=parcheggi-web");
    if (test.info().project.use.javaScriptEnabled !== false) await pauseClock(page);
    await expect(page.getByRole("heading", { level: 1, name: "Ops! Cookie disabilitati" })).toBeVisible();
    await expect(page.getByRole("main").getByRole("link", { name: /^Numero verde / })).toBeVisible();
    await expect(page).toHaveTitle("Area Riservata - Ops! Cookie disabilitati");
  });

  test("once cookies work, the no-cookies page sends the browser back to its login", async ({ page }) => {
    const query = "client=parcheggi-web&redirect=https%3A%2F%2Fparcheggi.example.it%2F";
    await page.goto(`/feedback/no-cookies?${query}`);
    await expect(page.getByRole("heading", { level: 1, name: "Ops! Cookie disabilitati" })).toBeVisible();
    // What the 3-second refresh does: the cookie set by the first visit now arrives.
    const back = await page.request.get(`/feedback/no-cookies?${query}`, { maxRedirects: 0 });
    expect(back.status()).toBe(302);
    expect(back.headers().location).toBe(`/auth/client_login?${query}`);
  });
});
