import { ConfigError, getConfig } from "../app/config.server";

// Run before the build so a wrong variable stops `npm start` at once, in one line.
try {
  getConfig();
} catch (error) {
  if (!(error instanceof ConfigError)) throw error;
  process.stderr.write(`${error.message}\n`);
  process.exit(1);
}
