import { z } from '../zod';
import { ageSchema, citySchema, goalsSchema, heightSchema } from './fields';
import { profileNameSchema, profileText } from './profile-text';
import { signUpDetailsSchema } from './registration';

/*
 * What a person sends to create or change their profile, apart from the profile's read shapes
 * (profile.ts), which every signed-in page loads. The server checks these with
 * `withoutContactDetails` on top (decision 038); the web's forms use them as they are.
 */

const partnerAgesOrdered = (value: {
  partnerAgeMin?: number | null;
  partnerAgeMax?: number | null;
}) =>
  value.partnerAgeMin == null ||
  value.partnerAgeMax == null ||
  value.partnerAgeMin <= value.partnerAgeMax;

/** Free texts of the comprehensive editor beyond the wizard's (details.md section 3). */
const editorTexts = {
  professionalField: profileText(200),
  education: profileText(200),
  interests: profileText(1000),
  lifestyle: profileText(1000),
  familyPlans: profileText(1000),
  religion: profileText(200),
};

/**
 * "About me" is optional wherever it is asked (issue 22, item 7): the wizard offers it on an
 * optional step, so no later form may demand it; the completion bar is what asks for it.
 */
const bioSchema = signUpDetailsSchema.shape.bio;

/** /profile-setup when no profile exists: the simple form (details.md section 5). */
export const profileCreateSchema = z.object({
  fullName: profileNameSchema('validation.fullNameRequired', 100),
  age: ageSchema,
  city: citySchema,
  bio: bioSchema,
  relationshipGoals: goalsSchema,
  profession: profileText(200),
  ...editorTexts,
});
export type ProfileCreateInput = z.input<typeof profileCreateSchema>;

type WithoutDefaults<S extends z.ZodRawShape> = {
  [K in keyof S]: S[K] extends z.ZodDefault<infer Inner> ? Inner : S[K];
};

/**
 * The shape with each field's default taken off: an update changes only the fields it names,
 * where a sign-up fills the lists it leaves out with none.
 */
function withoutDefaults<S extends z.ZodRawShape>(shape: S): WithoutDefaults<S> {
  return Object.fromEntries(
    Object.entries(shape).map(([key, field]) => [
      key,
      field instanceof z.ZodDefault ? field.unwrap() : field,
    ]),
  ) as WithoutDefaults<S>;
}

/**
 * What a person may change on their own profile, from either editor (SECURITY 11). Name, age,
 * birth date and gender are locked once the profile exists; approval, activity, role, e-mail and
 * deletion are never the owner's to set. Unknown keys are refused, not silently dropped.
 */
export const profileUpdateSchema = z
  .strictObject({
    city: citySchema,
    relationshipGoals: goalsSchema,
    height: heightSchema,
    ...withoutDefaults(signUpDetailsSchema.shape),
    ...editorTexts,
  })
  .partial()
  .refine(partnerAgesOrdered, { path: ['partnerAgeMax'], message: 'validation.partnerAgeOrder' });
export type ProfileUpdateInput = z.input<typeof profileUpdateSchema>;
