// The upstream's pending session (the cookie it set at login, relayed: decision 003) ends after a while
// without calls; ours lasts longer. Issue 25 item 3: the customer who comes back after that must be told.

/** What the rule reads of an upstream answer: the client's results fit it structurally. */
export type SessionAnswer = { ok: boolean; call: string; error?: { kind: string; status?: number } };

/** A login's refusal is about the credentials, whatever its status: it never means a session was lost. */
const credentialCalls = new Set(["login", "sso"]);

/**
 * The upstream answered 401 (no session) to a call made inside a flow our session had under way (a
 * status stored): the upstream's session existed and has expired. A browser that never started a flow
 * gets the plain way out instead: there was nothing to expire.
 */
export function upstreamSessionExpired(answer: SessionAnswer, flowUnderWay: boolean): boolean {
  if (answer.ok || !flowUnderWay || credentialCalls.has(answer.call)) return false;
  return answer.error?.status === 401;
}
