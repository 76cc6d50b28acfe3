import { describe, expect, it } from 'vitest';
import { deleteAccountSchema } from './account';
import { ageOn } from './age';
import { signUpDetailsSchema, signUpSchema, signUpStep2Schema } from './registration';

const messages = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.success ? [] : result.error!.issues.map((issue) => issue.message);

function yearsAgo(years: number, days = 0): string {
  const date = new Date();
  date.setUTCFullYear(date.getUTCFullYear() - years);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

const step2 = {
  firstName: 'Aysel',
  lastName: 'Məmmədova',
  birthDate: yearsAgo(25),
  gender: 'female',
  city: 'baku',
  relationshipGoals: ['marriage'],
};

describe('sign-up step 2', () => {
  it('accepts an adult with a goal', () => {
    expect(signUpStep2Schema.safeParse(step2).success).toBe(true);
  });

  it('refuses anyone under 18, to the day', () => {
    expect(messages(signUpStep2Schema.safeParse({ ...step2, birthDate: yearsAgo(18, 1) }))).toEqual(
      ['validation.underage'],
    );
    expect(signUpStep2Schema.safeParse({ ...step2, birthDate: yearsAgo(18) }).success).toBe(true);
  });

  it('lists the required fields with their messages', () => {
    expect(
      messages(
        signUpStep2Schema.safeParse({
          firstName: '',
          lastName: ' ',
          birthDate: '',
          gender: '',
          city: '',
          relationshipGoals: [],
        }),
      ),
    ).toEqual([
      'validation.firstNameRequired',
      'validation.lastNameRequired',
      'validation.birthDateRequired',
      'validation.genderRequired',
      'validation.cityRequired',
      'validation.goalsRequired',
    ]);
  });

  it('maps legacy gender words (D5)', () => {
    expect(signUpStep2Schema.parse({ ...step2, gender: 'qadın' }).gender).toBe('female');
    expect(signUpStep2Schema.parse({ ...step2, gender: 'kişi' }).gender).toBe('male');
  });
});

describe('sign-up details', () => {
  it('stores empty optionals as null and de-duplicates lists', () => {
    const details = signUpDetailsSchema.parse({
      smokes: '',
      hobbies: '  ',
      musicGenres: ['pop', 'pop'],
    });
    expect(details.smokes).toBeNull();
    expect(details.hobbies).toBeNull();
    expect(details.musicGenres).toEqual(['pop']);
    expect(details.dealBreakers).toEqual([]);
  });

  it('allows at most three relationship values', () => {
    expect(
      messages(
        signUpDetailsSchema.safeParse({
          relationshipValues: ['trust', 'love', 'family', 'respect'],
        }),
      ),
    ).toEqual(['validation.tooManyChoices']);
  });

  it('refuses a partner age range upside down', () => {
    const result = signUpSchema.safeParse({
      ...step2,
      email: 'a@b.az',
      password: 'Str0ngPass',
      acceptTerms: true,
      partnerAgeMin: 40,
      partnerAgeMax: 30,
    });
    expect(messages(result)).toEqual(['validation.partnerAgeOrder']);
  });

  it('refuses a sign-up without consent to the legal texts, at the consent box', () => {
    const result = signUpSchema.safeParse({
      ...step2,
      email: 'a@b.az',
      password: 'Str0ngPass',
      acceptTerms: false,
    });
    expect(result.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['acceptTerms', 'validation.termsRequired'],
    ]);
  });
});

describe('delete account', () => {
  it('needs a reason, and a text for "other"', () => {
    expect(messages(deleteAccountSchema.safeParse({}))).toEqual([
      'validation.deletionReasonRequired',
    ]);
    expect(messages(deleteAccountSchema.safeParse({ reason: 'other', otherReason: ' ' }))).toEqual([
      'validation.deletionOtherRequired',
    ]);
    expect(deleteAccountSchema.safeParse({ reason: 'too_busy' }).success).toBe(true);
  });
});

describe('ageOn', () => {
  it('counts birthdays', () => {
    expect(ageOn('2000-06-15', new Date('2026-06-14T12:00:00Z'))).toBe(25);
    expect(ageOn('2000-06-15', new Date('2026-06-15T00:00:00Z'))).toBe(26);
  });
});
