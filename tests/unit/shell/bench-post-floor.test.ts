import type { Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterEach, describe, expect, it } from "vitest";
import { postFloorServer, stackFloorServer } from "../../../scripts/bench/post-floor-server";
import { ask } from "../../../scripts/bench/http";
import { startStubUpstream, type StubUpstream } from "../../../scripts/bench/stub-upstream";
import { LANDING, LOGIN_PATH, postLogin } from "../../../scripts/bench/visitors";

// Decisions 127 and 173: a floor is only a floor if each post makes the login's one upstream call and
// answers as the product does; a floor that answered without the call would flatter every figure beside it.
describe.each([
  ["bare node:http", postFloorServer],
  ["Express and React Router", stackFloorServer],
])("the bench's login-post floor, %s", (_name, floorServer) => {
  const closers: Array<() => Promise<void>> = [];
  afterEach(async () => {
    for (const close of closers.splice(0).reverse()) await close();
  });

  async function started(): Promise<{ stub: StubUpstream; port: number }> {
    const stub = await startStubUpstream(5);
    closers.push(stub.close);
    const server: Server = floorServer(`http://127.0.0.1:${stub.port}`);
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    closers.push(() => new Promise<void>((resolve) => (server.closeAllConnections(), server.close(() => resolve()))));
    return { stub, port: (server.address() as AddressInfo).port };
  }

  it("answers a login post with the upstream's redirect, after one upstream login call", async () => {
    const { stub, port } = await started();
    const visitor = { cookies: new Map([["ar_session", "s"]]), csrf: "t" };
    const first = await postLogin(port, visitor, "mario.rossi@example.com");
    const second = await postLogin(port, visitor, "mario.rossi@example.com");

    expect(first.status).toBe(303);
    expect(first.headers.location).toBe(LANDING);
    expect(second.headers.location).toBe(LANDING);
    expect(stub.logins()).toBe(2);
  });

  it("answers the readiness poll's GET without calling the upstream", async () => {
    const { stub, port } = await started();
    const reply = await ask({ port, path: LOGIN_PATH });
    expect(reply.status).toBe(200);
    expect(reply.body.toString("utf8")).toBe("floor");
    expect(stub.logins()).toBe(0);
  });
});
