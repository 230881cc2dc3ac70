import type { AddressInfo } from "node:net";
import type { Express } from "express";
import type { ServerBuild } from "react-router";
import type { Plugin, RunnableDevEnvironment, ViteDevServer } from "vite";
import type * as configModule from "../app/config.server.ts";
import type * as embeddedModule from "../server/embedded-reference-api.ts";
import type * as languageModule from "../server/language.ts";
import type * as loggerModule from "../server/logger.ts";
import { LANGUAGES, type Language } from "../app/language.ts";
import { devServerEnvironment } from "./language.ts";

const SERVER_BUILD = "virtual:react-router/server-build";

/** The app from source in `language`, from its own server environment (vite/dev-languages.ts). */
function buildIn(vite: ViteDevServer, language: Language): Promise<ServerBuild> {
  const name = devServerEnvironment(language);
  // Vite's own environment through its own runner: a second runner of one environment would keep a
  // module an edit had already made the first one fetch again.
  if (name === "ssr") return vite.ssrLoadModule(SERVER_BUILD) as Promise<ServerBuild>;
  return (vite.environments[name] as RunnableDevEnvironment).runner.import(SERVER_BUILD);
}

/**
 * `npx react-router dev`, where Vite is the server, serves what `npm run dev` serves (server/main.ts):
 * the embedded reference API under /reference-api, the app's upstream, and each page in the visitor's
 * language, chosen and switched as server/language.ts does, from that language's server environment
 * (decision 181). The modules it needs load through Vite, once Vite listens: the app's configuration
 * then names Vite's own address and port, where the reference API answers.
 *
 * What stays with the Express server (server/app.ts): the request context (anti-forgery token, nonce,
 * counters), so a post cannot succeed here; nor the security headers, limits and refusals.
 */
export function standaloneDevPlugin(): Plugin {
  return {
    name: "area-riservata:standalone-dev",
    apply: "serve",
    configureServer(vite) {
      // Under `npm run dev` the Express server mounts Vite and does all of this itself.
      if (vite.config.server.middlewareMode || !vite.httpServer) return;
      const httpServer = vite.httpServer;
      const ready = new Promise<Express>((resolve, reject) => {
        httpServer.once("listening", () => {
          const { address, port } = httpServer.address() as AddressInfo;
          // Read by the app's configuration (app/config.server.ts): the server is Vite, and the embedded
          // upstream is its /reference-api.
          process.env.HOST = address;
          process.env.PORT = String(port);
          void (async () => {
            const load = <T>(file: string) => vite.ssrLoadModule(file) as Promise<T>;
            const [{ getConfig }, { createLogger }, { startEmbeddedReferenceApi }, { chooseLanguage, rememberLanguage }, { createRequestHandler }, { default: express }] = await Promise.all([
              load<typeof configModule>("/app/config.server.ts"),
              load<typeof loggerModule>("/server/logger.ts"),
              load<typeof embeddedModule>("/server/embedded-reference-api.ts"),
              load<typeof languageModule>("/server/language.ts"),
              import("@react-router/express"),
              import("express"),
            ]);
            const config = getConfig();
            const logger = createLogger(config.logLevel);
            const handlers = new Map(LANGUAGES.map((language) => [language, createRequestHandler({ build: () => buildIn(vite, language), mode: "development" })]));
            const app = express();
            // As server/main.ts: an upstream of its own (UPSTREAM_API_URL) is used as it is.
            if (!config.upstreamApiUrl && config.appEnv !== "Prod") {
              const api = await startEmbeddedReferenceApi(config, logger);
              httpServer.once("close", () => void api.close());
              app.use("/reference-api", api.handler);
            }
            app.use(chooseLanguage(LANGUAGES), rememberLanguage(LANGUAGES, false));
            app.use((req, res, next) => handlers.get(res.locals.language as Language)!(req, res, next));
            resolve(app);
          })().catch(reject);
        });
      });
      // After Vite's own middlewares, and before React Router's (this plugin comes before it).
      return () => vite.middlewares.use((req, res, next) => void ready.then((app) => app(req as never, res as never, next), next));
    },
  };
}
