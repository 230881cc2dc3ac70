import { readFileSync } from "node:fs";

const IPV6 = new Map([
  ["00000000000000000000000000000000", "::"],
  ["00000000000000000000000001000000", "::1"],
]);

/**
 * The addresses a local TCP port is listened on, read from the kernel's socket tables: what a server
 * is bound to is checked without sending anything to an address other than the loopback.
 */
export function listeningAddresses(port: number): string[] {
  const hexPort = port.toString(16).toUpperCase().padStart(4, "0");
  const addresses: string[] = [];
  for (const [file, decode] of [
    ["/proc/net/tcp", (hex: string) => hex.match(/../g)!.reverse().map((byte) => parseInt(byte, 16)).join(".")],
    ["/proc/net/tcp6", (hex: string) => IPV6.get(hex) ?? `v6:${hex}`],
  ] as const) {
    for (const line of readFileSync(file, "utf8").split("\n").slice(1)) {
      const [, local, , state] = line.trim().split(/\s+/);
      // 0A: LISTEN.
      if (state === "0A" && local?.endsWith(`:${hexPort}`)) addresses.push(decode(local.split(":")[0]!));
    }
  }
  return addresses;
}
