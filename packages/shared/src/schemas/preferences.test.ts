import { describe, expect, it } from 'vitest';
import { defaultPreferences, preferencesSchema, searchAgesFor } from './preferences';

describe('the age range before any preference is saved (issue 37, item 1)', () => {
  it('is the partner age given at sign-up', () => {
    expect(searchAgesFor({ partnerAgeMin: 27, partnerAgeMax: 36 })).toEqual({
      minAge: 27,
      maxAge: 36,
    });
  });

  it("takes the default's end where one is open, keeping the range in order", () => {
    expect(searchAgesFor({ partnerAgeMin: null, partnerAgeMax: null })).toEqual({
      minAge: 18,
      maxAge: 50,
    });
    expect(searchAgesFor({ partnerAgeMin: 25, partnerAgeMax: null })).toEqual({
      minAge: 25,
      maxAge: 50,
    });
    expect(searchAgesFor({ partnerAgeMin: 60, partnerAgeMax: null })).toEqual({
      minAge: 60,
      maxAge: 60,
    });
    expect(searchAgesFor({ partnerAgeMin: null, partnerAgeMax: 40 })).toEqual({
      minAge: 18,
      maxAge: 40,
    });
  });

  it('always makes preferences the schema accepts', () => {
    for (const [min, max] of [
      [18, 18],
      [80, null],
      [null, 18],
      [33, 80],
    ] as const) {
      const ages = searchAgesFor({ partnerAgeMin: min, partnerAgeMax: max });
      expect(preferencesSchema.safeParse({ ...defaultPreferences, ...ages }).success).toBe(true);
    }
  });
});
