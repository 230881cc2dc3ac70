import { getConfig } from "./config.server";

/**
 * The test hooks (`/__test/session`, `/__test/clock`) exist in Dev and Test only: elsewhere they answer
 * 404, as if they did not exist.
 */
export function onlyInDevAndTest(): void {
  const { appEnv } = getConfig();
  if (appEnv !== "Dev" && appEnv !== "Test") throw new Response(null, { status: 404 });
}
