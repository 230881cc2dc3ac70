import { request } from "node:http";
import { keepCookies } from "../../support/cookie-jar";

export type Answer = { status: number; headers: Record<string, string | string[] | undefined>; body: string };

/**
 * One request on its own connection (no keep-alive), as a browser's first visit: a connection that a
 * restarting nginx worker closes while idle is the client's to retry, not what this suite measures.
 */
export function send(url: URL, options: { method?: string; headers?: Record<string, string>; body?: string } = {}): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = request(url, { method: options.method ?? "GET", headers: options.headers, agent: false, timeout: 30_000 }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (chunk: Buffer) => chunks.push(chunk));
      res.on("end", () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks).toString("utf8") }));
      res.on("error", reject);
    });
    req.on("timeout", () => req.destroy(new Error("no answer within 30 s")));
    req.on("error", reject);
    req.end(options.body);
  });
}

/** A visitor with its cookies, our CSRF token read from the form, same-origin posts. */
export class Visitor {
  readonly cookies = new Map<string, string>();
  constructor(
    readonly origin: string,
    readonly extra: Record<string, string> = {},
  ) {}

  private headers(): Record<string, string> {
    return { ...this.extra, ...(this.cookies.size ? { cookie: [...this.cookies].map(([name, value]) => `${name}=${value}`).join("; ") } : {}) };
  }

  private keep(answer: Answer): Answer {
    const lines = answer.headers["set-cookie"] ?? [];
    keepCookies(this.cookies, Array.isArray(lines) ? lines : [lines]);
    return answer;
  }

  async get(target: string): Promise<Answer> {
    return this.keep(await send(new URL(target, this.origin), { headers: this.headers() }));
  }

  /** The CSRF token of the form on `answer`'s page. */
  static csrf(answer: Answer): string {
    const match = /name="csrf"[^>]*value="([^"]+)"|value="([^"]+)"[^>]*name="csrf"/.exec(answer.body);
    if (!match) throw new Error(`no CSRF token in a ${answer.status} answer`);
    return (match[1] ?? match[2]!).replace(/&quot;/g, '"').replace(/&#x27;|&#39;/g, "'").replace(/&lt;/g, "<").replace(/&gt;/g, ">").replace(/&amp;/g, "&");
  }

  async post(target: string, fields: Record<string, string>): Promise<Answer> {
    const body = new URLSearchParams(fields).toString();
    return this.keep(
      await send(new URL(target, this.origin), {
        method: "POST",
        body,
        headers: { ...this.headers(), "content-type": "application/x-www-form-urlencoded", "content-length": String(Buffer.byteLength(body)), origin: this.origin },
      }),
    );
  }
}
