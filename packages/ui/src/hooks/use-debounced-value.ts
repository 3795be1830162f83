import { useEffect, useState } from 'react';

/** `value`, once it has stopped changing for `ms` (searches wait 500 ms, core.md §9). */
export function useDebouncedValue<T>(value: T, ms = 500): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return settled;
}
