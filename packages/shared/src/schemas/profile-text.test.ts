import { describe, expect, it } from 'vitest';
import type { z } from '../zod';
import { profileCreateSchema, profileUpdateSchema } from './profile-input';
import { signUpSchema, signUpStep2Schema } from './registration';
import { withoutContactDetails } from './without-contact-details';

const phone = 'Zəng edin: 050 123 45 67';

/** The fields of a schema, in its server form, that refuse a phone number as contact details. */
function refusing(schema: z.ZodObject) {
  const checked = withoutContactDetails(schema);
  return Object.keys(schema.shape)
    .filter((key) => {
      // Every other field keeps its valid value, so only the field under test can fail.
      const { error } = checked.safeParse({ ...valid, [key]: phone });
      return error?.issues.some(
        (issue) => issue.message === 'validation.contactDetails' && issue.path[0] === key,
      );
    })
    .sort();
}

const valid = {
  fullName: 'Aysel Məmmədova',
  firstName: 'Aysel',
  lastName: 'Məmmədova',
  age: 30,
  birthDate: '1995-05-12',
  gender: 'female',
  city: 'baku',
  relationshipGoals: ['marriage'],
  email: 'aysel@example.com',
  password: 'a long enough password 1',
  language: 'az',
  acceptTerms: true,
};

const updateTexts = [
  'aboutPartner',
  'bio',
  'biggestDream',
  'education',
  'familyPlans',
  'favoriteMovies',
  'healthLimitations',
  'hobbies',
  'interests',
  'lastBookRead',
  'lastTravelDestination',
  'lifeMotto',
  'lifestyle',
  'profession',
  'professionalField',
  'religion',
].sort();

describe('free texts of a profile, as the server checks them', () => {
  it('refuse contact details in every one of them, and only there', () => {
    expect(refusing(profileUpdateSchema)).toEqual(updateTexts);
    expect(refusing(profileCreateSchema)).toContain('fullName');
    expect(refusing(signUpStep2Schema)).toEqual(['firstName', 'lastName']);
    expect(refusing(signUpSchema)).toEqual(
      [...updateTexts, 'firstName', 'lastName'].filter((key) => key in signUpSchema.shape).sort(),
    );
  });

  it('say so at the field and take the text without the number', () => {
    const checked = withoutContactDetails(profileUpdateSchema);
    const refused = checked.safeParse({ bio: phone });
    expect(refused.error?.issues).toMatchObject([
      { path: ['bio'], message: 'validation.contactDetails' },
    ]);
    expect(checked.parse({ bio: 'Zəng edin, danışaq' }).bio).toBe('Zəng edin, danışaq');
  });

  it('leave empty optional texts alone', () => {
    expect(
      withoutContactDetails(profileUpdateSchema).parse({ aboutPartner: '' }).aboutPartner,
    ).toBeNull();
  });

  it('are not checked for contact details by the schemas the browser uses (decision 038)', () => {
    expect(profileUpdateSchema.safeParse({ bio: phone }).success).toBe(true);
  });
});
