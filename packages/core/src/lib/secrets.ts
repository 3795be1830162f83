import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';
import { config } from '../config';

/**
 * Secrets companies give us (OpenAI and speech keys, Dialogflow credentials, webhook signing keys) are kept
 * encrypted (AES-256-GCM under a key derived from SECRETS_KEY) and leave the server only masked.
 */
const PREFIX = 'enc:v1:';
let cached: { from: string; key: Buffer } | null = null;
function key() {
  const from = config().secretsKey;
  if (cached?.from !== from) cached = { from, key: createHash('sha256').update(`zapdesk-secrets:${from}`).digest() };
  return cached.key;
}

export const isEncryptedSecret = (stored: string) => stored.startsWith(PREFIX);

export function encryptSecret(plain: string): string {
  if (!plain) return '';
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key(), iv);
  const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
  return PREFIX + Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64url');
}

/** The plain secret; a value stored before encryption existed (no prefix) is returned as it is. */
export function decryptSecret(stored: string): string {
  if (!stored || !isEncryptedSecret(stored)) return stored;
  const raw = Buffer.from(stored.slice(PREFIX.length), 'base64url');
  const decipher = createDecipheriv('aes-256-gcm', key(), raw.subarray(0, 12));
  decipher.setAuthTag(raw.subarray(12, 28));
  return Buffer.concat([decipher.update(raw.subarray(28)), decipher.final()]).toString('utf8');
}

const MASK = '••••••••';
/** What answers show for a secret: nothing when unset, else a fixed mask (plus the last 4 characters of long keys). */
export function maskSecret(plain: string): string {
  if (!plain) return '';
  return plain.length >= 16 ? `${MASK}${plain.slice(-4)}` : MASK;
}

/**
 * The value a write keeps for a secret field: absent, or the mask the client was shown (a whole-object PUT
 * sends it back), keeps the stored one; anything else replaces it.
 */
export function nextSecret(sent: string | undefined, stored: string): string {
  if (sent === undefined) return stored;
  const current = decryptSecret(stored);
  if (sent === maskSecret(current) || (sent.startsWith(MASK) && current)) return stored;
  return encryptSecret(sent);
}
