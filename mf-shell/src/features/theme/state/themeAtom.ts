import { atom } from 'jotai';
import { readStorage, storageKeys, writeStorage } from '@zapdesk/client';

export type Theme = 'light' | 'dark';

/** core.md §1: the stored preference, else the system dark preference, else light. */
export function initialTheme(): Theme {
  const stored = readStorage(storageKeys.theme);
  if (stored === 'dark' || stored === 'light') return stored;
  return typeof matchMedia !== 'undefined' && matchMedia('(prefers-color-scheme: dark)').matches ? 'dark' : 'light';
}

const baseThemeAtom = atom<Theme>(initialTheme());

/** The theme; writing it stores `preferredTheme` and toggles the `.dark` class on <html>. */
export const themeAtom = atom(
  (get) => get(baseThemeAtom),
  (_get, set, theme: Theme) => {
    set(baseThemeAtom, theme);
    writeStorage(storageKeys.theme, theme);
    document.documentElement.classList.toggle('dark', theme === 'dark');
  },
);
