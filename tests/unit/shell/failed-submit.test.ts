import { describe, expect, it } from "vitest";
import { data, UNSAFE_ErrorResponseImpl as ErrorResponse, type DataStrategyResult } from "react-router";
import { failedSubmit, keepFormOnFailure, lastPostFailure } from "../../../app/ui/shell/failed-submit";

describe("which failed posts keep the form (decision 142)", () => {
  it.each([
    ["the browser could not send it (fetch rejects)", new TypeError("Failed to fetch"), "network"],
    ["the same, as single fetch hands it over", data(new TypeError("Failed to fetch")), "network"],
    ["a proxy's 502 page", new ErrorResponse(502, "Bad Gateway", "<h1>Bad Gateway</h1>"), "server"],
    ["a 500", new ErrorResponse(500, "Internal Server Error", ""), "server"],
    ["a 503", new ErrorResponse(503, "Service Unavailable", ""), "server"],
    ["a 504", new ErrorResponse(504, "Gateway Timeout", ""), "server"],
    ["an error our action threw (sanitized 500)", data(new Error("Unexpected Server Error"), 500), "server"],
    ["an answer cut off before it could be read", new Error("Unable to decode turbo-stream response"), "server"],
  ])("%s → %s", (_, error, kind) => {
    expect(failedSubmit(error)).toBe(kind);
  });

  it.each([
    ["a 403 refusal", new ErrorResponse(403, "Forbidden", "")],
    ["a 413", new ErrorResponse(413, "Payload Too Large", "")],
    ["a 429", new ErrorResponse(429, "Too Many Requests", "3")],
    ["a 404", new ErrorResponse(404, "Not Found", "")],
    ["a thrown Response (a redirect)", new Response(null, { status: 302, headers: { Location: "/" } })],
    ["nothing", undefined],
    ["an answer", data({ result: { status: "error" } }, 400)],
  ])("%s keeps its own page", (_, error) => {
    expect(failedSubmit(error)).toBeNull();
  });
});

describe("the root's client middleware", () => {
  const post = () => new Request("http://localhost/auth/client_login?client=x", { method: "POST", body: new URLSearchParams({ username: "mario" }) });
  const answering = (results: Record<string, DataStrategyResult>) => () => Promise.resolve(results);

  it.each([
    ["a post that never left", data(new TypeError("Failed to fetch")), "network"],
    ["a proxy's 502", new ErrorResponse(502, "Bad Gateway", ""), "server"],
    ["our action's own 500", data(new Error("Unexpected Server Error"), 500), "server"],
  ])("turns %s into an action that answered nothing, with a status that stops the reload", async (_, result, kind) => {
    const results = await keepFormOnFailure({ request: post() }, answering({ login: { type: "error", result } }));
    expect(results?.login).toEqual({ type: "data", result: expect.objectContaining({ data: undefined, init: { status: 500 } }) });
    expect(lastPostFailure()).toBe(kind);
  });

  it("leaves a refusal and an answer as they are, and forgets the failure before", async () => {
    await keepFormOnFailure({ request: post() }, answering({ login: { type: "error", result: data(new TypeError("Failed to fetch")) } }));
    const refusal = { login: { type: "error", result: new ErrorResponse(403, "Forbidden", "") } } as const;
    expect(await keepFormOnFailure({ request: post() }, answering(refusal))).toEqual(refusal);
    expect(lastPostFailure()).toBeNull();
    const answer = { login: { type: "data", result: { result: { status: "error" } } } } as const;
    expect(await keepFormOnFailure({ request: post() }, answering(answer))).toEqual(answer);
  });

  it("leaves page loads to the router: a failed load is no form's business", async () => {
    const failedLoad = { root: { type: "error", result: new TypeError("Failed to fetch") } } as const;
    expect(await keepFormOnFailure({ request: new Request("http://localhost/sign-up") }, answering(failedLoad))).toBeUndefined();
  });

  it("leaves a post the router abandoned for another navigation", async () => {
    const controller = new AbortController();
    const request = new Request("http://localhost/sign-up", { method: "POST", body: "", signal: controller.signal });
    const failed = { login: { type: "error", result: new TypeError("Failed to fetch") } } as const;
    const results = await keepFormOnFailure({ request }, () => {
      controller.abort();
      return Promise.resolve(failed);
    });
    expect(results).toEqual(failed);
    expect(lastPostFailure()).toBeNull();
  });
});
