import type { Config } from "@react-router/dev/config";

// The browser floor (issue 46): React Router's defaults, built where the bench says.
export default {
  ssr: true,
  buildDirectory: process.env.BENCH_FLOOR_BUILD ?? "build",
} satisfies Config;
