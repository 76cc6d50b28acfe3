import { z } from '../zod';
import { enumerations as e, photoVisibilities, profileManagers } from '../catalog/enums';
import { regionSlugs } from '../catalog/regions';
import { countrySchema, languageSchema } from './account';
import {
  birthDateSchema,
  citySchema,
  emailSchema,
  enumList,
  genderSchema,
  goalsSchema,
  optionalEnum,
  partnerAgeSchema,
  relationshipValuesSchema,
} from './fields';
import { profileNameSchema, profileText } from './profile-text';
import { newPasswordSchema } from './password';

/** Step 1 of the wizard: the account. */
export const signUpStep1Schema = z
  .object({
    email: emailSchema,
    password: newPasswordSchema('validation.passwordRequired'),
    confirmPassword: z
      .string({ error: 'validation.confirmPasswordRequired' })
      .min(1, 'validation.confirmPasswordRequired'),
  })
  .refine((value) => value.password === value.confirmPassword, {
    path: ['confirmPassword'],
    message: 'validation.confirmMismatch',
  });

/** Step 2: who the person is. Age is derived from the birth date, never typed. */
export const signUpStep2Schema = z.object({
  firstName: profileNameSchema('validation.firstNameRequired', 50),
  lastName: profileNameSchema('validation.lastNameRequired', 50),
  birthDate: birthDateSchema,
  gender: genderSchema,
  city: citySchema,
  relationshipGoals: goalsSchema,
});

/**
 * Steps 3–8: optional. D15: the same value sets as the profile editor, so what a person picks
 * here shows unchanged there. Field names are the profile's.
 */
export const signUpDetailsSchema = z.object({
  maritalStatus: optionalEnum(e.marital_status),
  currentRelationship: optionalEnum(e.current_relationship),
  children: optionalEnum(e.children),
  partnerChildrenOk: optionalEnum(e.partner_children_ok),

  smokes: optionalEnum(e.smokes),
  drinksAlcohol: optionalEnum(e.drinks_alcohol),
  doesSports: optionalEnum(e.does_sports),
  exerciseFrequency: optionalEnum(e.exercise_frequency),
  diet: optionalEnum(e.diet),
  healthLimitations: profileText(500),

  hobbies: profileText(500),
  musicGenres: enumList(e.music_genres),
  favoriteMovies: profileText(500),
  lastBookRead: profileText(200),
  enjoysTraveling: optionalEnum(e.enjoys_traveling),
  lastTravelDestination: profileText(200),

  partnerAgeMin: partnerAgeSchema,
  partnerAgeMax: partnerAgeSchema,
  heightImportant: optionalEnum(e.height_important),
  relationshipValues: relationshipValuesSchema,
  dealBreakers: enumList(e.deal_breakers),

  educationLevel: optionalEnum(e.education_level),
  profession: profileText(200),
  annualIncome: optionalEnum(e.annual_income),

  biggestDream: profileText(500),
  lifeMotto: profileText(200),
  bio: profileText(2000),
  aboutPartner: profileText(2000),

  /** Issue 39, item 3: who writes the profile; left out, the member (the column's default). */
  managedBy: z.enum(profileManagers, { error: 'validation.invalidChoice' }).optional(),
  /** Issue 39, item 5 (decision 052): optional, shown to matches only. */
  religiousPractice: optionalEnum(e.religious_practice),
  nikahExpectation: optionalEnum(e.nikah_expectation),
  familyRegion: optionalEnum(regionSlugs),
});

const partnerAgesOrdered = (value: {
  partnerAgeMin: number | null;
  partnerAgeMax: number | null;
}) =>
  value.partnerAgeMin === null ||
  value.partnerAgeMax === null ||
  value.partnerAgeMin <= value.partnerAgeMax;

/**
 * The consent box on the last step: the account is created only with the Terms of Service and
 * the Privacy Policy accepted (the server records `LEGAL_TEXTS_VERSION` and the time).
 */
export const acceptTermsSchema = z.literal(true, { error: 'validation.termsRequired' });

/** Everything the wizard sends in one request (the photo travels beside it as a file). */
export const signUpSchema = z
  .object({
    ...signUpStep2Schema.shape,
    ...signUpDetailsSchema.shape,
    email: emailSchema,
    password: newPasswordSchema('validation.passwordRequired'),
    language: languageSchema,
    country: countrySchema,
    acceptTerms: acceptTermsSchema,
    /** Issue 38, item 1: who gets the photos as they are; left out, everyone (the default). */
    photoVisibility: z.enum(photoVisibilities).optional(),
    /**
     * Issue 24, item 4: the push subscription this browser already holds, if any, so that a
     * banned device is known by it too. Never shown, only compared (hashed) with bans.
     */
    pushEndpoint: z
      .url({ protocol: /^https$/ })
      .max(2048)
      .optional(),
  })
  .refine(partnerAgesOrdered, { path: ['partnerAgeMax'], message: 'validation.partnerAgeOrder' });

export type SignUpInput = z.input<typeof signUpSchema>;
export type SignUp = z.output<typeof signUpSchema>;
export type SignUpStep1 = z.input<typeof signUpStep1Schema>;
export type SignUpStep2 = z.input<typeof signUpStep2Schema>;
export type SignUpDetails = z.input<typeof signUpDetailsSchema>;
