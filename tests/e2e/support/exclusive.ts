import { mkdir, rm } from "node:fs/promises";
import path from "node:path";
import { expect, test } from "@playwright/test";

/**
 * Runs `work` while no other worker of this run holds `name`: the js and no-js projects run in
 * parallel against one database, and a demo account's journey must not be walked twice at once.
 * The lock is a directory inside this run's database folder, which every run starts without.
 */
export async function exclusively<T>(name: string, work: () => Promise<T>): Promise<T> {
  const port = new URL(test.info().project.use.baseURL ?? "http://localhost:3100").port;
  const lock = path.join("data", `e2e-${port}`, `${name}.lock`);
  await expect(async () => {
    await mkdir(lock);
  }).toPass({ timeout: 200_000, intervals: [1_000] });
  try {
    return await work();
  } finally {
    await rm(lock, { recursive: true, force: true });
  }
}
