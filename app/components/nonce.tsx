import { createContext, useContext } from "react";

/** The per-request CSP nonce, given to every script Remix renders. Empty in the browser, where it is not needed. */
export const NonceContext = createContext<string>("");
export const NonceProvider = NonceContext.Provider;
export const useNonce = () => useContext(NonceContext);
