/**
 * Issue 35: `compute` of a string, kept for the strings asked lately and started afresh once
 * `limit` are kept. For a pure answer every card or profile shown asks again, where the same
 * people come up for many viewers (the newest first); `clear()` forgets every answer, for when
 * something `compute` reads besides its key changes.
 */
export function keptRecently<T>(limit: number, compute: (key: string) => T) {
  let kept = new Map<string, T>();
  function get(key: string): T {
    const known = kept.get(key);
    if (known !== undefined) return known;
    const value = compute(key);
    if (kept.size >= limit) kept = new Map();
    kept.set(key, value);
    return value;
  }
  return Object.assign(get, {
    clear: () => {
      kept = new Map();
    },
  });
}
