/**
 * This response's CSP nonce, for the scripts the document renders (React Router's). The server
 * entry provides it; in the browser it is empty (browsers hide nonces from the page anyway).
 */
import { createContext, useContext } from 'react';

export const NonceContext = createContext('');

export const useNonce = () => useContext(NonceContext);
