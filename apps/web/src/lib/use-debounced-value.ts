import { useEffect, useState } from 'react';

/** How long a search box or a slider must rest before the server is asked. */
export const DEBOUNCE_MS = 300;

/** `value`, once it has stopped changing for `delayMs`: a search or a slider drag asks the server once. */
export function useDebouncedValue<T>(value: T, delayMs = DEBOUNCE_MS): T {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  return debounced;
}
