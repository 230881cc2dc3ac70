import path from "node:path";
import { expect, test, type APIRequestContext } from "@playwright/test";
import { assetWeight } from "../../scripts/js-weight";
import { CLIENT_QUERY } from "./support/login";
import { Status } from "./support/session";

// Issue 13's first-load JavaScript (decision 110): the served HTML names every file a first visit
// loads, and the built files are weighed as the issue does (gzip -9, 1 KB = 1000 bytes). The suite
// runs on a fresh build (`npm run test:e2e` builds first), so the weights are this code's.
const CLIENT_DIR = path.resolve("build/client");

async function pageAt(request: APIRequestContext, url: string, status?: number): Promise<string> {
  if (status !== undefined) await request.get(`/__test/session?${new URLSearchParams({ status: String(status), temporaryBlockSeconds: "60", next: "/" })}`);
  const response = await request.get(url);
  expect(response.status(), url).toBe(200);
  return response.text();
}

const plainPages: Array<[string, number?]> = [
  ["/feedback/success"],
  ["/feedback/failure?client=parcheggi-web"],
  ["/feedback/network-error"],
  ["/feedback/generic-error"],
  ["/feedback/404"],
  ["/no/such/page"],
  ["/feedback/no-cookies"],
  ["/reset-password/feedback/success"],
  ["/account/blocked", Status.blocked],
  ["/account/inactive", Status.inactive],
  ["/account/closing", Status.closing],
  ["/account/active", Status.active],
  ["/account/closed", Status.closed],
  ["/account/unconfirmed", Status.unconfirmed],
  ["/account/temporary-blocked", Status.temporaryBlocked],
];

for (const [url, status] of plainPages) {
  test(`${url} loads no JavaScript file`, async ({ request }) => {
    const html = await pageAt(request, url, status);
    expect(assetWeight(html, CLIENT_DIR).files.filter((file) => file.endsWith(".js"))).toEqual([]);
    expect(html).not.toContain("__reactRouter");
    // What inline script there is stays small: a cookie check, a countdown.
    const inline = [...html.matchAll(/<script\b[^>]*>([\s\S]*?)<\/script>/g)].map((match) => match[1]!).join("");
    expect(inline.length).toBeLessThan(1500);
  });
}

// Issue 13's target for form pages is 115 KB (decisions 112-114). Each form page may not grow back
// past its weight after decision 114 (our own form hook, the prefix list read from the page, the shell
// in the framework chunk), plus 1 KB: 114.6, 113.6 and 121.4 KB when set; sign-up 119.7 KB since its
// invoicing section loads only where it shows; 113.8, 112.9 and 117.8 KB since the pure router
// components, the React facades and sign-up's copy split (decision 114, later); 112.4, 111.5 and
// 115.4 KB since the lean preload helper, the router's dead instrumentation branches and sign-up's
// parts loaded apart (decision 114, later still); 112.9, 112.1 and 114.9 KB since the consent list and
// the password rules joined the framework chunk. Sign-up's ceiling was then the budget itself; issue 21 took it
// 0.2 KB past it (decision 145) until issue 23 replaces this measure.
const formPages: Array<[string, number]> = [
  [`/auth/client_login?${CLIENT_QUERY}`, 113_900],
  [`/reset-password?${CLIENT_QUERY}`, 113_100],
  [`/sign-up?${CLIENT_QUERY}`, 115_300],
];

for (const [url, ceiling] of formPages) {
  test(`${url.split("?")[0]} loads at most ${ceiling / 1000} KB of JavaScript (gzip)`, async ({ request }) => {
    const { js } = assetWeight(await pageAt(request, url), CLIENT_DIR);
    expect(js).toBeLessThanOrEqual(ceiling);
  });
}
