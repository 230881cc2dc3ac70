import { describe, expect, it } from "vitest";
import { upstreamSessionExpired } from "../../../app/flow/upstream-session";

describe("an expired upstream session (issue 25 item 3)", () => {
  it.each([
    ["a 401 inside a flow under way", { ok: false, call: "getMaskedPersonalData", error: { kind: "code", status: 401 } }, true, true],
    ["a 401 to a code posted inside a flow", { ok: false, call: "confirmPinSms", error: { kind: "code", status: 401 } }, true, true],
    ["a 401 with no flow under way: nothing expired", { ok: false, call: "getMaskedPersonalData", error: { kind: "code", status: 401 } }, false, false],
    ["a login's 401 is about its credentials", { ok: false, call: "login", error: { kind: "code", status: 401 } }, true, false],
    ["an SSO login's likewise", { ok: false, call: "sso", error: { kind: "code", status: 401 } }, true, false],
    ["another refusal", { ok: false, call: "confirmPinSms", error: { kind: "code", status: 400 } }, true, false],
    ["no answer at all (no status)", { ok: false, call: "confirmPinSms", error: { kind: "network" } }, true, false],
    ["a success", { ok: true, call: "getMaskedPersonalData" }, true, false],
  ])("%s", (_name, answer, flowUnderWay, expected) => {
    expect(upstreamSessionExpired(answer, flowUnderWay)).toBe(expected);
  });
});
