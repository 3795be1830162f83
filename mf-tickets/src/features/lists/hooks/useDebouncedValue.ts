import { useEffect, useState } from 'react';

/** `value`, settled for `delayMs` (searches wait 500 ms, admin-automation.md §9). */
export function useDebouncedValue<T>(value: T, delayMs = 500): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  return settled;
}
