import { createCipheriv, createDecipheriv, createHash, randomBytes, timingSafeEqual } from 'node:crypto';

export const hashPassword = (pw: string) => Bun.password.hash(pw, { algorithm: 'argon2id' });
export const verifyPassword = (pw: string, hash: string) => Bun.password.verify(pw, hash).catch(() => false);
export const sha256 = (s: string) => createHash('sha256').update(s).digest('hex');
export const randomToken = (bytes = 32) => randomBytes(bytes).toString('base64url');
export const safeEqual = (a: string, b: string) => a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));
/** A hash to verify against when the account does not exist, so timing does not reveal it. */
let dummy: Promise<string> | null = null;
export const dummyHash = () => (dummy ??= hashPassword(randomToken()));

/**
 * Secrets kept at rest (provider credentials): AES-256-GCM under a key derived from the process's JWT
 * secret, as `v1.<iv>.<tag>.<data>` (base64url). Text not in that form is answered as it is.
 */
function secretKey(secret: string) {
  return createHash('sha256').update(`zapdesk-secrets:${secret}`).digest();
}
export function sealSecret(plain: string, secret: string) {
  if (!plain) return '';
  const iv = randomBytes(12);
  const c = createCipheriv('aes-256-gcm', secretKey(secret), iv);
  const data = Buffer.concat([c.update(plain, 'utf8'), c.final()]);
  return ['v1', iv.toString('base64url'), c.getAuthTag().toString('base64url'), data.toString('base64url')].join('.');
}
export function openSecret(sealed: string, secret: string) {
  const [v, iv, tag, data] = sealed.split('.');
  if (v !== 'v1' || !iv || !tag || data === undefined) return sealed;
  const d = createDecipheriv('aes-256-gcm', secretKey(secret), Buffer.from(iv, 'base64url'));
  d.setAuthTag(Buffer.from(tag, 'base64url'));
  return Buffer.concat([d.update(Buffer.from(data, 'base64url')), d.final()]).toString('utf8');
}
