import { createContext, useContext } from "react";

/** The CSP nonce of the current request (server render only; browsers hide it after load). */
export const NonceContext = createContext<string>("");

export function useNonce(): string {
  return useContext(NonceContext);
}
