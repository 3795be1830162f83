/** Browser storage keys of the spec (core.md §3 "Browser storage"); every frontend uses these names. */
export const storageKeys = {
  token: 'token',
  companyId: 'companyId',
  userId: 'userId',
  companyDueDate: 'companyDueDate',
  cshow: 'cshow',
  tasks: 'tasks',
  language: 'i18nextLng',
  theme: 'preferredTheme',
  variables: 'variables',
  volume: 'volume',
  /** Ours, not the spec's: the ticket rows' density (comfortable or compact). */
  ticketDensity: 'ticketDensity',
} as const;

export type StorageKey = (typeof storageKeys)[keyof typeof storageKeys];

const ls = () => (typeof localStorage === 'undefined' ? null : localStorage);

export function readStorage(key: StorageKey): string | null {
  try {
    return ls()?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

export function writeStorage(key: StorageKey, value: string | null) {
  try {
    if (value === null) ls()?.removeItem(key);
    else ls()?.setItem(key, value);
  } catch {
    /* storage full or disabled: the value lives for this page only */
  }
}

/** The access token was stored JSON-encoded by the original clients; accept both spellings. */
export function readToken(): string | null {
  const raw = readStorage(storageKeys.token);
  if (!raw) return null;
  try {
    const parsed = JSON.parse(raw);
    return typeof parsed === 'string' ? parsed : null;
  } catch {
    return raw;
  }
}

export const writeToken = (token: string | null) => writeStorage(storageKeys.token, token === null ? null : JSON.stringify(token));
