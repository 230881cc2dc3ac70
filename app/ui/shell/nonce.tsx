import { createContext, useContext, type ReactNode } from "react";

// React's development build checks every attribute it hydrates, a nonce by the element's `nonce`, which
// the browser keeps while it hides the attribute: there the browser's render names the page's nonce, as
// the server's did (none where the server had none). The production build checks none and is left without it.
const NonceContext = createContext<string | undefined>(import.meta.env.DEV && typeof document !== "undefined" ? document.querySelector<HTMLElement>("[nonce]")?.nonce : "");

export function NonceProvider({ value, children }: { value: string | undefined; children: ReactNode }) {
  return <NonceContext.Provider value={value}>{children}</NonceContext.Provider>;
}

/** The CSP nonce on the server; empty in the browser of a production build, which hides it from the DOM anyway. */
export function useNonce(): string | undefined {
  return useContext(NonceContext);
}
