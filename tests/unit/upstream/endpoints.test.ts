import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { endpoints } from "../../../app/upstream/index.server";

// Spec §7, row by row.
const specCalls = [
  ["POST", "/v2/Login/Login"],
  ["POST", "/v2/Login/Sso"],
  ["POST", "/v2/SignUp/RegisterAccount"],
  ["POST", "/v2/Account/ResetPassword"],
  ["POST", "/v2/Account/Pending/ChangePassword"],
  ["POST", "/v2/Signup/ValidatePassword"],
  ["POST", "/v2/SignUp/ValidateEmail"],
  ["POST", "/v2/SignUp/ValidateCell"],
  ["POST", "/Account/GetMaskedPersonalData"],
  ["POST", "/v2/Account/Pending/ResendSms"],
  ["POST", "/v2/Account/Pending/ConfirmPinSms"],
  ["POST", "/v2/Account/Pending/ChangeRegistrationCellAndSendSms"],
  ["PUT", "/Account/RequestCellChange"],
  ["POST", "/v2/Account/Pending/ConfirmEmail"],
  ["POST", "/v2/SignUp/Thin/CheckPhone"],
  ["POST", "/v2/SignUp/Thin/ResendPhoneOTP"],
  ["POST", "/v2/Signup/Thin/ConfirmPhoneOTP"],
  ["POST", "/v2/SignUp/Thin/CheckEmail"],
  ["POST", "/v2/SignUp/Thin/ResendEmailOTP"],
  ["POST", "/v2/SignUp/Thin/ConfirmEmailOTP"],
  ["POST", "/v2/SignUp/Thin/CompleteRegistration"],
  ["GET", "/v2/Configuration/SearchNazioni"],
  ["GET", "/v2/Configuration/SearchComuni"],
  ["POST", "/v2/Account/GetToponym"],
  ["POST", "/v2/Configuration/GetInvoiceSendingMode"],
  ["GET", "/v2/Configuration/GetConsentsConfiguration"],
  ["POST", "/v2/Account/Pending/AcceptConsents"],
  ["POST", "/v2/Account/Pending/InsertPhone"],
] as const;

const root = join(import.meta.dirname, "../../..");

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

describe("the calls of spec §7", () => {
  it("spec §7 lists 28 upstream calls", () => {
    expect(specCalls, "spec §7's table of calls, row by row").toHaveLength(28);
  });

  // Calls the product adds beyond the spec may follow; each of the spec's is there as the spec writes it.
  it.each(specCalls)("%s %s is a call the client makes", (method, path) => {
    const table = Object.values(endpoints).map((endpoint) => `${endpoint.method} ${endpoint.path}`);
    expect(table, `spec §7 lists the call ${method} ${path}`).toContain(`${method} ${path}`);
  });

  it.each(specCalls)("%s %s is written exactly once in app/upstream/", (_method, path) => {
    const files = sourceFiles(join(root, "app/upstream"));
    const occurrences = files.flatMap((file) =>
      readFileSync(file, "utf8").split(`"${path}"`).slice(1).map(() => relative(root, file)),
    );
    expect(occurrences).toEqual(["app/upstream/endpoints.server.ts"]);
  });

  it("parse without eval, as our CSP requires (zod jitless)", () => {
    expect(z.config().jitless).toBe(true);
  });

  it("every file of app/upstream/ is server-only", () => {
    const files = sourceFiles(join(root, "app/upstream")).map((file) => relative(root, file));
    expect(files.filter((file) => !file.endsWith(".server.ts"))).toEqual([]);
  });

  it("no module of app/ outside app/upstream/ names an upstream path", () => {
    const offenders = sourceFiles(join(root, "app"))
      .filter((file) => !relative(root, file).startsWith("app/upstream/"))
      .filter((file) => specCalls.some(([, path]) => readFileSync(file, "utf8").includes(`"${path}`)));
    expect(offenders).toEqual([]);
  });
});
