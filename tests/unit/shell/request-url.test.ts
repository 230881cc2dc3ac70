import { describe, expect, it } from "vitest";
import { urlOf } from "../../../app/request-url";
import config from "../../../react-router.config";

const at = (url: string) => urlOf(new Request(url)).href;

// Decision 158: with pass-through requests the routes read the URL React Router's per-handler copies
// had (its stripIndexParam and stripRoutesParam, and the single-fetch handler URL).
describe("the URL a route reads (urlOf)", () => {
  it("is on with the future flag it stands in for", () => {
    expect(config.future?.v8_passThroughRequests).toBe(true);
  });

  it("leaves a document request's URL as it was", () => {
    expect(at("http://h/auth/client_login?client=parcheggi-web&redirect=https%3A%2F%2Fp.example.it%2F")).toBe(
      "http://h/auth/client_login?client=parcheggi-web&redirect=https%3A%2F%2Fp.example.it%2F",
    );
    expect(at("http://h/feedback/404")).toBe("http://h/feedback/404");
  });

  it("serialises the query as URLSearchParams does, as React Router's copies did", () => {
    expect(at("http://h/sign-up/search?q=via%20Roma&x=a/b")).toBe("http://h/sign-up/search?q=via+Roma&x=a%2Fb");
  });

  it("drops a single-fetch request's .data suffix and _routes", () => {
    expect(at("http://h/auth/client_login.data?client=c&redirect=r&_routes=routes%2Fauth%2Flogin")).toBe("http://h/auth/client_login?client=c&redirect=r");
    expect(at("http://h/_root.data?client=c")).toBe("http://h/?client=c");
  });

  it("drops an index route's empty index parameter and keeps one with a value", () => {
    expect(at("http://h/auth?index&client=c")).toBe("http://h/auth?client=c");
    expect(at("http://h/auth?index=&client=c")).toBe("http://h/auth?client=c");
    expect(at("http://h/auth?index=1&client=c")).toBe("http://h/auth?client=c&index=1");
  });
});
