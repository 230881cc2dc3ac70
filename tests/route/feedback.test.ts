import { describe, expect, it } from "vitest";
import { AccountStatus } from "../../app/flow/account-status";
import { Browser, CLIENT_QUERY, decode, heading, linkTo, pageText, withClient } from "./support/browser";
import { routeApp } from "./support/harness";

const app = routeApp();

const SR = `sr=${encodeURIComponent("https://parcheggi.example.it/benvenuto")}`;

// Spec §2, feedback area: a title and description from the route data; a redirect button with `sr`,
// else a back-to-login button when the query names a login.
const PAGES = [
  { path: "/feedback/success", title: "Operazione completata", says: "L'operazione è andata a buon fine." },
  { path: "/feedback/failure", title: "Operazione non riuscita", says: "Non è stato possibile completare l'operazione." },
  { path: "/feedback/network-error", title: "Si è verificato un errore", says: "Controlla la connessione a internet" },
  { path: "/feedback/generic-error", title: "Si è verificato un errore", says: "Chiudi l'applicazione e riprova" },
  { path: "/feedback/404", title: "Pagina non trovata", says: "La pagina non esiste o è stata rimossa" },
  { path: "/reset-password/feedback/success", title: "Controlla la tua e-mail", says: "" },
  { path: "/sign-up/feedback/success", title: "Registrazione completata", says: "" },
  { path: "/sign-up-finalization/feedback/success", title: "Registrazione completata", says: "" },
];

describe.each(PAGES)("$path", ({ path, title, says }) => {
  it(`shows “${title}”, and with sr a button to it`, async () => {
    const page = await new Browser(app()).get(`${path}?${SR}`);
    expect(page.status).toBe(200);
    expect(heading(page)).toBe(title);
    expect(pageText(page)).toContain(says);
    expect(linkTo(page, "Continua")).toBe("https://parcheggi.example.it/benvenuto");
    expect(linkTo(page, "Torna al login")).toBeNull();
  });

  it("with the client's query and no sr: back to the login", async () => {
    const page = await new Browser(app()).get(withClient(path));
    expect(linkTo(page, "Torna al login")).toBe(withClient("/auth/client_login"));
    expect(linkTo(page, "Continua")).toBeNull();
  });

  it("an sr off the allow-list is dropped, never offered (design §7)", async () => {
    const page = await new Browser(app()).get(`${path}?sr=${encodeURIComponent("https://evil.example/")}`);
    expect(page.status).toBe(200);
    expect(page.html).not.toContain("evil.example");
  });
});

// Issue 41: was e2e feedback.spec.ts and success-pages.spec.ts.
describe("where the feedback pages lead", () => {
  it.each(["/feedback/success", "/feedback/failure", "/feedback/network-error", "/feedback/generic-error", "/feedback/404"])(
    "%s without a query: titled, no back-to-login (no login to go back to)",
    async (path) => {
      const page = await new Browser(app()).get(path);
      expect(page.status).toBe(200);
      expect(/<title>([^<]*)<\/title>/.exec(page.html)?.[1]).toBe(`Area Riservata - ${heading(page)}`);
      expect(linkTo(page, "Torna al login")).toBeNull();
    },
  );

  it("generic-error offers a tap-to-call helpline in the card", async () => {
    const page = await new Browser(app()).get("/feedback/generic-error");
    expect(page.html.slice(page.html.indexOf("<main"), page.html.indexOf("</main>"))).toContain('href="tel:800123456"');
  });

  it("a returnUrl leads back to the single-sign-on login; a redirect without client to no login", async () => {
    const query = `returnUrl=${encodeURIComponent("https://parcheggi.example.it/sso")}`;
    expect(linkTo(await new Browser(app()).get(`/feedback/failure?${query}`), "Torna al login")).toBe(`/auth/sso-login?${query}`);
    const page = await new Browser(app()).get(`/feedback/failure?redirect=${encodeURIComponent("https://parcheggi.example.it/")}`);
    expect(heading(page)).toBe("Operazione non riuscita");
    expect(linkTo(page, "Torna al login")).toBeNull();
  });

  it.each(["https://evil.example/", "//evil.example", "javascript:alert(1)", "https://parcheggi.example.it@evil.example/"])(
    "a hostile sr (%s) is never a link",
    async (hostile) => {
      const page = await new Browser(app()).get(`/feedback/success?sr=${encodeURIComponent(hostile)}`);
      expect(heading(page)).toBe("Operazione completata");
      expect(linkTo(page, "Continua")).toBeNull();
      expect(page.html).not.toContain('evil.example"');
    },
  );

  // Issue 25 item 6: a success page reached without sr nor a login's query is no dead end.
  it.each(["/sign-up/feedback/success", "/sign-up-finalization/feedback/success"])("%s without sr or a login's query offers the parking site", async (path) => {
    const page = await new Browser(app()).get(path);
    expect(heading(page)).toBe("Registrazione completata");
    expect(linkTo(page, "Vai al sito dei parcheggi")).toBe("https://parcheggi.example.it/");
    expect(linkTo(page, "Continua")).toBeNull();
  });
});

describe("paths that are no page", () => {
  it.each([
    ["/feedback", "/feedback/404"],
    [`/feedback?${CLIENT_QUERY}`, withClient("/feedback/404")],
    ["/404", "/feedback/404"],
    [`/nessuna/pagina?${CLIENT_QUERY}`, withClient("/feedback/404")],
  ])("GET %s redirects to %s (spec §2)", async (path, location) => {
    const page = await new Browser(app()).get(path);
    expect(page.status).toBe(302);
    expect(page.location).toBe(location);
  });

  it("a post to an unknown path goes to the 404 page too, 303", async () => {
    const browser = new Browser(app());
    await browser.get(withClient("/auth/client_login"));
    const page = await browser.post(withClient("/nessuna/pagina"), { anything: "x" });
    expect(page.status).toBe(303);
    expect(page.location).toBe(withClient("/feedback/404"));
  });

  it.each(["/nessuna/pagina", "/404", "/feedback", "/feedback/", "/account/nowhere/deeper"])("%s: the 404 page says so", async (path) => {
    const page = await new Browser(app()).open(path);
    expect(page.path).toBe("/feedback/404");
    expect(heading(page)).toBe("Pagina non trovata");
    expect(pageText(page)).toContain("La pagina non esiste o è stata rimossa");
  });

  it("the 404 page keeps the query for its back-to-login button", async () => {
    const page = await new Browser(app()).open(`/nessuna/pagina?${CLIENT_QUERY}`);
    expect(page.path).toBe(withClient("/feedback/404"));
    expect(linkTo(page, "Torna al login")).toBe(withClient("/auth/client_login"));
  });
});

describe("/feedback/no-cookies", () => {
  it("without cookies: the page, and a reload in 3 s that counts its checks (spec §9, decision 093)", async () => {
    const page = await new Browser(app()).get(`/feedback/no-cookies?${CLIENT_QUERY}`);
    expect(page.status).toBe(200);
    expect(heading(page)).toBe("Ops! Cookie disabilitati");
    const refresh = /<meta http-equiv="refresh" content="([^"]*)"/.exec(page.html)?.[1];
    expect(decode(refresh ?? "")).toBe(`3; url=/feedback/no-cookies?${CLIENT_QUERY}&check=1`);
    expect(linkTo(page, "Riprova")).toBe(`/feedback/no-cookies?${CLIENT_QUERY}`);
  });

  it("after three checks it stops reloading and waits for “Riprova”", async () => {
    const page = await new Browser(app()).get("/feedback/no-cookies?check=3");
    expect(pageText(page)).toContain("I cookie risultano ancora disabilitati.");
    expect(page.html).not.toContain('http-equiv="refresh"');
  });

  it("with the cookie now arriving: back to the login the query names", async () => {
    const browser = new Browser(app());
    await browser.get("/feedback/404");
    const page = await browser.get(`/feedback/no-cookies?${CLIENT_QUERY}&check=2`);
    expect(page.status).toBe(302);
    expect(page.location).toBe(withClient("/auth/client_login"));
  });

  it("with the cookie now arriving and a page of ours it came from: back there", async () => {
    const browser = new Browser(app());
    await browser.get("/feedback/404");
    const page = await browser.get("/feedback/no-cookies", { referer: `http://localhost:3999/reset-password?${CLIENT_QUERY}` });
    expect(page.location).toBe(withClient("/reset-password"));
  });
});

describe("/__test/session (Dev and Test only)", () => {
  it("puts the session in a state and goes to a same-origin next", async () => {
    const browser = new Browser(app());
    const answer = await browser.session({ status: AccountStatus.blocked }, withClient("/account/blocked"));
    expect(answer.status).toBe(302);
    expect(answer.location).toBe(withClient("/account/blocked"));
    expect(heading(await browser.follow(answer))).toBe("Account bloccato");
  });

  it("never leaves the site: an absolute next goes to /", async () => {
    const answer = await new Browser(app()).session({}, "https://evil.example/");
    expect(answer.location).toBe("/");
  });

  it("a loader failure shows the error page, not the stack", async () => {
    const page = await new Browser(app()).get("/__test/session?explode");
    expect(page.status).toBe(500);
    expect(pageText(page)).toContain("Si è verificato un errore");
    expect(page.html).not.toContain("secret stack trace");
  });

  it("a post without ?explode is a 404; with it, a 500 that quotes nothing typed", async () => {
    const browser = new Browser(app());
    await browser.get(withClient("/auth/client_login"));
    expect((await browser.post("/__test/session", { username: "u" })).status).toBe(404);
    const page = await browser.post("/__test/session?explode", { username: "mario.rossi@example.com", password: "Segreta.2026" });
    expect(page.status).toBe(500);
    expect(page.html).not.toContain("Segreta.2026");
  });
});

describe("/__test/clock (Dev and Test only, decision 152)", () => {
  const offsetOf = (page: { html: string }) => (JSON.parse(page.html) as { offsetSeconds: number }).offsetSeconds;

  it("moves the server's time forward, never back, and opens a same-origin next", async () => {
    const browser = new Browser(app());
    const before = offsetOf(await browser.get("/__test/clock"));
    const moved = await browser.get("/__test/clock?advance=61");
    expect(offsetOf(moved)).toBeCloseTo(before + 61, 0);
    for (const advance of ["-5", "0", "soon", String(2 * 24 * 60 * 60)]) {
      expect((await browser.get(`/__test/clock?advance=${advance}`)).status, advance).toBe(400);
    }
    expect(offsetOf(await browser.get("/__test/clock"))).toBeCloseTo(before + 61, 0);
    const next = await browser.get("/__test/clock?next=https://evil.example/");
    expect(next.location).toBe("/");
  });
});

