import { describe, expect, it } from "vitest";
import { meteredUpstream, smsWasSent } from "../../../app/actions/metered.server";
import type { RequestContext } from "../../../app/request-context";
import type { ScreenPolicy } from "../../../app/screen-policy";
import type { UpstreamClient, UpstreamResult } from "../../../app/upstream/client.server";
import { UpstreamCodeError } from "../../../app/upstream/errors.server";
import { limits } from "../support/limits";

const actionRequired = (call: string, action: string) =>
  ({ ok: false, call, setCookies: [], error: new UpstreamCodeError(200, { Success: false, CodeError: "ACTION_REQUIRED", ActionRequired: action } as never) }) as unknown as UpstreamResult;
const refused = (call: string, code: string) =>
  ({ ok: false, call, setCookies: [], error: new UpstreamCodeError(200, { Success: false, CodeError: code } as never) }) as unknown as UpstreamResult;
/** needConfirmPhone as the upstream answers it after the right password: the account's fields named. */
const needConfirmPhone = (call: string) =>
  ({
    ok: false,
    call,
    setCookies: [],
    error: new UpstreamCodeError(200, { Success: false, CodeError: "ACTION_REQUIRED", ActionRequired: "needConfirmPhone", Email: "paolo.gallo@example.com", PhonePrefix: "+39", PhoneNumber: "3401234571" } as never),
  }) as unknown as UpstreamResult;
/** A refusal that names fields anyway: only ACTION_REQUIRED may link them. */
const refusedNaming = (call: string, code: string) =>
  ({ ok: false, call, setCookies: [], error: new UpstreamCodeError(200, { Success: false, CodeError: code, Email: "paolo.gallo@example.com", PhonePrefix: "+39", PhoneNumber: "3401234571" } as never) }) as unknown as UpstreamResult;
const ok = (call: string, data: Record<string, unknown> = {}) => ({ ok: true, call, setCookies: [], data: { Success: true, ...data } }) as unknown as UpstreamResult;

/** An upstream whose every call answers `answer`, recording the payloads it was sent. */
function fakeUpstream(answer: (call: string) => UpstreamResult) {
  const sent: { call: string; input: unknown }[] = [];
  const names = ["login", "sso", "registerAccount", "changeRegistrationCellAndSendSms", "resendSms", "checkPhone", "resetPassword"];
  const client = Object.fromEntries(names.map((call) => [call, async (_ctx: unknown, input: unknown) => (sent.push({ call, input }), answer(call))]));
  return { client: client as unknown as UpstreamClient, sent };
}

function contextFor(screen: ScreenPolicy, options: Parameters<typeof limits>[0] = {}, ip = "10.0.0.1") {
  const { throttleFor } = limits(options);
  return { screen, throttle: throttleFor(ip, "r") } as Pick<RequestContext, "screen" | "throttle" | "refusal">;
}

const session = { data: { state: { mobileCountryCode: "+39", mobileNumber: "3401234571" } }, existed: true };

describe("whether the upstream sent an SMS", () => {
  it.each([
    [actionRequired("login", "needConfirmPhone"), true],
    [actionRequired("login", "NEED_CONFIRM_PHONE"), true],
    [actionRequired("registerAccount", "needThinRegistrationConfirmPhone"), true],
    [actionRequired("login", "needAcceptRequiredConsents"), false],
    [refused("login", "WRONG_CREDENTIALS"), false],
    [ok("login"), false],
    [ok("resendSms"), true],
    [ok("checkPhone", { IsOTPGenerated: false }), false],
    [refused("resendSms", "OTP_REQUEST_BLOCKED"), false],
  ])("%#", (result, sent) => expect(smsWasSent(result)).toBe(sent));
});

describe("the metered upstream (issue 20 item 2)", () => {
  it("locks a login by what goes upstream, and refuses with the login's own refusal", async () => {
    const { client } = fakeUpstream((call) => refused(call, "WRONG_CREDENTIALS"));
    const context = contextFor({ bucket: "strict", login: true, sms: "account" }, { failuresPerAccountAndIp: 2 });
    const metered = meteredUpstream(client, context, session);
    await metered.login({ cookies: null }, { Prefix: "+39", Mobile: "3401234567", Password: "x" } as never);
    await metered.login({ cookies: null }, { Prefix: "+0039", Mobile: "3401234567", Password: "x" } as never);
    await expect(metered.login({ cookies: null }, { Prefix: "+39", Mobile: "3401234567", Password: "x" } as never)).rejects.toMatchObject({ init: { status: 429 } });
    expect(context.refusal).toMatchObject({ kind: "loginLocked" });
  });

  it("a login's SMS counts on the number the upstream names; once it is spent, that credential is refused before the upstream is asked", async () => {
    const { client, sent } = fakeUpstream((call) => needConfirmPhone(call));
    const context = contextFor({ bucket: "strict", login: true, sms: "account" }, { smsPerNumberPerHour: 2 });
    const metered = meteredUpstream(client, context, session);
    expect((await metered.login({ cookies: null }, { Username: "paolo.gallo@example.com" } as never)).ok).toBe(false);
    expect((await metered.login({ cookies: null }, { Username: "Paolo.Gallo@example.com " } as never)).ok).toBe(false);
    await expect(metered.login({ cookies: null }, { Username: "paolo.gallo@example.com" } as never)).rejects.toMatchObject({ init: { status: 429 } });
    expect(context.refusal).toMatchObject({ kind: "smsCappedNumber" });
    // The mobile the upstream named is the same account: refused too, and the upstream was asked twice only.
    await expect(metered.login({ cookies: null }, { Prefix: "+39", Mobile: "340 123 4571" } as never)).rejects.toMatchObject({ init: { status: 429 } });
    expect(sent).toHaveLength(2);
    // The number's cap is the one every other screen spends.
    expect(await context.throttle.spendSms("+393401234571")).toMatchObject({ limit: "number" });
  });

  it("a login's SMS spends the address's cap, and a spent address cap refuses that credential's next login", async () => {
    const { client, sent } = fakeUpstream((call) => needConfirmPhone(call));
    const context = contextFor({ bucket: "strict", login: true, sms: "account" }, { smsPerIpPerHour: 1 });
    const metered = meteredUpstream(client, context, session);
    await metered.login({ cookies: null }, { Username: "paolo.gallo@example.com" } as never);
    await expect(metered.login({ cookies: null }, { Username: "paolo.gallo@example.com" } as never)).rejects.toMatchObject({ init: { status: 429 } });
    expect(context.refusal).toMatchObject({ kind: "smsCappedAddress" });
    expect(sent).toHaveLength(1);
  });

  it("a credential never known to lead to an SMS is not refused for a spent cap", async () => {
    const { client, sent } = fakeUpstream((call) => refused(call, "WRONG_CREDENTIALS"));
    const context = contextFor({ bucket: "strict", login: true, sms: "account" }, { smsPerIpPerHour: 1 });
    expect(await context.throttle.spendSms("+393400000000")).toBeNull();
    await meteredUpstream(client, context, session).login({ cookies: null }, { Username: "mario.rossi@example.com" } as never);
    expect(sent).toHaveLength(1);
  });

  it("once the upstream named an account's e-mail and mobile, a failure with either counts for both", async () => {
    let answer = needConfirmPhone("login");
    const { client, sent } = fakeUpstream(() => answer);
    const context = contextFor({ bucket: "strict", login: true, sms: "account" }, { failuresPerAccountAndIp: 3 });
    const metered = meteredUpstream(client, context, session);
    await metered.login({ cookies: null }, { Prefix: "+39", Mobile: "3401234571" } as never);
    answer = refused("login", "WRONG_CREDENTIALS");
    await metered.login({ cookies: null }, { Username: "paolo.gallo@example.com" } as never);
    await metered.login({ cookies: null }, { Prefix: "+39", Mobile: "3401234571" } as never);
    await metered.login({ cookies: null }, { Username: "PAOLO.GALLO@example.com" } as never);
    await expect(metered.login({ cookies: null }, { Prefix: "+0039", Mobile: "340-123-4571" } as never)).rejects.toMatchObject({ init: { status: 429 } });
    await expect(metered.login({ cookies: null }, { Username: "paolo.gallo@example.com" } as never)).rejects.toMatchObject({ init: { status: 429 } });
    expect(context.refusal).toMatchObject({ kind: "loginLocked" });
    expect(sent).toHaveLength(4);
  });

  it("a wrong password names nothing to link: another account's failures never lock this one", async () => {
    const { client } = fakeUpstream(() => refusedNaming("login", "WRONG_CREDENTIALS"));
    const context = contextFor({ bucket: "strict", login: true, sms: "account" }, { failuresPerAccountAndIp: 2 });
    const metered = meteredUpstream(client, context, session);
    await metered.login({ cookies: null }, { Username: "mallory@example.com" } as never);
    await metered.login({ cookies: null }, { Username: "mallory@example.com" } as never);
    expect(await context.throttle.loginLocked("e:paolo.gallo@example.com")).toBeNull();
  });

  it("spends an SMS on the number in the payload, however spelled, and refunds it when nothing was sent", async () => {
    let answer = ok("changeRegistrationCellAndSendSms");
    const { client } = fakeUpstream(() => answer);
    const context = contextFor({ bucket: "strict", sms: "typed" }, { smsPerNumberPerHour: 1 });
    const metered = meteredUpstream(client, context, session);
    answer = refused("changeRegistrationCellAndSendSms", "CHANGE_SAME_PHONE_ERROR");
    await metered.changeRegistrationCellAndSendSms({ cookies: null }, { Prefix: "+39", Cell: "3401112222" } as never);
    answer = ok("changeRegistrationCellAndSendSms");
    await metered.changeRegistrationCellAndSendSms({ cookies: null }, { Prefix: "+39", Cell: "340 111 2222" } as never);
    await expect(metered.changeRegistrationCellAndSendSms({ cookies: null }, { Prefix: "+0039", Cell: "340/111/2222" } as never)).rejects.toMatchObject({
      init: { status: 429 },
    });
    expect(context.refusal).toMatchObject({ kind: "smsCappedNumber" });
  });

  it("a resend spends on the number the session holds", async () => {
    const { client } = fakeUpstream((call) => ok(call));
    const context = contextFor({ bucket: "strict", sms: "session" }, { smsPerNumberPerHour: 1 });
    const metered = meteredUpstream(client, context, session);
    await metered.resendSms({ cookies: null });
    expect(await context.throttle.spendSms("+393401234571")).toMatchObject({ limit: "number" });
  });

  it("a screen that reaches an SMS or a login it did not declare throws, before the upstream is asked", async () => {
    const { client, sent } = fakeUpstream((call) => ok(call));
    const metered = meteredUpstream(client, contextFor({ bucket: "strict" }), session);
    await expect(metered.resendSms({ cookies: null })).rejects.toThrow(/does not declare/);
    await expect(metered.login({ cookies: null }, { Username: "a@example.com" } as never)).rejects.toThrow(/not declared a login/);
    expect(sent).toEqual([]);
    await metered.resetPassword({ cookies: null }, { Email: "a@example.com" } as never);
    expect(sent.map((entry) => entry.call)).toEqual(["resetPassword"]);
  });

  it("counters that cannot be read refuse the post with 503", async () => {
    const { client } = fakeUpstream((call) => ok(call));
    const context = contextFor({ bucket: "strict", sms: "typed" });
    context.throttle.spendSms = () => Promise.reject(new Error("redis down"));
    await expect(meteredUpstream(client, context, session).checkPhone({ cookies: null }, { Phone: { PhonePrefixes: "+39", PhoneNumber: "3355550000" } } as never)).rejects.toMatchObject({
      init: { status: 503 },
    });
    expect(context.refusal).toEqual({ kind: "unavailable" });
  });
});
