/**
 * The caller's language, from its Culture header (spec §7: it-IT or en-GB): a product API writes its
 * SMS, e-mails and consent texts in the customer's language; anything else gets Italian.
 */
export type CallerLanguage = "it" | "en";

export function callerLanguageOf(res: { req: { get(name: string): string | undefined } }): CallerLanguage {
  return /^en\b/i.test(res.req.get("Culture") ?? "") ? "en" : "it";
}
