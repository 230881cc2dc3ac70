import type { AddressInfo } from "node:net";
import { afterEach, describe, expect, it } from "vitest";
import { postFloorServer } from "../../../scripts/bench/post-floor-server";
import { startStubUpstream, type StubUpstream } from "../../../scripts/bench/stub-upstream";
import { LANDING, postLogin } from "../../../scripts/bench/visitors";

// Decision 127: the floor is only a floor if each post makes the login's one upstream call and answers
// as the product does; a floor that answered without the call would flatter every figure beside it.
describe("the bench's login-post floor", () => {
  const closers: Array<() => Promise<void>> = [];
  afterEach(async () => {
    for (const close of closers.splice(0).reverse()) await close();
  });

  it("answers a login post with the upstream's redirect, after one upstream login call", async () => {
    const stub: StubUpstream = await startStubUpstream(5);
    closers.push(stub.close);
    const server = postFloorServer(`http://127.0.0.1:${stub.port}`);
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    closers.push(() => new Promise<void>((resolve) => (server.closeAllConnections(), server.close(() => resolve()))));
    const port = (server.address() as AddressInfo).port;

    const visitor = { cookies: new Map([["ar_session", "s"]]), csrf: "t" };
    const first = await postLogin(port, visitor, "mario.rossi@example.com");
    const second = await postLogin(port, visitor, "mario.rossi@example.com");

    expect(first.status).toBe(303);
    expect(first.headers.location).toBe(LANDING);
    expect(second.headers.location).toBe(LANDING);
    expect(stub.logins()).toBe(2);
  });
});
