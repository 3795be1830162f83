import { startTransition, useEffect, useState } from 'react';
import { afterFirstFrame } from '@zapdesk/ui';

/** Once a page has drawn its first screen, later layouts render everything at once. */
let drawn = false;

/**
 * False on the page's first render; true once a frame has been drawn after it (set in a transition, which
 * an update of the screen interrupts). What waits for it — the top bar's menus — comes after the screen's first
 * content (the ticket rows), not before it. Without frames (a hidden tab), after a second (afterFirstFrame).
 */
export function useAfterFirstFrame(): boolean {
  const [ready, setReady] = useState(drawn);
  useEffect(() => {
    if (ready) return;
    return afterFirstFrame(() => {
      drawn = true;
      startTransition(() => setReady(true));
    });
  }, [ready]);
  return ready;
}
