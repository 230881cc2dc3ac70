import type { ServerBuild } from "react-router";
import { describe, expect, it } from "vitest";
import { matchedRouteId, routeIdOf } from "../../../server/route-match";

const build = {
  routes: {
    root: { id: "root", path: "" },
    "auth-client-login": { id: "auth-client-login", parentId: "root", path: "auth/client_login" },
    "routes/home": { id: "routes/home", parentId: "root", index: true },
    "routes/not-found": { id: "routes/not-found", parentId: "root", path: "*" },
  },
} as unknown as ServerBuild;

const url = (path: string) => new URL(path, "http://localhost");

describe("the route id of every request (metrics label, issue 22)", () => {
  it("is the route React Router runs, for pages, data requests and unknown paths alike", () => {
    expect(routeIdOf(build, url("/auth/client_login?client=x"))).toBe("auth-client-login");
    expect(routeIdOf(build, url("/auth/client_login.data"))).toBe("auth-client-login");
    expect(routeIdOf(build, url("/auth/client_login/"))).toBe("auth-client-login");
    expect(routeIdOf(build, url("/_root.data"))).toBe("routes/home");
    expect(routeIdOf(build, url("/mario.rossi@example.com"))).toBe("routes/not-found");
  });

  it("stays right past the number of paths it remembers", () => {
    for (let index = 0; index < 5_000; index += 1) {
      expect(routeIdOf(build, url(`/made-up-${index}`))).toBe("routes/not-found");
      if (index % 1000 === 0) expect(routeIdOf(build, url("/auth/client_login"))).toBe(matchedRouteId(build, url("/auth/client_login")));
    }
  });
});
