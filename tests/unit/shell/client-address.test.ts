import { describe, expect, it } from "vitest";
import { addressKey } from "../../../server/client-address";

/** Issue 39 item 1: every spelling of one client's address meets the same per-address counters. */
describe("addressKey", () => {
  it.each([
    ["203.0.113.7", "203.0.113.7"],
    ["::ffff:203.0.113.7", "203.0.113.7"],
    ["::FFFF:203.0.113.7", "203.0.113.7"],
    ["::ffff:cb00:7107", "203.0.113.7"],
    ["0:0:0:0:0:ffff:203.0.113.7", "203.0.113.7"],
    ["2001:db8:7:7::1", "2001:db8:7:7::/64"],
    ["2001:db8:7:7::2", "2001:db8:7:7::/64"],
    ["2001:db8:7:7:ffff:ffff:ffff:ffff", "2001:db8:7:7::/64"],
    ["2001:0DB8:0007:0007:0:0:0:1", "2001:db8:7:7::/64"],
    ["2001:db8:7:7:1:2:3.4.5.6", "2001:db8:7:7::/64"],
    ["fe80::1%eth0", "fe80:0:0:0::/64"],
    ["::1", "0:0:0:0::/64"],
    ["2001:db8::", "2001:db8:0:0::/64"],
  ])("%s counts as %s", (ip, key) => {
    expect(addressKey(ip)).toBe(key);
  });

  it("a neighbouring /64 is another client", () => {
    expect(addressKey("2001:db8:7:8::1")).not.toBe(addressKey("2001:db8:7:7::1"));
  });

  it.each([undefined, "", "not an address", "1.2.3", "2001:db8:::1", "::ffff:999.1.1.1"])("%s shares the one key of unknown clients", (ip) => {
    expect(addressKey(ip)).toBe("unknown");
  });
});
