import { afterAll, beforeAll, expect, it } from "vitest";
import { insertAccount } from "../accounts";
import type { Context } from "../context";
import type { Database } from "../db/database";
import { openDatabase } from "../db/database";
import { migratedImage } from "../data-template";
import { issueCode, normalizeCode, verifyCode } from "../otp";
import { refuseAllRecaptcha } from "../recaptcha";
import { DEMO_ACCOUNTS, seedDemoAccounts } from "../seed";
import { STARTUP_TIMEOUT, TestClock } from "./helpers";

let db: Database;
let ctx: Context;
const clock = new TestClock();
beforeAll(async () => {
  db = await openDatabase({ kind: "memory", image: await migratedImage() });
  ctx = { db, now: clock.now, appEnv: "Test", clientRedirects: {}, webOtpHost: "localhost", publicUrl: "http://127.0.0.1:4000/", recaptcha: refuseAllRecaptcha, testRecaptchaNeedsToken: false, otpPepper: "pepe" };
}, STARTUP_TIMEOUT);
afterAll(() => db.close());

async function newAccount(): Promise<number> {
  return (await insertAccount(db, { status: "active" }, clock.now())).id;
}

it("codes are six random digits, stored only as a keyed hash", async () => {
  const accountId = await newAccount();
  const codes = new Set<string>();
  for (let i = 0; i < 5; i++) {
    clock.advance(61);
    const sent = await issueCode(ctx, { accountId, flow: "confirm-phone", channel: "sms", target: "+393400000001" });
    if (sent.kind !== "sent") throw new Error(`not sent: ${sent.kind}`);
    expect(sent.code).toMatch(/^\d{6}$/);
    codes.add(sent.code);
  }
  expect(codes.size).toBeGreaterThan(1);
  const stored = await db.query<{ code_hash: string }>("select code_hash from otp_codes where account_id = $1", [accountId]);
  for (const row of stored.rows) {
    expect(row.code_hash).toMatch(/^[0-9a-f]{64}$/);
    for (const code of codes) expect(row.code_hash).not.toContain(code);
  }
});

it("a code is single use and bound to its flow and target", async () => {
  const accountId = await newAccount();
  const request = { accountId, flow: "thin-phone" as const, channel: "sms" as const, target: "+393400000002" };
  const sent = await issueCode(ctx, request);
  if (sent.kind !== "sent") throw new Error("not sent");
  expect((await verifyCode(ctx, { ...request, flow: "confirm-phone" }, sent.code)).kind).toBe("wrong");
  expect((await verifyCode(ctx, { ...request, target: "+393400000003" }, sent.code)).kind).toBe("wrong");
  expect((await verifyCode(ctx, request, sent.code)).kind).toBe("ok");
  expect((await verifyCode(ctx, request, sent.code)).kind).toBe("wrong");
});

it("normalizeCode keeps six digits typed with spaces or dashes and nothing else", () => {
  expect(normalizeCode("123 456")).toBe("123456");
  expect(normalizeCode("123-456")).toBe("123456");
  expect(normalizeCode(12345)).toBeUndefined();
  expect(normalizeCode("12345a")).toBeUndefined();
  expect(normalizeCode(null)).toBeUndefined();
});

it("seeding twice keeps exactly the demo accounts of design §6", async () => {
  await seedDemoAccounts(db, clock.now(), { reset: false });
  await seedDemoAccounts(db, clock.now(), { reset: false });
  await seedDemoAccounts(db, clock.now(), { reset: true });
  const rows = await db.query<{ demo_key: string }>("select demo_key from accounts where demo_key is not null order by id");
  expect(rows.rows.map((r) => r.demo_key)).toEqual(DEMO_ACCOUNTS.map((d) => d.key));
  expect(DEMO_ACCOUNTS).toHaveLength(13);
});
