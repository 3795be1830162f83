import { atom, useAtom } from 'jotai';
import { readStorage, storageKeys, writeStorage } from '@zapdesk/client';

/** Notification volume 0–1 in steps of 0.1, kept in localStorage `volume` (core.md §9). */
export function clampVolume(v: unknown): number {
  const n = typeof v === 'number' ? v : Number(v);
  if (!Number.isFinite(n)) return 1;
  return Math.round(Math.min(1, Math.max(0, n)) * 10) / 10;
}

const stored = readStorage(storageKeys.volume);
const baseVolumeAtom = atom(stored === null ? 1 : clampVolume(stored));
export const volumeAtom = atom(
  (get) => get(baseVolumeAtom),
  (_get, set, v: number) => {
    const next = clampVolume(v);
    set(baseVolumeAtom, next);
    writeStorage(storageKeys.volume, String(next));
  },
);

export const useVolume = () => useAtom(volumeAtom);
