import { describe, expect, it } from 'vitest';
import { profileCreateSchema, profileUpdateSchema } from './profile-input';
import { signUpStep2Schema } from './registration';

const phone = 'Zəng edin: 050 123 45 67';

/** The fields of a schema that refuse a text with a phone number as contact details. */
function refusing(shape: Record<string, { safeParse: (value: unknown) => unknown }>) {
  return Object.entries(shape)
    .filter(([, field]) => {
      const result = field.safeParse(phone) as { error?: { issues: { message: string }[] } };
      return result.error?.issues.some((issue) => issue.message === 'validation.contactDetails');
    })
    .map(([key]) => key)
    .sort();
}

describe('free texts of a profile', () => {
  it('refuse contact details in every one of them, and only there', () => {
    expect(refusing(profileUpdateSchema.shape)).toEqual(
      [
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
      ].sort(),
    );
    expect(refusing(profileCreateSchema.shape)).toContain('fullName');
    expect(refusing(signUpStep2Schema.shape)).toEqual(['firstName', 'lastName']);
  });

  it('say so at the field and take the text without the number', () => {
    const refused = profileUpdateSchema.safeParse({ bio: phone });
    expect(refused.error?.issues).toMatchObject([
      { path: ['bio'], message: 'validation.contactDetails' },
    ]);
    expect(profileUpdateSchema.parse({ bio: 'Zəng edin, danışaq' }).bio).toBe('Zəng edin, danışaq');
  });

  it('leave empty optional texts alone', () => {
    expect(profileUpdateSchema.parse({ aboutPartner: '' }).aboutPartner).toBeNull();
  });
});
