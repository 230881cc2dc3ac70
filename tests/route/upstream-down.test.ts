import { describe, expect, it } from "vitest";
import { Browser, heading, pageText, withClient } from "./support/browser";
import { routeApp } from "./support/harness";
import { refusedUpstreamConnections } from "./support/upstream-socket";

// Issue 25 item 6: with the upstream down, a page's GET used to wait ~7 s (decision 014's retries at
// +0.5, +2.5 and +7 s) before the error page. Here nothing serves the upstream's address, so each
// connection is refused, and counted: how many tries a GET makes is its bound, with no clock read.
const app = routeApp({ UPSTREAM_API_URL: "http://upstream.test:8080" });

describe("the upstream down, on a page's GET (issue 25 item 6)", () => {
  it("gives up after three tries (+0.5 s, +2.5 s: decision 014's GET bound) and says our service cannot be reached", async () => {
    const browser = new Browser(app());
    const before = refusedUpstreamConnections();
    const page = await browser.get(withClient("/sign-up"));
    expect(refusedUpstreamConnections() - before).toBe(3);
    expect(page.status).toBe(303);
    expect(page.location).toBe(`${withClient("/feedback/network-error")}&cause=service`);
    const error = await browser.follow(page);
    expect(heading(error)).toBe("Servizio momentaneamente non disponibile");
    expect(pageText(error)).toContain(
      "Il nostro servizio non è raggiungibile in questo momento. Non dipende dalla tua connessione: riprova tra qualche istante.",
    );
  });
});

describe("the upstream down, on a post (issue 42 item 9)", () => {
  it("gives up within a page's bound too: three tries (+0.5 s, +2.5 s), not a fourth at +7 s, and the same page", async () => {
    const browser = new Browser(app());
    // The login's form asks nothing of the upstream: its token is the post's.
    const form = await browser.get(withClient("/auth/client_login"));
    expect(form.status).toBe(200);
    const before = refusedUpstreamConnections();
    const answer = await browser.post(withClient("/auth/client_login"), { username: "mario.rossi@example.com", prefix: "+39", password: "Parcheggio.2026" });
    expect(refusedUpstreamConnections() - before).toBe(3);
    expect(answer.status).toBe(303);
    expect(answer.location).toBe(`${withClient("/feedback/network-error")}&cause=service`);
    expect(heading(await browser.follow(answer))).toBe("Servizio momentaneamente non disponibile");
  });
});
