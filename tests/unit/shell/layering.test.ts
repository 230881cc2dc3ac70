import { ESLint } from "eslint";
import { describe, expect, it } from "vitest";

// The layering of design §3 is enforced by eslint (eslint.config.js); these deliberate violations must
// be refused, and the allowed imports must pass, or the rules protect nothing.
const eslint = new ESLint({ cwd: process.cwd() });

async function layeringMessages(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return result!.messages.filter((message) => message.ruleId === "no-restricted-imports").map((message) => message.message);
}

describe("layering lint rules", () => {
  const refused: [string, string, RegExp][] = [
    ["app/routes/auth/x.tsx", 'import { upstream } from "../../upstream/instance.server";', /app\/routes must not import upstream/],
    ["app/flow/x.ts", 'import { getSession } from "../session/session.server";', /app\/flow must not import session/],
    ["app/flow/x.ts", 'import { readFile } from "node:fs";', /app\/flow must not import node:/],
    ["app/flow/x.ts", 'import { redirect } from "react-router";', /app\/flow must not import react-router/],
    ["app/upstream/x.server.ts", 'import { decide } from "../flow/decide";', /app\/upstream must not import flow/],
    ["app/upstream/schemas/x.server.ts", 'import * as it from "../../copy/it";', /app\/upstream must not import copy/],
    ["app/actions/x.server.ts", 'import { Field } from "../ui/field";', /app\/actions must not import ui/],
    ["app/forms/x.ts", 'import { step } from "../actions/step.server";', /app\/forms must not import actions/],
    ["app/ui/x.tsx", 'import { getSession } from "../session/session.server";', /app\/ui must not import session/],
  ];
  for (const [filePath, code, message] of refused) {
    it(`refuses ${code} in ${filePath}`, async () => {
      expect(await layeringMessages(filePath, `${code}\nexport {};\n`)).toEqual([expect.stringMatching(message)]);
    });
  }

  const allowed: [string, string][] = [
    ["app/routes/auth/x.tsx", 'import { step } from "../../actions/step.server";'],
    ["app/actions/x.server.ts", 'import { upstream } from "../upstream/instance.server";'],
    ["app/flow/x.ts", 'import { FlowRoute } from "./routes";'],
    ["app/upstream/x.server.ts", 'import { getConfig } from "../config.server";'],
  ];
  for (const [filePath, code] of allowed) {
    it(`allows ${code} in ${filePath}`, async () => {
      expect(await layeringMessages(filePath, `${code}\nexport {};\n`)).toEqual([]);
    });
  }
});
