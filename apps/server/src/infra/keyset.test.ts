import { describe, expect, it } from 'vitest';
import { decodeCursor, encodeCursor, timeCursorSchema } from './keyset';

describe('cursors', () => {
  it('round-trip, and refuse anything else', () => {
    const cursor = { t: '2026-01-10T12:00:00.123456Z', i: crypto.randomUUID() };
    expect(decodeCursor(timeCursorSchema, encodeCursor(cursor))).toEqual(cursor);
    expect(() =>
      decodeCursor(timeCursorSchema, encodeCursor({ ...cursor, t: '2026-01-10' })),
    ).toThrow();
    expect(() => decodeCursor(timeCursorSchema, '!!!')).toThrow();
  });
});
