import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';

export const hashPassword = (pw: string) => Bun.password.hash(pw, { algorithm: 'argon2id' });
export const verifyPassword = (pw: string, hash: string) => Bun.password.verify(pw, hash).catch(() => false);
export const sha256 = (s: string) => createHash('sha256').update(s).digest('hex');
export const randomToken = (bytes = 32) => randomBytes(bytes).toString('base64url');
export const safeEqual = (a: string, b: string) => a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));
/** A hash to verify against when the account does not exist, so timing does not reveal it. */
let dummy: Promise<string> | null = null;
export const dummyHash = () => (dummy ??= hashPassword(randomToken()));
