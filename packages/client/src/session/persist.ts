import { storageKeys, writeStorage, writeToken } from '../storage';
import type { SessionUser } from './types';

/** Stores what the spec keeps in the browser for a session; `cshow` follows the company setting campaignsEnabled. */
export function persistSession(session: { token: string; user: SessionUser }) {
  writeToken(session.token);
  writeStorage(storageKeys.companyId, String(session.user.companyId));
  writeStorage(storageKeys.userId, String(session.user.id));
  writeStorage(storageKeys.companyDueDate, session.user.company?.dueDate ?? null);
  const campaigns = session.user.company?.settings?.find((s) => s.key === 'campaignsEnabled')?.value === 'true';
  writeStorage(storageKeys.cshow, campaigns ? 'true' : null);
}

/** Forgets the stored session. */
export function clearPersistedSession() {
  for (const k of [storageKeys.token, storageKeys.companyId, storageKeys.userId, storageKeys.companyDueDate, storageKeys.cshow]) writeStorage(k, null);
}
