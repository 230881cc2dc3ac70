import { describe, expect, it } from "vitest";
import { clientGone } from "../../../server/slow-clients";

/** Decision 133: which request errors are the client's leaving, logged at debug and never answered 500. */
describe("clientGone", () => {
  it.each(["ECONNRESET", "ECONNABORTED", "EPIPE", "ERR_STREAM_PREMATURE_CLOSE", "ERR_BODY_IDLE_TIMEOUT"])("%s is the client's doing", (code) => {
    expect(clientGone(Object.assign(new Error("aborted"), { code }))).toBe(code);
  });

  it.each([new Error("boom"), Object.assign(new Error("nope"), { code: "ENOENT" }), null, undefined, "text"])("%s is not", (error) => {
    expect(clientGone(error)).toBeNull();
  });
});
