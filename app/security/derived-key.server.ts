import { hkdfSync } from "node:crypto";

// Per purpose, then per secret: looked up on every seal, unseal and token signature, so the lookup
// builds no new string (a joined "info + secret" key had to be hashed afresh on each call).
const keys = new Map<string, Map<string, Buffer>>();

/** A 32-byte key for one purpose (`info`), derived once from a secret with HKDF-SHA256. */
export function derivedKey(secret: string, info: string): Buffer {
  let bySecret = keys.get(info);
  if (!bySecret) {
    bySecret = new Map();
    keys.set(info, bySecret);
  }
  let key = bySecret.get(secret);
  if (!key) {
    key = Buffer.from(hkdfSync("sha256", secret, "area-riservata", info, 32));
    bySecret.set(secret, key);
  }
  return key;
}
