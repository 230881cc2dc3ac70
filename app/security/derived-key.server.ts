import { hkdfSync } from "node:crypto";

const keys = new Map<string, Buffer>();

/** A 32-byte key for one purpose (`info`), derived once from a secret with HKDF-SHA256. */
export function derivedKey(secret: string, info: string): Buffer {
  const id = `${info}\u0000${secret}`;
  let key = keys.get(id);
  if (!key) {
    key = Buffer.from(hkdfSync("sha256", secret, "area-riservata", info, 32));
    keys.set(id, key);
  }
  return key;
}
