import { describe, expect, it } from 'vitest';
import { keptRecently } from './kept-recently';

describe('an answer kept for the keys asked lately (issue 35)', () => {
  it('computes a key once while it is kept, and again after clear()', () => {
    const asked: string[] = [];
    const upper = keptRecently(10, (key) => {
      asked.push(key);
      return key.toUpperCase();
    });
    expect([upper('a'), upper('b'), upper('a')]).toEqual(['A', 'B', 'A']);
    expect(asked).toEqual(['a', 'b']);
    upper.clear();
    expect(upper('a')).toBe('A');
    expect(asked).toEqual(['a', 'b', 'a']);
  });

  it('keeps no more than its limit: full, it starts afresh', () => {
    const asked: string[] = [];
    const same = keptRecently(2, (key) => {
      asked.push(key);
      return key;
    });
    for (const key of ['a', 'b', 'c', 'b', 'a']) same(key);
    // 'c' found two kept and started afresh: 'b' and 'a' are computed again.
    expect(asked).toEqual(['a', 'b', 'c', 'b', 'a']);
  });
});
