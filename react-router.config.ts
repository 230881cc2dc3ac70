import type { Config } from "@react-router/dev/config";

export default {
  ssr: true,
  future: {
    // Routes get the server's own Request, not two copies made per loader and action (decision 158);
    // app/request-url.ts reads the URL as React Router's copies had it.
    v8_passThroughRequests: true,
  },
} satisfies Config;
