import * as crypto from "node:crypto";
import { describe, expect, it, vi } from "vitest";
type Crypto = typeof crypto;

// Counts the AES-GCM openings: the cost this file holds down is building a decipher per opening.
vi.mock("node:crypto", async (original) => {
  const actual = await original<Crypto>();
  return { ...actual, createDecipheriv: vi.fn(actual.createDecipheriv) };
});

const { seal, unseal } = await import("../../../app/session/crypto.server");
const { derivedKey } = await import("../../../app/security/derived-key.server");

const SECRET = "a-test-secret-that-is-long-enough-for-us";
const openings = () => vi.mocked(crypto.createDecipheriv).mock.calls.length;

/** A value sealed as another instance sharing the secret would seal it: never met by this process. */
function sealedElsewhere(plain: string, secret: string): string {
  const iv = crypto.randomBytes(12);
  const cipher = crypto.createCipheriv("aes-256-gcm", derivedKey(secret, "session-cookie-v1"), iv);
  const body = Buffer.concat([cipher.update(plain, "utf8"), cipher.final()]);
  return Buffer.concat([iv, cipher.getAuthTag(), body]).toString("base64url");
}

describe("a session cookie is opened once per process while it is fresh (decision 193)", () => {
  it("a value this process has just sealed is read back without decrypting it", () => {
    const before = openings();
    const sealed = seal('{"sid":"a"}', SECRET);
    expect(unseal(sealed, SECRET)).toBe('{"sid":"a"}');
    expect(unseal(sealed, SECRET)).toBe('{"sid":"a"}');
    expect(openings()).toBe(before);
  });

  it("a value sealed elsewhere is decrypted the first time only", () => {
    const sealed = sealedElsewhere('{"sid":"b"}', SECRET);
    const before = openings();
    expect(unseal(sealed, SECRET)).toBe('{"sid":"b"}');
    expect(unseal(sealed, SECRET)).toBe('{"sid":"b"}');
    expect(unseal(sealed, SECRET)).toBe('{"sid":"b"}');
    expect(openings()).toBe(before + 1);
  });

  it("what is remembered opens under its own secret only, and nothing forged is remembered", () => {
    const sealed = seal('{"sid":"c"}', SECRET);
    expect(unseal(sealed, `${SECRET}-other`)).toBeNull();
    const forged = sealed.slice(0, -2) + (sealed.endsWith("A") ? "BB" : "AA");
    expect(unseal(forged, SECRET)).toBeNull();
    const before = openings();
    expect(unseal(forged, SECRET)).toBeNull();
    expect(openings()).toBe(before + 1);
  });
});
