/**
 * The server's time, read by the application and by the embedded reference API (decision 152).
 *
 * In Dev and Test a test may move it forward (`/__test/clock`) instead of waiting: the 60 s resend
 * lock, code expiry and the temporary block then end at once. The offset lives on globalThis because
 * this module is loaded twice in one process: once inside the built application (build/server) and
 * once by tsx for server/main.ts, which hands the reference API its clock. In Cld and Prod `now` is a
 * plain call to Date.now: nothing to read, nothing a request could move.
 */

/** Whether an environment lets tests move time: the two that also mount `/__test/session`. */
export function movableTimeIn(appEnv: string | undefined): boolean {
  // APP_ENV unset is Dev, as app/config.server.ts defaults it.
  return appEnv === undefined || appEnv === "Dev" || appEnv === "Test";
}

const OFFSET_KEY = Symbol.for("area-riservata.clock-offset-ms");
type Shared = { [OFFSET_KEY]?: { ms: number } };

function sharedOffset(): { ms: number } {
  const holder = globalThis as Shared;
  holder[OFFSET_KEY] ??= { ms: 0 };
  return holder[OFFSET_KEY];
}

// Decided once, from the environment the process started with: the hot path never asks again.
const movable = movableTimeIn(process.env.APP_ENV);
const offset = movable ? sharedOffset() : { ms: 0 };

/** Milliseconds since the epoch, as Date.now, moved by what tests asked for in Dev and Test. */
export const now: () => number = movable ? () => Date.now() + offset.ms : () => Date.now();

/** The same instant as a Date, for code that wants one (the reference API's clock). */
export function nowDate(): Date {
  return new Date(now());
}

/** Moves time forward by `seconds` and answers the offset from real time; only where time may move. */
export function moveClock(seconds: number): number {
  if (!movable) throw new Error("The clock moves only in Dev and Test");
  // Forward only: sessions, locks and codes issued "later" than now would otherwise look forged.
  if (!Number.isFinite(seconds) || seconds <= 0) throw new RangeError("The clock moves forward by a positive number of seconds");
  offset.ms += Math.round(seconds * 1000);
  return offset.ms / 1000;
}

/** How far the clock stands ahead of real time, in seconds (0 until a test moves it). */
export function clockOffsetSeconds(): number {
  return offset.ms / 1000;
}
