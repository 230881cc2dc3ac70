import { describe, expect, it } from "vitest";
import { isCanonicalTarget } from "../../../server/canonical";

describe("canonical request targets (issue 20 item 3)", () => {
  it.each([
    "/",
    "/auth/client_login",
    "/auth/client_login?client=parcheggi-web&redirect=https%3A%2F%2Fparcheggi.example.it%2F",
    "/auth/client_login/",
    "/auth/client_login.data",
    "/_root.data",
    "/AUTH/Client_Login",
    "/%61uth/client_login",
    "/assets/app-abc123.css",
    "/sign-up/search/comuni?q=..",
  ])("%s is canonical", (target) => expect(isCanonicalTarget(target)).toBe(true));

  it.each([
    "*",
    "http://127.0.0.1/auth/client_login",
    "https://other.example/auth/client_login",
    "//other.example/auth/client_login",
    "/x/../auth/client_login",
    "/auth/./client_login",
    "/auth/%2e/client_login",
    "/auth/%2E%2E/auth/client_login",
    "/auth/client_login/.",
    "/auth/client_login/..",
    "/auth/client_login/.data",
    "/auth\\client_login",
    "/auth%5cclient_login",
    "/auth%5Cclient_login",
    "/x%2f..%2fauth/client_login",
    "/auth//client_login",
    "/auth/%zz",
  ])("%s is refused", (target) => expect(isCanonicalTarget(target)).toBe(false));
});
