import { createLimits, keyedHash, type LimitOptions } from "../../../server/limits";

const base: LimitOptions = {
  perMinute: 1000,
  sensitivePerMinute: 1000,
  failuresPerAccountAndIp: 10,
  failuresPerAccount: 100,
  sensitivePostsPerIpPerDay: 100_000,
  smsPerNumberPerHour: 1000,
  smsPerIpPerHour: 1000,
  probesPerSessionPerHour: 1000,
  probesPerIpPerHour: 1000,
  readsPerIpPerMinute: 1000,
};

/** The server's limits in memory, with the auth events they write. */
export function limits(options: Partial<LimitOptions> = {}) {
  const written: string[] = [];
  const created = createLimits({ ...base, ...options, hash: keyedHash("x".repeat(32)), events: { write: (event) => written.push(event), fromUpstream: () => {} } });
  return { ...created, written };
}

