import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';
import { config } from '../config';

/**
 * Secrets companies give us (webhook secrets, …), encrypted at rest with AES-256-GCM under a key derived
 * from SECRETS_KEY (else the access-token secret, which is kept per installation). Stored as
 * `v1.<iv>.<tag>.<ciphertext>` in base64url.
 */
const key = () => createHash('sha256').update(`zapdesk-secrets:${process.env.SECRETS_KEY || config().jwtSecret}`).digest();

export function sealSecret(plain: string): string {
  const iv = randomBytes(12);
  const c = createCipheriv('aes-256-gcm', key(), iv);
  const data = Buffer.concat([c.update(plain, 'utf8'), c.final()]);
  return ['v1', iv.toString('base64url'), c.getAuthTag().toString('base64url'), data.toString('base64url')].join('.');
}

export function openSecret(sealed: string): string {
  const [v, iv, tag, data] = sealed.split('.');
  if (v !== 'v1' || !iv || !tag || data === undefined) throw new Error('not a sealed secret');
  const d = createDecipheriv('aes-256-gcm', key(), Buffer.from(iv, 'base64url'));
  d.setAuthTag(Buffer.from(tag, 'base64url'));
  return Buffer.concat([d.update(Buffer.from(data, 'base64url')), d.final()]).toString('utf8');
}

/** A secret as answers show it: its last four characters only. */
export const maskSecret = (plain: string) => `••••${plain.slice(-4)}`;
