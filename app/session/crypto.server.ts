import { createCipheriv, createDecipheriv } from "node:crypto";
import { derivedKey } from "../security/derived-key.server";
import { randomBytesFast } from "../security/random.server";

const keyFor = (secret: string) => derivedKey(secret, "session-cookie-v1");

/**
 * Sealed values met lately, with what they hold: one request opens the same cookie up to three times
 * (the gate, the step, the cookies every answer owes, which also opens the one the answer has just
 * sealed), and each AES-GCM opening builds a cipher afresh. Only what this process sealed or opened
 * successfully is kept, under the secret it was sealed with, so a hit answers exactly what
 * decrypting would; a forged value is never kept. Bounded, oldest out first.
 */
const RECENT_MAX = 256;
const recent = new Map<string, { secret: string; plain: string }>();

function remember(sealed: string, secret: string, plain: string): void {
  if (recent.size >= RECENT_MAX) recent.delete(recent.keys().next().value!);
  recent.set(sealed, { secret, plain });
}

/** AES-256-GCM: the session is unreadable and tamper-evident in the browser. */
export function seal(plain: string, secret: string): string {
  const iv = randomBytesFast(12);
  const cipher = createCipheriv("aes-256-gcm", keyFor(secret), iv);
  const body = Buffer.concat([cipher.update(plain, "utf8"), cipher.final()]);
  const sealed = Buffer.concat([iv, cipher.getAuthTag(), body]).toString("base64url");
  remember(sealed, secret, plain);
  return sealed;
}

/** Null for anything forged, truncated or sealed with another secret. */
export function unseal(sealed: string, secret: string): string | null {
  const known = recent.get(sealed);
  if (known && known.secret === secret) return known.plain;
  try {
    const raw = Buffer.from(sealed, "base64url");
    if (raw.length < 29) return null;
    const decipher = createDecipheriv("aes-256-gcm", keyFor(secret), raw.subarray(0, 12));
    decipher.setAuthTag(raw.subarray(12, 28));
    const plain = Buffer.concat([decipher.update(raw.subarray(28)), decipher.final()]).toString("utf8");
    remember(sealed, secret, plain);
    return plain;
  } catch {
    return null;
  }
}
