/**
 * Upstream field names to the camelCase the forms use (spec §5): "ConfirmEmail" → "confirmEmail",
 * "PIN" → "pin", "URLRedirect" → "urlRedirect", "BillingData.Cap" → "billingData.cap".
 */
export function camelCaseFieldName(name: string): string {
  return name
    .split(".")
    .map((segment) => {
      const leadingCaps = /^[A-Z]+/.exec(segment)?.[0] ?? "";
      if (leadingCaps.length === 0) return segment;
      if (leadingCaps.length === segment.length) return segment.toLowerCase();
      // In "URLRedirect" the last capital starts the next word.
      const keep = leadingCaps.length > 1 && /[a-z]/.test(segment[leadingCaps.length] ?? "") ? 1 : 0;
      const lowered = leadingCaps.slice(0, leadingCaps.length - keep).toLowerCase();
      return lowered + segment.slice(lowered.length);
    })
    .join(".");
}
