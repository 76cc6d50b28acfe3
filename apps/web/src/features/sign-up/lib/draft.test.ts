import { beforeEach, describe, expect, it } from 'vitest';
import { readSignUpDraft, saveSignUpDraft } from './draft';
import { emptySignUpValues } from './form-values';

beforeEach(() => window.sessionStorage.clear());

describe('sign-up draft', () => {
  it('keeps the answers for a reload, never the password', () => {
    saveSignUpDraft({
      ...emptySignUpValues,
      firstName: 'Aysel',
      password: 'Secret123',
      confirmPassword: 'Secret123',
      musicGenres: ['pop'],
    });
    const draft = readSignUpDraft();
    expect(draft).toMatchObject({
      firstName: 'Aysel',
      password: '',
      confirmPassword: '',
      musicGenres: ['pop'],
    });
    expect(window.sessionStorage.getItem('vusal.sign-up-draft')).not.toContain('Secret123');
  });

  it('ignores what is not one of its fields, or not of its type', () => {
    window.sessionStorage.setItem(
      'vusal.sign-up-draft',
      JSON.stringify({ firstName: 42, lastName: 'Quliyev', isAdmin: true, musicGenres: 'pop' }),
    );
    expect(readSignUpDraft()).toEqual({ ...emptySignUpValues, lastName: 'Quliyev' });
    window.sessionStorage.setItem('vusal.sign-up-draft', '{not json');
    expect(readSignUpDraft()).toEqual(emptySignUpValues);
  });
});
