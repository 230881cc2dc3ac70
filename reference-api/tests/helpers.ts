import type { AddressInfo } from "node:net";
import type { Server } from "node:http";
import express from "express";
import type { ReferenceApi, ReferenceApiOptions } from "../app";
import { createReferenceApi } from "../app";
import { migratedImage } from "../data-template";

export const DEMO_PASSWORD = "Parcheggio.2026";
export const CLIENT = { LoginClient: "parcheggi-web", LoginRedirect: "https://parcheggi.example.it/" };

/** A clock that moves only when a test says so. */
export class TestClock {
  private current = new Date("2026-03-02T09:00:00.000Z").getTime();
  readonly now = (): Date => new Date(this.current);
  advance(seconds: number): void {
    this.current += seconds * 1000;
  }
}

export interface Harness {
  api: ReferenceApi;
  clock: TestClock;
  baseUrl: string;
  close(): Promise<void>;
}

/** The router mounted under /reference-api of a real HTTP listener, as the application server does. */
export async function startApi(options: Partial<ReferenceApiOptions> = {}): Promise<Harness> {
  const clock = new TestClock();
  const api = await createReferenceApi({ appEnv: "Test", database: { kind: "memory", image: await migratedImage() }, now: clock.now, ...options });
  const app = express();
  app.use("/reference-api", api.handler);
  const server: Server = await new Promise((resolve) => {
    const listening = app.listen(0, "127.0.0.1", () => resolve(listening));
  });
  const { port } = server.address() as AddressInfo;
  return {
    api,
    clock,
    baseUrl: `http://127.0.0.1:${port}/reference-api`,
    close: async () => {
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await api.close();
    },
  };
}

export interface Answer {
  status: number;
  body: Record<string, unknown>;
  setCookies: string[];
  text: string;
}

/** A browser-like client: keeps cookies and, unless told not to, sends the anti-forgery header and test reCAPTCHA flag. */
export class Client {
  readonly cookies = new Map<string, string>();
  constructor(private readonly baseUrl: string) {}

  private cookieHeader(): string {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join("; ");
  }

  private remember(response: Response): string[] {
    const setCookies = response.headers.getSetCookie();
    for (const line of setCookies) {
      const [pair = "", ...attributes] = line.split(";");
      const index = pair.indexOf("=");
      const name = pair.slice(0, index).trim();
      const value = pair.slice(index + 1).trim();
      const expired = attributes.some((a) => /^\s*expires=Thu, 01 Jan 1970/i.test(a)) || value === "";
      if (expired) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
    return setCookies;
  }

  private async answer(response: Response): Promise<Answer> {
    const setCookies = this.remember(response);
    const text = await response.text();
    let body: Record<string, unknown> = {};
    try {
      body = JSON.parse(text) as Record<string, unknown>;
    } catch {
      body = {};
    }
    return { status: response.status, body, setCookies, text };
  }

  async get(path: string): Promise<Answer> {
    const response = await fetch(`${this.baseUrl}${path}`, { headers: { cookie: this.cookieHeader() } });
    return this.answer(response);
  }

  async post(
    path: string,
    body: Record<string, unknown> = {},
    options: { method?: string; xsrf?: boolean; testRecaptcha?: boolean } = {},
  ): Promise<Answer> {
    if (!this.cookies.has("XSRF-TOKEN")) await this.get("/v2/Configuration/GetConsentsConfiguration");
    const headers: Record<string, string> = { "content-type": "application/json", cookie: this.cookieHeader() };
    if (options.xsrf !== false) headers["x-xsrf-token"] = this.cookies.get("XSRF-TOKEN") ?? "";
    const payload = options.testRecaptcha === false ? body : { ...body, IsTestRecaptcha: true, "g-recaptcha-response": "" };
    const response = await fetch(`${this.baseUrl}${path}`, {
      method: options.method ?? "POST",
      headers,
      body: JSON.stringify(payload),
    });
    return this.answer(response);
  }
}

/** The newest six-digit code sent to this phone (E.164) or e-mail address, read from the outbox. */
export async function latestCode(api: ReferenceApi, to: string): Promise<string> {
  const message = (await api.outbox()).find((m) => m.to === to);
  const code = message?.body.match(/\b(\d{6})\b/)?.[1];
  if (!code) throw new Error(`no code in the outbox for ${to}`);
  return code;
}

export async function outboxCount(api: ReferenceApi, to: string): Promise<number> {
  return (await api.outbox()).filter((m) => m.to === to).length;
}

/** A code that is certainly not the one sent. */
export function wrongCode(code: string): string {
  return String((Number(code) + 1) % 1_000_000).padStart(6, "0");
}

export function loginBody(username: string, password = DEMO_PASSWORD): Record<string, unknown> {
  return { Username: username, Password: password, ...CLIENT };
}

/** Starting an embedded PostgreSQL takes seconds, more on a loaded machine. */
export const STARTUP_TIMEOUT = 60_000;
