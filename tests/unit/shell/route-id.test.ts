import type { ServerBuild } from "react-router";
import { describe, expect, it } from "vitest";
import { routeIdOfPattern } from "../../../server/route-labels";

const build = {
  routes: {
    root: { id: "root", path: "" },
    "auth-client-login": { id: "auth-client-login", parentId: "root", path: "auth/client_login" },
    "routes/home": { id: "routes/home", parentId: "root", index: true },
    "routes/feedback/index": { id: "routes/feedback/index", parentId: "root", path: "feedback", index: true },
    "routes/not-found": { id: "routes/not-found", parentId: "root", path: "*" },
  },
} as unknown as ServerBuild;

describe("the route id of every request (metrics label, issue 22), from the pattern React Router matched", () => {
  it.each([
    // As React Router reports it: the matched paths joined, without a leading slash.
    ["auth/client_login", "auth-client-login"],
    ["/auth/client_login", "auth-client-login"],
    // The root and the home page share "/": the page is the deeper one.
    ["/", "routes/home"],
    ["feedback", "routes/feedback/index"],
    ["*", "routes/not-found"],
  ])("%s is %s", async (pattern, id) => {
    expect(await routeIdOfPattern(build, pattern)).toBe(id);
  });

  it("names no route for a request that never reached one", async () => {
    expect(await routeIdOfPattern(build, undefined)).toBeUndefined();
    expect(await routeIdOfPattern(build, "/auth/unknown")).toBeUndefined();
  });
});
