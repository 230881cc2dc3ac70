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
