import { z } from "zod";

/** A Sentinel set that names the Redis master (decision 188): the clients follow it through a failover. */
export type RedisSentinel = {
  sentinels: Array<{ host: string; port: number }>;
  /** The master's name in the sentinels' `sentinel monitor` line. */
  masterName: string;
  /** The sentinels' own `requirepass`, when they have one. */
  sentinelPassword: string | undefined;
  /** The Redis nodes' `requirepass` (`masterauth` on the replicas), when they have one. */
  password: string | undefined;
  /** TLS to the sentinels and to the nodes they name, as rediss:// is for REDIS_URL. */
  tls: boolean;
};

const SENTINELS_HELP = "a comma-separated list of sentinel addresses host:port, such as 10.0.0.1:26379,10.0.0.2:26379,10.0.0.3:26379";
const address = /^(?:\[([0-9a-fA-F:.]+)\]|([A-Za-z0-9.-]+)):(\d{1,5})$/;

/** Literal addresses or host names with their port; an IPv6 address in brackets. */
const sentinelList = z.string().transform((value, context): RedisSentinel["sentinels"] => {
  const items = value.split(",").map((item) => item.trim()).filter(Boolean);
  const parsed = items.map((item) => {
    const match = address.exec(item);
    const port = Number(match?.[3]);
    return match && port >= 1 && port <= 65_535 ? { host: match[1] ?? match[2]!, port } : null;
  });
  if (parsed.length === 0 || parsed.some((item) => item === null)) {
    context.addIssue({ code: "custom", message: SENTINELS_HELP });
    return z.NEVER;
  }
  return parsed as RedisSentinel["sentinels"];
});

/** The variables beside REDIS_URL; spread into the configuration's schema. */
export const redisSentinelVariables = {
  REDIS_SENTINELS: sentinelList.optional(),
  REDIS_SENTINEL_MASTER: z.string().regex(/^[\w.-]{1,64}$/, "the master's name in the sentinels' configuration, such as area-riservata").optional(),
  // No rule a password could break: a refusal would print it in the start-up line.
  REDIS_SENTINEL_PASSWORD: z.string().optional(),
  REDIS_PASSWORD: z.string().optional(),
  REDIS_SENTINEL_TLS: z.enum(["true", "false"], { error: "true or false" }).optional(),
};

type Values = { REDIS_URL?: string } & { [Name in keyof typeof redisSentinelVariables]?: z.infer<(typeof redisSentinelVariables)[Name]> };

/**
 * One of REDIS_URL or REDIS_SENTINELS, never both; the Sentinel variables only with REDIS_SENTINELS.
 * Returns the line that says what is wrong, or the set.
 */
export function redisSentinelOf(values: Values): { error: string } | { sentinel: RedisSentinel | undefined } {
  if (values.REDIS_SENTINELS && values.REDIS_URL) {
    return { error: "REDIS_URL and REDIS_SENTINELS are both set: one Redis, or the master a Sentinel set names, not both" };
  }
  if (!values.REDIS_SENTINELS) {
    const stray = (["REDIS_SENTINEL_MASTER", "REDIS_SENTINEL_PASSWORD", "REDIS_PASSWORD", "REDIS_SENTINEL_TLS"] as const).find((name) => values[name] !== undefined);
    return stray ? { error: `${stray} needs REDIS_SENTINELS (with REDIS_URL, its password and rediss:// go in the URL)` } : { sentinel: undefined };
  }
  if (!values.REDIS_SENTINEL_MASTER) return { error: "REDIS_SENTINELS needs REDIS_SENTINEL_MASTER, the master's name in the sentinels' configuration" };
  return {
    sentinel: {
      sentinels: values.REDIS_SENTINELS,
      masterName: values.REDIS_SENTINEL_MASTER,
      sentinelPassword: values.REDIS_SENTINEL_PASSWORD,
      password: values.REDIS_PASSWORD,
      tls: values.REDIS_SENTINEL_TLS === "true",
    },
  };
}
