import { describe, expect, it } from "vitest";
import { data, UNSAFE_ErrorResponseImpl as ErrorResponse, type DataStrategyResult } from "react-router";
import { failedSubmit, keepFormOnFailure } from "../../../app/ui/failed-submit";

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

  it("turns a failed post into an action that answered nothing, with a status that stops the reload", async () => {
    const results = await keepFormOnFailure({ request: post() }, answering({ login: { type: "error", result: data(new TypeError("Failed to fetch")) } }));
    expect(results?.login).toEqual({ type: "data", result: expect.objectContaining({ data: undefined, init: { status: 503 } }) });
  });

  it.each([
    ["a proxy's 502", new ErrorResponse(502, "Bad Gateway", ""), 502],
    ["our action's own 500", data(new Error("Unexpected Server Error"), 500), 500],
  ])("keeps the status of %s", async (_, result, status) => {
    const results = await keepFormOnFailure({ request: post() }, answering({ login: { type: "error", result } }));
    expect(results?.login).toEqual({ type: "data", result: expect.objectContaining({ data: undefined, init: { status } }) });
  });

  it("leaves a refusal, an answer and a loading step as they are", async () => {
    const refusal = { login: { type: "error", result: new ErrorResponse(403, "Forbidden", "") } } as const;
    expect(await keepFormOnFailure({ request: post() }, answering(refusal))).toEqual(refusal);
    const answer = { login: { type: "data", result: { result: { status: "error" } } } } as const;
    expect(await keepFormOnFailure({ request: post() }, answering(answer))).toEqual(answer);
    expect(await keepFormOnFailure({ request: new Request("http://localhost/auth/client_login") }, answering(answer))).toBeUndefined();
  });
});
