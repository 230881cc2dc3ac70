import { randomBytes } from "node:crypto";
import { describe, expect, it } from "vitest";
import { putSecret, takeSecret, useSecretBackend, type SecretBackend } from "../../../app/session/secret-store.server";

/** The store's one entry: its id and what it holds. */
function onlyEntry(entries: Map<string, string>): [string, string] {
  expect(entries.size).toBe(1);
  return [...entries][0]!;
}

/** A store the test can read and write under the secret store's feet, as a Redis dump or an attacker would. */
function readableStore(): SecretBackend & { entries: Map<string, string> } {
  const entries = new Map<string, string>();
  return {
    entries,
    async put(id, value) {
      entries.set(id, value);
    },
    async take(id) {
      const value = entries.get(id) ?? null;
      entries.delete(id);
      return value;
    },
  };
}

/** Issue 39 point 3 (decision 176): what the carried-secret store holds opens only with the browser's key. */
describe("the carried-secret store holds ciphertext only", () => {
  it("stores neither the secret nor the key, and gives the secret back once to its key", async () => {
    const store = readableStore();
    useSecretBackend(store);
    const key = await putSecret("Parcheggio.2026", 600_000);
    const [id, stored] = onlyEntry(store.entries);
    expect(stored).not.toContain("Parcheggio");
    expect(Buffer.from(stored, "base64url").toString("latin1")).not.toContain("Parcheggio");
    expect(id).not.toContain(key);
    expect(stored).not.toContain(key);
    expect(await takeSecret(key)).toBe("Parcheggio.2026");
    expect(await takeSecret(key)).toBeNull();
  });

  it("the same secret stored twice gives two unrelated entries", async () => {
    const store = readableStore();
    useSecretBackend(store);
    await putSecret("Parcheggio.2026", 600_000);
    await putSecret("Parcheggio.2026", 600_000);
    const [first, second] = [...store.entries];
    expect(first![0]).not.toBe(second![0]);
    expect(first![1]).not.toBe(second![1]);
  });

  it("another key does not open an entry, even one moved under that key's name: null", async () => {
    const store = readableStore();
    useSecretBackend(store);
    await putSecret("Parcheggio.2026", 600_000);
    const [, stolen] = onlyEntry(store.entries);
    // The attacker's own entry, its ciphertext replaced by the stolen one.
    const own = await putSecret("something else", 600_000);
    const ownId = [...store.entries.keys()][1]!;
    store.entries.set(ownId, stolen);
    expect(await takeSecret(own)).toBeNull();
    expect(await takeSecret(randomBytes(32).toString("base64url"))).toBeNull();
  });

  it("a ciphertext changed by one bit, or cut short, opens to null", async () => {
    const store = readableStore();
    useSecretBackend(store);
    const key = await putSecret("Parcheggio.2026", 600_000);
    const [id, stored] = onlyEntry(store.entries);
    const raw = Buffer.from(stored, "base64url");
    for (const tampered of [
      Buffer.concat([raw.subarray(0, raw.length - 1), Buffer.from([raw[raw.length - 1]! ^ 1])]),
      Buffer.concat([raw.subarray(0, 20), Buffer.from([raw[20]! ^ 0x80]), raw.subarray(21)]),
      raw.subarray(0, 27),
    ]) {
      store.entries.set(id, tampered.toString("base64url"));
      expect(await takeSecret(key)).toBeNull();
    }
    store.entries.set(id, stored);
    expect(await takeSecret(key)).toBe("Parcheggio.2026");
  });
});
