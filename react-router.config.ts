import type { Config } from "@react-router/dev/config";
import { buildDirectoryOf, buildLanguage } from "./vite/language.ts";

export default {
  ssr: true,
  // One build per language (decision 164): `BUILD_LANGUAGE=en react-router build` writes build/en.
  buildDirectory: buildDirectoryOf(buildLanguage()),
  future: {
    // Routes get the server's own Request, not two copies made per loader and action (decision 158);
    // app/request-url.ts reads the URL as React Router's copies had it.
    v8_passThroughRequests: true,
    // The application makes each request's context itself, in middleware (design §4, decision 186).
    v8_middleware: true,
  },
} satisfies Config;
