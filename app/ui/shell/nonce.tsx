import { createContext, useContext, type ReactNode } from "react";

const NonceContext = createContext("");

export function NonceProvider({ value, children }: { value: string; children: ReactNode }) {
  return <NonceContext.Provider value={value}>{children}</NonceContext.Provider>;
}

/** The CSP nonce on the server; empty in the browser, which hides it from the DOM anyway. */
export function useNonce(): string {
  return useContext(NonceContext);
}
