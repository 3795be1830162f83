import { useEffect, useState } from 'react';

/** Search debounce of core.md §9. */
export const SEARCH_DEBOUNCE_MS = 500;

/** The value, once it stopped changing for `ms`. */
export function useDebouncedValue<T>(value: T, ms = SEARCH_DEBOUNCE_MS): T {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return debounced;
}
