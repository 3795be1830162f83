import { atom } from 'jotai';

/** Whether replies carry the signature prefix (`*User name:*`); on by default, kept for the session. */
export const signatureAtom = atom(true);
