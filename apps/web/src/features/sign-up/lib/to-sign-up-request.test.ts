import { signUpSchema } from '@vusal/shared/schemas/registration';
import { describe, expect, it } from 'vitest';
import { emptySignUpValues, type SignUpFormValues } from './form-values';
import { toSignUpRequest } from './to-sign-up-request';

const required: SignUpFormValues = {
  ...emptySignUpValues,
  email: 'Rauf@Example.com',
  password: 'Gunesli9Bahar',
  confirmPassword: 'Gunesli9Bahar',
  firstName: 'Rauf',
  lastName: 'Həsənov',
  birthDate: '1990-04-12',
  gender: 'male',
  city: 'baku',
  relationshipGoals: ['serious_relationship', 'friendship'],
  acceptTerms: true,
};

describe('toSignUpRequest', () => {
  it('builds a request the server schema accepts, empty optionals as null', () => {
    const request = toSignUpRequest(required, { language: 'az', country: 'az' });
    expect(request).not.toHaveProperty('confirmPassword');
    expect(request).toMatchObject({
      maritalStatus: null,
      bio: null,
      partnerAgeMin: null,
      musicGenres: [],
      managedBy: 'self',
      religiousPractice: null,
      familyRegion: null,
    });
    const parsed = signUpSchema.parse(request);
    expect(parsed).toMatchObject({
      email: 'rauf@example.com',
      language: 'az',
      country: 'az',
      city: 'baku',
    });
  });

  it('carries every optional answer of steps 3–8 under the schema names', () => {
    const full: SignUpFormValues = {
      ...required,
      maritalStatus: 'divorced',
      currentRelationship: 'no',
      children: 'yes',
      partnerChildrenOk: 'depends',
      smokes: 'occasionally',
      drinksAlcohol: 'socially',
      doesSports: 'sometimes',
      exerciseFrequency: '3-4',
      diet: 'halal',
      healthLimitations: '  none  ',
      hobbies: 'Chess',
      musicGenres: ['jazz', 'azerbaijani_traditional'],
      favoriteMovies: 'Qaynana',
      lastBookRead: 'Əli və Nino',
      enjoysTraveling: 'love_it',
      lastTravelDestination: 'Şəki',
      partnerAgeMin: '25',
      partnerAgeMax: '38',
      heightImportant: 'somewhat',
      relationshipValues: ['trust', 'family', 'respect'],
      dealBreakers: ['lying'],
      educationLevel: 'master',
      profession: 'Engineer',
      annualIncome: '20k_40k',
      biggestDream: 'A house in Qəbələ',
      lifeMotto: 'Step by step',
      bio: 'Calm and curious.',
      aboutPartner: 'Kind and honest.',
      managedBy: 'sibling',
      religiousPractice: 'practising',
      nikahExpectation: 'open',
      familyRegion: 'guba_khachmaz',
    };
    const parsed = signUpSchema.parse(toSignUpRequest(full, { language: 'en', country: null }));
    expect(parsed).toMatchObject({
      exerciseFrequency: '3-4',
      healthLimitations: 'none',
      partnerAgeMin: 25,
      partnerAgeMax: 38,
      relationshipValues: ['trust', 'family', 'respect'],
      aboutPartner: 'Kind and honest.',
      // Issue 39 (decision 052): step 3's family answers.
      managedBy: 'sibling',
      religiousPractice: 'practising',
      nikahExpectation: 'open',
      familyRegion: 'guba_khachmaz',
    });
  });
});
