import { mkdir, rm } from "node:fs/promises";
import path from "node:path";
import { expect, test } from "@playwright/test";

/** Longer than the longest walk that holds a lock (the 60 s resend locks, about 2.6 min under load). */
const LOCK_WAIT_MS = 240_000;

/**
 * Runs `work` while no other worker of this run holds `name`: the js and no-js projects run in
 * parallel against one database, and a demo account's journey must not be walked twice at once.
 * The lock is a directory inside this run's database folder, which every run starts without.
 * Waiting for the lock is added to the test's own time, so a short test queued behind a long walk
 * does not run out of time before it starts.
 */
export async function exclusively<T>(name: string, work: () => Promise<T>): Promise<T> {
  const info = test.info();
  const port = new URL(info.project.use.baseURL ?? "http://localhost:3100").port;
  const lock = path.join("data", `e2e-${port}`, `${name}.lock`);
  info.setTimeout(info.timeout + LOCK_WAIT_MS);
  await expect(async () => {
    await mkdir(lock);
  }).toPass({ timeout: LOCK_WAIT_MS, intervals: [1_000] });
  try {
    return await work();
  } finally {
    await rm(lock, { recursive: true, force: true });
  }
}
