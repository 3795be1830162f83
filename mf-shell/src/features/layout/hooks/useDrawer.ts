import { useCallback, useEffect, useState } from 'react';

/** core.md §2 "Top bar": open by default over 1200 px wide; temporary (overlay) under 600 px; a collapsed rail between. */
export const DRAWER_OPEN_WIDTH = 1200;
export const DRAWER_TEMPORARY_WIDTH = 600;

export type DrawerMode = 'docked' | 'temporary';

const modeFor = (w: number): DrawerMode => (w < DRAWER_TEMPORARY_WIDTH ? 'temporary' : 'docked');

export function useDrawer() {
  const [mode, setMode] = useState<DrawerMode>(() => modeFor(window.innerWidth));
  const [open, setOpen] = useState(() => window.innerWidth > DRAWER_OPEN_WIDTH);
  useEffect(() => {
    let last = modeFor(window.innerWidth);
    const onResize = () => {
      const next = modeFor(window.innerWidth);
      if (next !== last) {
        last = next;
        setMode(next);
        setOpen(next === 'docked' && window.innerWidth > DRAWER_OPEN_WIDTH);
      }
    };
    window.addEventListener('resize', onResize);
    return () => window.removeEventListener('resize', onResize);
  }, []);
  const toggle = useCallback(() => setOpen((o) => !o), []);
  return { mode, open, setOpen, toggle };
}
