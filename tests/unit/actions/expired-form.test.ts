import { describe, expect, it } from "vitest";
import { z } from "zod";
import { readProtectedForm } from "../../../app/actions/gate.server";
import { step } from "../../../app/actions/step.server";
import * as copy from "../../../app/copy/it";
import { newToken } from "../../../app/security/csrf.server";
import { commitSession, type SessionData } from "../../../app/session/session.server";
import { requestContextWith } from "../support/request-context";

// This browser's session: the token is bound to its identity (decision 177).
const session: SessionData = {};
const sessionCookie = commitSession(session).split(";", 1)[0];
const ownToken = () => newToken(session.sid!);

/** A login post from a browser whose anti-forgery cookie holds `cookieToken` (none: the cookie was lost). */
function post(formToken: string, cookieToken?: string): Request {
  const body = new URLSearchParams({ csrf: formToken, username: "mario.rossi@example.com", password: "Parcheggio.2026" });
  const cookie = `${sessionCookie}${cookieToken ? `; ar_csrf=${cookieToken}` : ""}`;
  return new Request("http://localhost/auth/client_login?client=parcheggi-web", {
    method: "POST",
    body,
    headers: { "Content-Type": "application/x-www-form-urlencoded", Cookie: cookie },
  });
}

/** A step whose guard and call record that they ran: an expired form must reach neither. */
async function run(request: Request) {
  const reached: string[] = [];
  const reply = await step({ request, context: requestContextWith().provider }, {
    schema: z.object({ username: z.string(), password: z.string() }),
    secret: ["password"],
    guard: () => {
      reached.push("guard");
      throw new Error("guard reached");
    },
    call: () => {
      reached.push("upstream");
      throw new Error("upstream reached");
    },
    messages: { fallback: "Riprova" },
  }).catch((error: Error) => error);
  return { reply, reached };
}

describe("a form whose anti-forgery token expired (issue 21, decision 138)", () => {
  it.each([
    ["the cookie was lost", undefined],
    ["the cookie holds another token (an older page)", ownToken()],
  ])("is shown again when %s: 403, its message, what was typed but the password, and nothing else done", async (_case, cookieToken) => {
    const { reply, reached } = await run(post(ownToken(), cookieToken));
    expect(reached).toEqual([]);
    expect(reply).not.toBeInstanceOf(Error);
    const { data, init } = reply as Exclude<typeof reply, Error>;
    expect(init?.status).toBe(403);
    expect(data.result.status).toBe("error");
    expect(data.result.error).toEqual({ "": [copy.security.expiredForm] });
    expect(data.result.initialValue).toMatchObject({ username: "mario.rossi@example.com" });
    expect(data.result.initialValue).not.toHaveProperty("password");
  });

  it("a matching token goes on to the guard", async () => {
    const token = ownToken();
    const { reached } = await run(post(token, token));
    expect(reached).toEqual(["guard"]);
  });

  it("a resource route with no form to show refuses it plainly", async () => {
    const refused = await readProtectedForm({ request: post(ownToken()), context: requestContextWith().provider }).catch((error: unknown) => error);
    expect((refused as { init?: { status?: number } }).init?.status).toBe(403);
  });
});
