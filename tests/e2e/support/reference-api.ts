import { expect, type APIRequestContext } from "@playwright/test";

/**
 * A connection of its own for each of a test's calls: the server closes a kept-alive connection after 5
 * idle seconds (HTTP_KEEP_ALIVE_TIMEOUT_MS), and a call sent on one just then, as a journey's steps
 * apart, met "socket hang up" (seen once in a whole run).
 */
export const OWN_CONNECTION = { connection: "close" } as const;

/** The reference API wants its anti-forgery cookie echoed in a header on every post. */
export async function referencePost(request: APIRequestContext, path: string, body: object = {}) {
  const primer = await request.get("/reference-api/v2/Configuration/GetConsentsConfiguration", { headers: OWN_CONNECTION });
  expect(primer.ok()).toBe(true);
  const { cookies } = await request.storageState();
  const token = cookies.find((cookie) => cookie.name === "XSRF-TOKEN")?.value ?? "";
  const response = await request.post(`/reference-api${path}`, { data: body, headers: { ...OWN_CONNECTION, "X-XSRF-TOKEN": decodeURIComponent(token) } });
  expect(response.status(), await response.text()).toBeLessThan(500);
  return response.json() as Promise<Record<string, unknown>>;
}

export function randomDigits(count: number): string {
  return Array.from({ length: count }, () => Math.floor(Math.random() * 10)).join("");
}

type Message = { id: number; channel: string; to: string; subject?: string | null; body: string };

/** The id of the newest message in the outbox: what a test waits to see surpassed. */
export async function lastOutboxId(request: APIRequestContext): Promise<number> {
  const messages = (await (await request.get("/reference-api/outbox.json", { headers: OWN_CONNECTION })).json()) as Message[];
  return messages.reduce((max, message) => Math.max(max, message.id), 0);
}

/** The newest message of a channel to a number or address, newer than `after`, polled until it arrives. */
export async function newestMessage(request: APIRequestContext, channel: "sms" | "email", to: string, after = 0): Promise<Message> {
  let found: Message | undefined;
  await expect
    .poll(async () => {
      const messages = (await (await request.get("/reference-api/outbox.json", { headers: OWN_CONNECTION })).json()) as Message[];
      found = messages.find((message) => message.channel === channel && message.to === to && message.id > after);
      return found !== undefined;
    })
    .toBe(true);
  return found!;
}

/** The 6-digit code of the newest message to `to`. */
export async function newestCode(request: APIRequestContext, channel: "sms" | "email", to: string, after = 0): Promise<{ id: number; code: string }> {
  const message = await newestMessage(request, channel, to, after);
  const code = /\b(\d{6})\b/.exec(message.body)?.[1];
  expect(code, message.body).toBeDefined();
  return { id: message.id, code: code! };
}

/** A code that is surely wrong: every digit of the right one moved by one. */
export function wrongCode(code: string): string {
  return [...code].map((digit) => String((Number(digit) + 1) % 10)).join("");
}
