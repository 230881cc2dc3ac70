import { createRequestHandler, RouterContextProvider } from "react-router";
import { describe, expect, it } from "vitest";
import { Browser, heading, PASSWORD, withClient } from "./support/browser";
import { ORIGIN, routeApp, type RouteApp } from "./support/harness";

const app = routeApp();
const CLIENT_LOGIN = withClient("/auth/client_login");

/**
 * Issue 40: the application makes its own request context, so React Router alone serves it as our
 * server does (`react-router dev`): no Express in front, nothing lent in the load context.
 */
function servedByReactRouterAlone(): RouteApp {
  const handler = createRequestHandler(app().build, "production");
  return {
    ...app(),
    fetch: (path, init = {}) =>
      handler(new Request(new URL(path, ORIGIN), { method: init.method ?? "GET", headers: init.headers, body: init.body }), new RouterContextProvider()),
  };
}

describe("served by React Router alone (react-router dev)", () => {
  it("the login page carries this browser's token, and a demo login posts through to the client's redirect", async () => {
    const browser = new Browser(servedByReactRouterAlone());
    const page = await browser.get(CLIENT_LOGIN);
    expect(page.status).toBe(200);
    expect(heading(page)).toBe("Accedi");
    expect([...browser.cookies.keys()]).toEqual(expect.arrayContaining(["ar_session", "ar_csrf"]));
    const answer = await browser.post(CLIENT_LOGIN, { username: "mario.rossi@example.com", prefix: "+39", password: PASSWORD });
    expect(answer.status).toBe(303);
    expect(answer.location).toBe("https://parcheggi.example.it/");
  });

  it("a token from another browser's page is refused: the form is shown again, nothing done", async () => {
    const other = new Browser(servedByReactRouterAlone());
    await other.get(CLIENT_LOGIN);
    const token = /name="csrf"[^>]*value="([^"]+)"/.exec((await other.get(CLIENT_LOGIN)).html)![1]!;
    const browser = new Browser(servedByReactRouterAlone());
    await browser.get(CLIENT_LOGIN);
    const answer = await browser.post(CLIENT_LOGIN, { username: "mario.rossi@example.com", prefix: "+39", password: PASSWORD }, { csrf: token });
    expect(answer.status).toBe(403);
    expect(heading(answer)).toBe("Accedi");
  });
});
