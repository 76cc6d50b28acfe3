import { describe, expect, it } from 'vitest';
import { birthDateSchema, isCalendarDate } from './fields';

describe('calendar dates (SECURITY 20)', () => {
  it('refuses days that do not exist, which Date.parse rolls over', () => {
    for (const day of ['2000-02-30', '2001-02-29', '1990-04-31', '1990-13-01', '1990-00-10']) {
      expect(isCalendarDate(day), day).toBe(false);
      expect(birthDateSchema.safeParse(day).error?.issues[0]?.message).toBe(
        'validation.birthDateInvalid',
      );
    }
  });

  it('accepts real days, leap days included', () => {
    for (const day of ['2000-02-29', '1996-02-29', '1990-12-31', '1990-01-01']) {
      expect(isCalendarDate(day), day).toBe(true);
    }
  });
});
