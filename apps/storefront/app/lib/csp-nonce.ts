import { createContext, useContext } from "react";

/**
 * The CSP nonce of the document being rendered on the server (entry.server.tsx provides it). On the
 * client it is empty: browsers hide nonce attributes from the DOM, and scripts added after the
 * first load are allowed by 'self'.
 */
export const NonceContext = createContext<string | undefined>(undefined);

export function useNonce(): string | undefined {
  return useContext(NonceContext);
}
