import { isIPv4, isIPv6 } from "node:net";

/**
 * The key every per-address limit counts a client under (issue 39 item 1). An IPv6 customer is
 * routinely handed a whole /64 and may change address per request, so an IPv6 address is counted by
 * its /64; an IPv4 address written as IPv6 (`::ffff:a.b.c.d`, in dotted or hex form) is that IPv4
 * address. Anything else (no address at all) shares one key: the safe side.
 */
export const IPV6_PREFIX_BITS = 64;

const UNKNOWN = "unknown";

/** The eight 16-bit groups of an IPv6 address, or null when it is none. */
function groupsOf(address: string): number[] | null {
  // A zone (fe80::1%eth0) names the interface, not the client.
  let text = address.replace(/%.*$/, "");
  if (!isIPv6(text)) return null;
  // A dotted tail (::ffff:1.2.3.4) is the last two groups written as bytes.
  text = text.replace(/(\d+)\.(\d+)\.(\d+)\.(\d+)$/, (_all, a, b, c, d) =>
    `${((Number(a) << 8) | Number(b)).toString(16)}:${((Number(c) << 8) | Number(d)).toString(16)}`,
  );
  const parse = (part: string) => (part ? part.split(":").map((group) => parseInt(group, 16)) : []);
  const [head, tail] = text.split("::") as [string, string | undefined];
  const left = parse(head);
  const right = tail === undefined ? [] : parse(tail);
  return [...left, ...Array<number>(8 - left.length - right.length).fill(0), ...right];
}

/** The per-address key for `ip` as Express reports it (after `trust proxy`). */
export function addressKey(ip: string | undefined): string {
  if (!ip) return UNKNOWN;
  if (isIPv4(ip)) return ip;
  const groups = groupsOf(ip);
  if (!groups) return UNKNOWN;
  // ::ffff:0:0/96 is an IPv4 address seen through an IPv6 socket: the same client as a.b.c.d.
  if (groups.slice(0, 5).every((group) => group === 0) && groups[5] === 0xffff) {
    return [groups[6]! >> 8, groups[6]! & 0xff, groups[7]! >> 8, groups[7]! & 0xff].join(".");
  }
  const prefix = groups.slice(0, IPV6_PREFIX_BITS / 16).map((group) => group.toString(16));
  return `${prefix.join(":")}::/${IPV6_PREFIX_BITS}`;
}
