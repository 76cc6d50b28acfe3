import { completionItems, profileCompletion } from '@vusal/shared/schemas/completion';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ownProfile } from '../../../test/profiles';
import { changedFields, toSchemaInput, toUpdate } from './editor-changes';
import { listFields, numberFields, toEditorValues } from './editor-values';
import { liveCompletion } from './live-completion';

describe('what the editor sends', () => {
  const initial = toEditorValues(ownProfile({ hobbies: 'Chess', musicGenres: ['jazz', 'rock'] }));

  it('lists only the fields that really changed', () => {
    const current = {
      ...initial,
      hobbies: ' Chess ',
      musicGenres: ['rock', 'jazz'] as typeof initial.musicGenres,
      lifeMotto: 'Carpe diem',
      partnerAgeMin: '25',
    };
    expect(changedFields(initial, current)).toEqual(['partnerAgeMin', 'lifeMotto']);
  });

  it('sends cleared fields as null and numbers as numbers', () => {
    const current = { ...initial, hobbies: '', height: '180' };
    const parsed = { hobbies: null, height: 180, city: 'baku' };
    expect(toUpdate(initial, current, parsed)).toEqual({ hobbies: null, height: 180 });
  });

  it('never lets the schema see an empty number as 0', () => {
    expect(toSchemaInput({ ...initial, height: '', partnerAgeMax: ' ' })).toMatchObject({
      height: null,
      partnerAgeMax: null,
    });
  });
});

describe('live completion', () => {
  it('counts as the server does: 5 of 38 for the wizard basics, more as fields fill', () => {
    const values = toEditorValues(ownProfile());
    expect(liveCompletion(ownProfile(), values)).toBe(Math.round((5 / 38) * 100));
    expect(liveCompletion(ownProfile(), { ...values, height: '170', partnerAgeMin: '25' })).toBe(
      Math.round((7 / 38) * 100),
    );
  });
});

/** Any value a stored completion item can hold: empty, blank, filled; a number; a list. */
function storedValue(item: (typeof completionItems)[number]) {
  if ((listFields as readonly string[]).includes(item)) {
    return fc.constantFrom([], ['marriage'], ['jazz', 'rock']);
  }
  if ((numberFields as readonly string[]).includes(item) || item === 'age') {
    return fc.option(fc.integer({ min: 18, max: 220 }));
  }
  return fc.option(fc.constantFrom('', '   ', 'Chess', ' Quba '));
}

describe('one completion figure (issue 37, item 8)', () => {
  it('reads the same in the unchanged editor as on My profile, for any stored profile', () => {
    const stored = fc.record(
      Object.fromEntries(completionItems.map((item) => [item, storedValue(item)])),
    );
    fc.assert(
      fc.property(stored, (values) => {
        const profile = ownProfile(values);
        expect(liveCompletion(profile, toEditorValues(profile))).toBe(profileCompletion(profile));
        expect(profile.completion).toBe(profileCompletion(profile));
      }),
    );
  });
});
