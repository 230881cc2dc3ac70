import { readFileSync } from "node:fs";
import { msDatePattern, upstreamDate } from "../../app/upstream/dates.server";
import type { CallName, Endpoint } from "../../app/upstream/endpoints.server";
import { endpoints } from "../../app/upstream/endpoints.server";
import { ErrorBody } from "../../app/upstream/schemas/error-body.server";
import { CommonBodyFields } from "../../app/upstream/schemas/requests.server";
import * as responses from "../../app/upstream/schemas/responses.server";
import { MAY_SEND_SMS, SENDS_CODE } from "../../app/upstream/sends.server";
import { z } from "../../app/upstream/zod.server";
import { KNOWN_ACTIONS, KNOWN_CODES } from "./codes";
import { SAFE_CALLS, whyNotCalled } from "./plan";

// The published contract (issue 43): generated from the client's own zod schemas, so that what we
// document is what we send and what we accept. `npm run contract:document` writes it.

export const DOCUMENT_PATH = "docs/upstream-contract.openapi.json";
export const REGENERATE_COMMAND = "npm run contract:document";

export type JsonSchema = { [key: string]: unknown };

const DATE_DESCRIPTION =
  "An ASP.NET JSON date, `/Date(<ms since the epoch, UTC>)/`, optionally with an offset such as `+0100` " +
  "(ignored: the milliseconds are UTC). null or absent means none.";

function jsonSchema(schema: z.ZodType, io: "input" | "output"): JsonSchema {
  const out = z.toJSONSchema(schema, {
    io,
    target: "draft-2020-12",
    unrepresentable: "any",
    // Timestamps are transforms to Date: describe what travels, not what the client makes of it.
    override: (ctx) => {
      if (ctx.zodSchema !== upstreamDate) return;
      ctx.jsonSchema.pattern = msDatePattern.source;
      ctx.jsonSchema.description = DATE_DESCRIPTION;
    },
  }) as JsonSchema;
  delete out.$schema;
  return out;
}

/**
 * The response schemas by their exported names, so that calls answering alike share one component; in
 * name order, as a module namespace's order differs between tsx and vitest.
 */
const responseNames = new Map<z.ZodType, string>(
  Object.entries(responses)
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([name, schema]) => [schema as z.ZodType, name]),
);

const OWN_NOTES: Partial<Record<CallName, string>> = {
  sso: "Spec §7: response not shown. Assumed to answer like Login (an optional UrlRedirect): decision 012.",
  registerAccount:
    "Spec §7: response not shown. Assumed an optional UrlRedirect (decision 012); a 400 ValidationError map names the fields (decision 013). Absent optional fields travel as null (decision 011).",
  resetPassword:
    "Spec §7: response not shown. Assumed the generic fields only (decision 012); the product waits a fixed time whatever the answer (decision 066).",
  getMaskedPersonalData: "Spec §7: payload 'empty': sent as `{}` plus the common fields (decision 012). The three fields may be null (decision 028).",
  resendSms: "Spec §7: payload not shown. Sent as `{}`; the pending operation is the relayed upstream cookie's (decision 012).",
  confirmEmail:
    "Spec §7: payload not shown. `{}` means 'the link was opened, go on'; with OTPCode, the e-mail's code (decisions 012, 044).",
  resendPhoneOtp: "Spec §7: payload not shown, sent as `{}` (decision 012); answers like CheckPhone (spec).",
  resendEmailOtp: "Spec §7: payload and response not shown. Sent as `{}`; assumed to answer like CheckEmail (spec §4, decision 012).",
  getToponym: "Spec §7: payload not shown, sent as `{}` (decision 012).",
  getInvoiceSendingMode: "Spec §7: payload not shown, sent as `{}` (decision 012).",
  acceptConsents:
    "Spec §7: payload not shown. Assumed the sign-up's consent items, `{ Consents: [{ ConsentCode, ConsentState }] }` (decision 012).",
  validatePassword: "Path spelled `Signup` as spec §7 writes it; the upstream must answer on this spelling (decision 028).",
  confirmPhoneOtp: "Path spelled `Signup` as spec §7 writes it; the upstream must answer on this spelling (decision 028).",
  searchNazioni: "Identifiers and postcodes may be numbers or strings (decision 012).",
  searchComuni: "Identifiers and postcodes may be numbers or strings (decision 012).",
  login:
    "Requirement `tokenless-calls-judged`: a call with an empty `g-recaptcha-response` is judged under the upstream's own limits, not refused outright (decision 184).",
};

function operation(name: CallName, endpoint: Endpoint): JsonSchema {
  const responseName = responseNames.get(endpoint.response) ?? `${name}Response`;
  const sends = SENDS_CODE[name] ?? (MAY_SEND_SMS.includes(name) ? "sms (when the account's number is unconfirmed)" : undefined);
  const checked = SAFE_CALLS.includes(name);
  const parameters: JsonSchema[] = [{ $ref: "#/components/parameters/Culture" }, { $ref: "#/components/parameters/Client" }];
  const op: JsonSchema = {
    operationId: name,
    ...(OWN_NOTES[name] ? { description: OWN_NOTES[name] } : {}),
    parameters,
    responses: {
      "2XX": {
        description:
          "A success, or a refusal when the body has `Success: false`, or a non-empty CodeError and no Success (decision 013). " +
          "A success must name at least one of the call's own fields, or Success, when the call has any (issue 11 item 9).",
        content: {
          "application/json": {
            schema: { anyOf: [{ $ref: `#/components/schemas/${responseName}` }, { $ref: "#/components/schemas/Refusal" }] },
          },
        },
      },
      "400": { $ref: "#/components/responses/Refused400" },
      default: { $ref: "#/components/responses/Refused" },
    },
    "x-sends": sends ?? "nothing",
    "x-contract-check": checked ? "called by npm run contract" : `not called by npm run contract: ${whyNotCalled(name)}`,
  };
  if (endpoint.method === "GET") {
    const query = jsonSchema(endpoint.request, "output") as { properties?: Record<string, JsonSchema>; required?: string[] };
    for (const [key, schema] of Object.entries(query.properties ?? {})) {
      parameters.push({ name: key, in: "query", required: query.required?.includes(key) ?? false, schema });
    }
  } else {
    parameters.push({ $ref: "#/components/parameters/AntiForgeryHeader" }, { $ref: "#/components/parameters/AntiForgeryCookie" });
    const body = (endpoint.request as z.ZodObject).extend(CommonBodyFields.shape);
    op.requestBody = {
      required: true,
      description: "Exactly these fields: absent optional values travel as null (decision 011).",
      content: { "application/json": { schema: jsonSchema(body, "output") } },
    };
  }
  return op;
}

function components(): JsonSchema {
  const schemas: Record<string, JsonSchema> = {};
  for (const [schema, name] of responseNames.entries()) {
    schemas[name] = {
      ...jsonSchema(schema, "input"),
      description: "The fields the product reads; any other field is ignored. Required fields must be present on success (decision 012).",
    };
  }
  const refusal = jsonSchema(ErrorBody, "input") as { properties: Record<string, JsonSchema> };
  refusal.properties.Success = { type: "boolean", const: false };
  refusal.properties.CodeError = {
    ...refusal.properties.CodeError,
    description: "Compared ignoring case and underscores (decision 013). A code outside x-known-codes is shown as an unexpected error.",
    "x-known-codes": KNOWN_CODES,
  };
  refusal.properties.ActionRequired = {
    ...refusal.properties.ActionRequired,
    description: "With CodeError ACTION_REQUIRED: the step the account needs (spec §4).",
    "x-known-actions": KNOWN_ACTIONS,
  };
  schemas.Refusal = {
    ...refusal,
    description:
      "What the product reads of a refusal (spec §3 error body, plus the ambiguous-login and OTP fields). Read leniently: a field of the wrong type is ignored.",
  };
  schemas.ValidationRefusal = {
    allOf: [{ $ref: "#/components/schemas/Refusal" }],
    type: "object",
    required: ["ValidationError"],
    properties: {
      ValidationError: {
        type: "object",
        description: "PascalCase request field (dotted for BillingData) to its error; the product turns names to camelCase (decision 013).",
        additionalProperties: {
          anyOf: [
            { type: "object", properties: { Code: { type: "string" }, Message: { type: "string" } } },
            { type: "string" },
            { type: "array" },
          ],
        },
      },
    },
  };
  return {
    schemas,
    responses: {
      Refused400: {
        description: "A ValidationError map (per-field errors), or a refusal.",
        content: {
          "application/json": {
            schema: { anyOf: [{ $ref: "#/components/schemas/ValidationRefusal" }, { $ref: "#/components/schemas/Refusal" }] },
          },
        },
      },
      Refused: {
        description: "Any other status: a refusal when the body has a CodeError, otherwise an HTTP error shown as unexpected.",
        content: { "application/json": { schema: { $ref: "#/components/schemas/Refusal" } } },
      },
    },
    parameters: {
      Culture: {
        name: "Culture",
        in: "header",
        required: true,
        description: "The customer's language: it-IT for Italian, en-GB for English (spec §7).",
        schema: { type: "string", enum: ["it-IT", "en-GB"] },
      },
      Client: {
        name: "Client",
        in: "header",
        required: true,
        description: "Client name and version major.minor.patch, e.g. `area-riservata 1.0.0` (spec §7, decision 011).",
        schema: { type: "string", pattern: "^\\S+ \\d+\\.\\d+\\.\\d+$" },
      },
      AntiForgeryHeader: {
        name: "X-XSRF-TOKEN",
        in: "header",
        required: true,
        description:
          "The value of the XSRF-TOKEN cookie the upstream set, URL-decoded (decisions 003, 011). When a browser holds none, the product " +
          "first calls GET /v2/Configuration/GetConsentsConfiguration, whose answer must set it.",
        schema: { type: "string" },
      },
      AntiForgeryCookie: {
        name: "XSRF-TOKEN",
        in: "cookie",
        required: true,
        description:
          "Set by the upstream on any answer to a request without it. Every cookie the upstream sets travels back on later calls of the " +
          "same browser: relayed through the browser signed, at most 2 KB each, 4 KB in all and a day's lifetime (decisions 003, 177).",
        schema: { type: "string" },
      },
    },
  };
}

const DESCRIPTION = [
  "The calls Area Riservata makes to the brand's API (spec §7), generated from its client's schemas (app/upstream/). " +
    `Regenerate with \`${REGENERATE_COMMAND}\`; check a live API with \`npm run contract -- <base URL>\`.`,
  "Every POST/PUT body is JSON and carries `g-recaptcha-response` (empty when the browser had no token) and, in Dev and Test, " +
    "`IsTestRecaptcha: true` (spec §7, decision 011). GETs carry no body. Redirects are never followed.",
  "Answers are read by their body whatever the status (decision 013): 400 with ValidationError → per-field errors; " +
    "`Success: false` or a CodeError → a refusal; a 2xx otherwise must match the call's success shape. Timestamps are `/Date(ms)/`.",
  "Requirement `tokenless-calls-judged` (decision 184): a customer without JavaScript, or whose browser blocks Google, posts with an " +
    "empty `g-recaptcha-response`. The upstream must judge such a call under its own limits (per address, account, number) and not " +
    "refuse it outright with INVALID_RECAPTCHA, or those customers can never sign in, sign up or reset a password.",
].join("\n\n");

function packageVersion(): string {
  return (JSON.parse(readFileSync(new URL("../../package.json", import.meta.url), "utf8")) as { version: string }).version;
}

/** The OpenAPI 3.1 document of every call of spec §7. */
export function contractDocument(): JsonSchema {
  const paths: Record<string, Record<string, JsonSchema>> = {};
  for (const [name, endpoint] of Object.entries(endpoints) as [CallName, Endpoint][]) {
    paths[endpoint.path] ??= {};
    paths[endpoint.path]![endpoint.method.toLowerCase()] = operation(name, endpoint);
  }
  return {
    openapi: "3.1.0",
    info: { title: "The upstream API as Area Riservata calls it", version: packageVersion(), description: DESCRIPTION },
    servers: [
      {
        url: "{base}",
        description: "UPSTREAM_API_URL; the embedded reference API is http://127.0.0.1:3000/reference-api.",
        variables: { base: { default: "http://127.0.0.1:3000/reference-api" } },
      },
    ],
    paths,
    components: components(),
    "x-requirements": {
      "tokenless-calls-judged": "A call with an empty g-recaptcha-response is judged under the upstream's own limits, not refused outright (decision 184).",
    },
  };
}

/** The document as committed: two-space JSON and a final newline. */
export function contractDocumentText(): string {
  return `${JSON.stringify(contractDocument(), null, 2)}\n`;
}
