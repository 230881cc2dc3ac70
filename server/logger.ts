import { pino } from "pino";

// Whatever the code logs, these never reach the output (design §7: secrets never logged).
const redact = {
  paths: [
    "req.headers.cookie",
    "req.headers.authorization",
    "res.headers['set-cookie']",
    "*.password",
    "*.Password",
    "*.code",
    "*.token",
    "*.cookie",
  ],
  censor: "[redacted]",
};

export function createLogger(level: string) {
  return pino({ level, redact, base: { service: "area-riservata" }, timestamp: pino.stdTimeFunctions.isoTime });
}

export type Logger = ReturnType<typeof createLogger>;
