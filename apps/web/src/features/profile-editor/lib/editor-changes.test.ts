import { describe, expect, it } from 'vitest';
import { ownProfile } from '../../../test/profiles';
import { changedFields, toSchemaInput, toUpdate } from './editor-changes';
import { toEditorValues } from './editor-values';
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
