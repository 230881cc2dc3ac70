import { BlockList, isIP } from "node:net";

const loopback = new BlockList();
// All of 127.0.0.0/8 is the loopback on Linux, not 127.0.0.1 alone; ::ffff:127.x.y.z is checked as IPv4.
loopback.addSubnet("127.0.0.0", 8, "ipv4");
loopback.addAddress("::1", "ipv6");

/** Whether an IP literal names this machine only: listening there, nothing on a network reaches it. */
export function isLoopbackAddress(address: string): boolean {
  const family = isIP(address);
  return family !== 0 && loopback.check(address, family === 4 ? "ipv4" : "ipv6");
}
