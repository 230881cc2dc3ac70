import { createCipheriv, createDecipheriv } from "node:crypto";
import { derivedKey } from "../security/derived-key.server";
import { randomBytesFast } from "../security/random.server";

const keyFor = (secret: string) => derivedKey(secret, "session-cookie-v1");

/** AES-256-GCM: the session is unreadable and tamper-evident in the browser. */
export function seal(plain: string, secret: string): string {
  const iv = randomBytesFast(12);
  const cipher = createCipheriv("aes-256-gcm", keyFor(secret), iv);
  const body = Buffer.concat([cipher.update(plain, "utf8"), cipher.final()]);
  return Buffer.concat([iv, cipher.getAuthTag(), body]).toString("base64url");
}

/** Null for anything forged, truncated or sealed with another secret. */
export function unseal(sealed: string, secret: string): string | null {
  try {
    const raw = Buffer.from(sealed, "base64url");
    if (raw.length < 29) return null;
    const decipher = createDecipheriv("aes-256-gcm", keyFor(secret), raw.subarray(0, 12));
    decipher.setAuthTag(raw.subarray(12, 28));
    return Buffer.concat([decipher.update(raw.subarray(28)), decipher.final()]).toString("utf8");
  } catch {
    return null;
  }
}
