import type { AppEnv } from "../../app/upstream/client.server";
import type { CallName } from "../../app/upstream/endpoints.server";
import { endpoints } from "../../app/upstream/endpoints.server";
import type { Culture } from "../../app/upstream/headers.server";
import { cultureHeader } from "../../app/upstream/headers.server";
import type { UpstreamFetch } from "../../app/upstream/transport.server";
import type { CheckOptions, Exchange, Row } from "./check";
import { checkUpstream } from "./check";
import { DOCUMENT_PATH } from "./document";
import { SAFE_CALLS, whyNotCalled } from "./plan";

const USAGE = `usage: npm run contract -- <upstream base URL> [options]
  --culture it|en             the Culture header's language (default it)
  --timeout <ms>              each call's deadline, no retries (default 10000)
  --app-env Dev|Test|Cld|Prod as the application's APP_ENV: Dev and Test add IsTestRecaptcha (default: $APP_ENV, else Dev)
  --allow-unexpected-fields   report fields the contract does not list without failing
  --dry-run                   print the requests it would make and send nothing`;

const APP_ENVS: readonly AppEnv[] = ["Dev", "Test", "Cld", "Prod"];

type Parsed = Omit<CheckOptions, "fetch"> & { dryRun: boolean };

function parse(argv: readonly string[], env: Record<string, string | undefined>): Parsed | string {
  const parsed: Parsed = { baseUrl: "", culture: "it", appEnv: "Dev", timeoutMs: 10_000, dryRun: false };
  const envAppEnv = env.APP_ENV;
  if (envAppEnv && (APP_ENVS as readonly string[]).includes(envAppEnv)) parsed.appEnv = envAppEnv as AppEnv;
  for (let i = 0; i < argv.length; i += 1) {
    const arg = argv[i]!;
    const value = () => argv[++i] ?? "";
    if (arg === "--dry-run") parsed.dryRun = true;
    else if (arg === "--allow-unexpected-fields") parsed.allowUnexpectedFields = true;
    else if (arg === "--culture") {
      const culture = value();
      if (culture !== "it" && culture !== "en") return "--culture is it or en";
      parsed.culture = culture as Culture;
    } else if (arg === "--timeout") {
      const ms = Number(value());
      if (!Number.isInteger(ms) || ms < 100 || ms > 120_000) return "--timeout is a whole number of milliseconds, 100 to 120000";
      parsed.timeoutMs = ms;
    } else if (arg === "--app-env") {
      const appEnv = value();
      if (!(APP_ENVS as readonly string[]).includes(appEnv)) return `--app-env is one of ${APP_ENVS.join(", ")}`;
      parsed.appEnv = appEnv as AppEnv;
    } else if (arg.startsWith("--")) return `unknown option ${arg}`;
    else if (parsed.baseUrl) return "one base URL only";
    else parsed.baseUrl = arg;
  }
  if (!parsed.baseUrl) return "the upstream base URL is missing";
  let url: URL;
  try {
    url = new URL(parsed.baseUrl);
  } catch {
    return `not a URL: ${parsed.baseUrl}`;
  }
  if (url.protocol !== "http:" && url.protocol !== "https:") return "the base URL is http or https";
  return parsed;
}

/** The base URL as printed: without any user and password it may carry. */
function shown(baseUrl: string): string {
  const url = new URL(baseUrl);
  url.username = "";
  url.password = "";
  return url.toString().replace(/\/$/, "");
}

function table(rows: Row[]): string[] {
  const cells = rows.map((row) => [
    row.ok ? "ok  " : "FAIL",
    row.name,
    row.call,
    row.status === null ? "—" : String(row.status),
    row.ms === null ? "" : `${row.ms} ms`,
    row.verdict,
  ]);
  const head = ["", "call", "request", "HTTP", "time", "verdict"];
  const widths = head.map((title, col) => Math.max(title.length, ...cells.map((cell) => cell[col]!.length)));
  const line = (cell: string[]) =>
    cell
      .map((text, col) => (col === cell.length - 1 ? text : text.padEnd(widths[col]!)))
      .join("  ")
      .trimEnd();
  return [line(head), ...cells.map(line)];
}

/** What the dry run prints of a request: no cookie value, no token, no password. */
function dryRunLines(exchange: Exchange): string[] {
  const lines = [`${exchange.method} ${shown(exchange.url)}`];
  for (const [name, value] of Object.entries(exchange.headers)) {
    let text = value;
    if (name === "Cookie") text = value.replace(/=[^;]*/g, "=‹the upstream's value›");
    else if (/xsrf/i.test(name)) text = "‹the XSRF-TOKEN cookie's value›";
    lines.push(`  ${name}: ${text}`);
  }
  if (exchange.body) {
    const body = JSON.parse(exchange.body) as Record<string, unknown>;
    for (const key of Object.keys(body)) if (/password/i.test(key)) body[key] = "‹random›";
    lines.push(`  ${JSON.stringify(body)}`);
  }
  return lines;
}

/** A stand-in upstream for the dry run: every answer a bare success that sets the anti-forgery cookie. */
const dryRunFetch: UpstreamFetch = async () => ({
  status: 200,
  headers: new Headers([["set-cookie", "XSRF-TOKEN=dry-run; Path=/"]]),
  text: async () => JSON.stringify({ Success: true }),
});

/**
 * `npm run contract -- <base URL>`: prints one row per call and a summary; 0 when every row is ok,
 * 1 on any mismatch or call without an answer, 2 on a usage error.
 */
export async function runContractCli(
  argv: readonly string[],
  print: (line: string) => void,
  env: Record<string, string | undefined> = process.env,
  fetch?: UpstreamFetch,
): Promise<number> {
  const parsed = parse(argv, env);
  if (typeof parsed === "string") {
    print(`${parsed}\n${USAGE}`);
    return 2;
  }
  const { dryRun, ...options } = parsed;
  const recaptcha = options.appEnv === "Dev" || options.appEnv === "Test" ? "IsTestRecaptcha sent" : "no IsTestRecaptcha";
  const notCalled = (Object.keys(endpoints) as CallName[]).filter((call) => !SAFE_CALLS.includes(call));
  print(
    `${dryRun ? "Dry run: requests for" : "Checking"} ${shown(options.baseUrl)} against ${DOCUMENT_PATH}` +
      ` (Culture ${cultureHeader(options.culture)}, APP_ENV ${options.appEnv}: ${recaptcha}, ${options.timeoutMs} ms per call)`,
  );
  if (dryRun) {
    const report = await checkUpstream({ ...options, fetch: dryRunFetch });
    for (const exchange of report.exchanges) print(dryRunLines(exchange).join("\n"));
    print(`\nNever called (${notCalled.length}):`);
    for (const call of notCalled) print(`  ${call}: ${whyNotCalled(call)}`);
    return 0;
  }
  const report = await checkUpstream({ ...options, ...(fetch ? { fetch } : {}) });
  for (const line of table(report.rows)) print(line);
  const ok = report.rows.length - report.mismatches;
  print(
    `\n${report.rows.length} rows: ${ok} ok, ${report.mismatches} mismatch${report.mismatches === 1 ? "" : "es"}. ` +
      `${notCalled.length} calls of the contract were not made: they create an account, send an SMS or an e-mail, ` +
      `or change something (--dry-run lists them).`,
  );
  return report.mismatches === 0 ? 0 : 1;
}
