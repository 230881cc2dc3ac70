import { describe, expect, it } from "vitest";
import { AccountStatus, decide, successRedirect } from "../../../app/flow/index";
import { clientQuery, now, success } from "./outcomes";

const url = "https://parcheggi.example.it/area";

describe("successful response with a redirect URL (spec §4, decision 015)", () => {
  it.each([
    ["fs set → sign-up success page with the URL", "/pending-operation/confirm-email", { ...clientQuery, fs: "1" }, { path: "/sign-up/feedback/success", query: { sr: url } }],
    [
      "fsf set → sign-up-finalization success page with the URL",
      "/sign-up-finalization/set-password",
      { ...clientQuery, fsf: "1" },
      { path: "/sign-up-finalization/feedback/success", query: { sr: url } },
    ],
    ["neither → the browser goes to the URL", "/x", clientQuery, { external: url }],
  ])("%s", (_name, route, query, expected) => {
    expect(successRedirect(url, query)).toEqual(expected);
    // Issue 12: the flags count only on the steps that set them (decision 091), hence a route that does.
    expect(decide(success("acceptConsents", { Success: true, UrlRedirect: url }), { route, query, now })).toEqual({
      redirect: expected,
    });
  });

  it.each([["0"], ["false"], [""]])("a flag valued %j is not set", (value) => {
    expect(successRedirect(url, { fs: value })).toEqual({ external: url });
  });

  // Issue 25 item 5, decision 157: confirm-email's success page says that an e-mail was confirmed.
  it.each([
    ["confirm-email with fs → the sign-up success page, naming the e-mail confirmed", "confirmEmail", { ...clientQuery, fs: "1" }, { path: "/sign-up/feedback/success", query: { sr: url, done: "email" } }],
    ["confirm-email without fs → the browser goes to the URL", "confirmEmail", clientQuery, { external: url }],
    ["another call with fs → the sign-up success page as it was", "changePassword", { ...clientQuery, fs: "1" }, { path: "/sign-up/feedback/success", query: { sr: url } }],
  ])("%s", (_name, call, query, expected) => {
    expect(decide(success(call, { Success: true, UrlRedirect: url }), { route: "/pending-operation/confirm-email", query, now })).toEqual({ redirect: expected });
  });

  it("fs wins over fsf", () => {
    expect(successRedirect(url, { fs: "1", fsf: "1" })).toEqual({ path: "/sign-up/feedback/success", query: { sr: url } });
  });
});

describe("confirm SMS PIN and register account (spec §4)", () => {
  it("confirm PIN with a redirect URL: status active, then the success-redirect rules", () => {
    const outcome = success("confirmPinSms", { Success: true, UrlRedirect: url });
    expect(decide(outcome, { route: "/pending-operation/confirm-mobile", query: { fs: "1" }, now })).toEqual({
      status: AccountStatus.active,
      redirect: { path: "/sign-up/feedback/success", query: { sr: url } },
    });
  });

  it("confirm PIN without a redirect URL: status active, sign-up success page, fs dropped", () => {
    const outcome = success("confirmPinSms", { Success: true, UrlRedirect: null });
    const query = { ...clientQuery, fs: "1" };
    expect(decide(outcome, { route: "/pending-operation/confirm-mobile", query, now })).toEqual({
      status: AccountStatus.active,
      redirect: { path: "/sign-up/feedback/success", query: clientQuery },
    });
  });

  it("register account: status active", () => {
    expect(decide(success("registerAccount"), { route: "/sign-up", query: clientQuery, now })).toEqual({
      status: AccountStatus.active,
    });
  });

  it("a call with nothing to decide gives an empty decision", () => {
    expect(decide(success("validateEmail"), { route: "/sign-up", query: {}, now })).toEqual({});
  });
});
