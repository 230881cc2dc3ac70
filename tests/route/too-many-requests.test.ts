import { describe, expect, it } from "vitest";
import { Browser, heading, linkTo, PASSWORD, pageText, withClient } from "./support/browser";
import { routeApp } from "./support/harness";

// Issue 12: a post refused for too many attempts (429) is the branded page in the card, with the wait
// in minutes, a way back and Retry-After. One sensitive post a minute here (issue 41: was e2e
// too-many-requests.spec.ts without JavaScript).
const app = routeApp({ RATE_LIMIT_SENSITIVE_PER_MINUTE: "1" });

const CLIENT_LOGIN = withClient("/auth/client_login");

describe("too many login posts", () => {
  it("the second in a minute: 429, the branded card with the wait in minutes and a way back, not kept", async () => {
    const browser = new Browser(app());
    const fill = { username: "mario.rossi@example.com", password: "Sbagliata.2026" };
    const first = await browser.submit(await browser.get(CLIENT_LOGIN), { fill });
    expect(first.status).toBe(200);
    const refused = await browser.submit(first, { fill: { ...fill, password: PASSWORD } });
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(refused.headers.get("cache-control")).toBe("no-store");
    expect(heading(refused)).toBe("Troppe richieste");
    expect(pageText(refused)).toMatch(/Potrai riprovare tra [12] minut[oi]\./);
    expect(refused.html.slice(refused.html.indexOf("<main"), refused.html.indexOf("</main>"))).toContain('href="tel:800123456"');
    expect(linkTo(refused, "Torna indietro")).toBe(CLIENT_LOGIN);
    expect(heading(await browser.get(CLIENT_LOGIN))).toBe("Accedi");
  });
});
