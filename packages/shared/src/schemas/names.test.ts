import { describe, expect, it } from 'vitest';
import { profileCreateSchema } from './profile-input';
import { signUpStep2Schema } from './registration';

const messages = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.success ? [] : result.error!.issues.map((issue) => issue.message);

const step2 = {
  firstName: 'Aysel',
  lastName: 'Məmmədova',
  birthDate: '1995-05-05',
  gender: 'female',
  city: 'baku',
  relationshipGoals: ['marriage'],
};

describe('names (issue 7, A8)', () => {
  it('need at least one letter', () => {
    for (const name of ['123', '---', '😀😀', '. .']) {
      expect(messages(signUpStep2Schema.safeParse({ ...step2, firstName: name })), name).toEqual([
        'validation.nameNeedsLetter',
      ]);
    }
  });

  it('made only of zero-width or bidi characters count as empty', () => {
    for (const name of ['\u200B\u200B', '\u202E', '\u2066\u2069', '\uFEFF \u200D']) {
      expect(messages(signUpStep2Schema.safeParse({ ...step2, lastName: name }))).toEqual([
        'validation.lastNameRequired',
      ]);
    }
  });

  it('keep every letter', () => {
    expect(signUpStep2Schema.parse({ ...step2, firstName: 'Şəhla-Gül' }).firstName).toBe(
      'Şəhla-Gül',
    );
    // Combining marks are letters' accents, not invisible characters.
    expect(signUpStep2Schema.parse({ ...step2, firstName: 'Zoe\u0308' }).firstName).toBe(
      'Zoe\u0308',
    );
  });

  it('follow the same rule in the profile', () => {
    const profile = {
      fullName: '123',
      age: 30,
      city: 'baku',
      bio: 'Salam',
      relationshipGoals: ['marriage'],
    };
    expect(messages(profileCreateSchema.safeParse(profile))).toEqual([
      'validation.nameNeedsLetter',
    ]);
  });
});

describe('names (issue 20)', () => {
  it('made of Hangul fillers or a combining grapheme joiner count as empty', () => {
    for (const name of ['\u3164', '\u115F\u1160', '\uFFA0\uFFA0', '\u034F', '\u3164 \u034F']) {
      expect(
        messages(signUpStep2Schema.safeParse({ ...step2, firstName: name })),
        JSON.stringify(name),
      ).toEqual(['validation.firstNameRequired']);
    }
    const profile = { fullName: '\u3164\u3164', age: 30, city: 'baku', bio: 'Salam' };
    expect(
      messages(profileCreateSchema.safeParse({ ...profile, relationshipGoals: ['marriage'] })),
    ).toEqual(['validation.fullNameRequired']);
  });

  it('refuse invisible characters among letters (issue 34): a joiner, a filler, a bidi control', () => {
    for (const name of [
      'A\u034Fysel',
      '\u3164Aysel',
      'Aysel\u034F',
      'Ay\u200Bsel',
      'Aysel\u202E',
      '\u2067Məmmədova\u2069',
      'Ay\u00ADsel',
      'Ay\u2061sel',
      'Aysel\u{E0041}',
      'Ay\u180Esel',
      // Not in the listed ranges: found by Unicode's own classes (Cf, default ignorable).
      'Ay\u{1BCA0}sel',
      'Ay\u0600sel',
    ]) {
      expect(
        messages(signUpStep2Schema.safeParse({ ...step2, firstName: name })),
        JSON.stringify(name),
      ).toEqual(['validation.nameControlCharacter']);
    }
    const profile = { age: 30, city: 'baku', bio: 'Salam', relationshipGoals: ['marriage'] };
    expect(
      messages(profileCreateSchema.safeParse({ ...profile, fullName: 'Ay\u034Fsel' })),
    ).toEqual(['validation.nameControlCharacter']);
  });

  it('refuse control characters: a line break would reach a mail subject', () => {
    for (const name of [
      'Ay\r\nsel',
      'Aysel\nBcc',
      'Ay\tsel',
      'Ay\u0000sel',
      'Ay\u0085sel',
      'Aysel\n',
    ]) {
      expect(
        messages(signUpStep2Schema.safeParse({ ...step2, lastName: name })),
        JSON.stringify(name),
      ).toEqual(['validation.nameControlCharacter']);
    }
  });
});
