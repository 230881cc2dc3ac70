import { useEffect } from "react";

/** Google's script and the origins the CSP allows for it (server/security.ts). */
export const RECAPTCHA_SCRIPT = "https://www.google.com/recaptcha/api.js";

/**
 * reCAPTCHA v3 on pages whose forms call a reCAPTCHA-checked operation: Google's script under the page's
 * nonce, and the hold that puts a fresh token in every post (recaptcha-hold.ts). The hold is its own
 * chunk, loaded only where a site key is configured: a page without reCAPTCHA never pays for it, and a
 * post sent before it arrives goes without a token, which the server and the upstream decide on.
 */
export function Recaptcha({ siteKey, nonce }: { siteKey: string; nonce: string | undefined }) {
  useEffect(() => {
    let release: (() => void) | null = null;
    let gone = false;
    import("../recaptcha-hold").then(
      ({ holdSubmitsForTokens }) => {
        if (!gone) release = holdSubmitsForTokens(siteKey);
      },
      () => undefined,
    );
    return () => {
      gone = true;
      release?.();
    };
  }, [siteKey]);
  return <script nonce={nonce} src={`${RECAPTCHA_SCRIPT}?render=${encodeURIComponent(siteKey)}`} async defer />;
}
