import { useEffect, useState } from 'react';

/** The value, once it has stopped changing for `ms` (core.md §9: searches wait 500 ms). */
export function useDebouncedValue<T>(value: T, ms = 500): T {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return debounced;
}
