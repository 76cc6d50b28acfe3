import { z } from '../zod';
import { citySlugs } from '../catalog/cities';
import {
  EARLIEST_BIRTH_DATE,
  HEIGHT_CM,
  MAX_AGE,
  MIN_AGE,
  RELATIONSHIP_VALUES_MAX,
} from '../catalog/constants';
import {
  legacyGenderWords,
  genders,
  relationshipGoals,
  enumerations,
  type Gender,
} from '../catalog/enums';
import { ageOn } from './age';
import { hasControlCharacter, hasInvisible, looksBlank } from './invisible';

/** Field schemas that compose into the form and request schemas (STYLE 2). Messages are i18n keys. */
export const emailSchema = z
  .string({ error: 'validation.emailRequired' })
  .trim()
  .min(1, 'validation.emailRequired')
  .max(254, 'validation.emailInvalid')
  .pipe(z.email('validation.emailInvalid'))
  .transform((value) => value.toLowerCase());

export const requiredText = (key: string, max = 100) =>
  z.string({ error: key }).trim().min(1, key).max(max, 'validation.tooLong');

/**
 * A person's name (issue 7 A8, issue 20, issue 34): a name of nothing but invisible characters
 * is missing; invisible, direction-changing and control characters anywhere else are refused
 * (they make two names look alike, hide text, or reach mail subjects), and the name needs at
 * least one letter. One message per problem.
 */
export const personNameSchema = (requiredKey: string, max: number) =>
  z
    .string({ error: requiredKey })
    .superRefine((value, ctx) => {
      const name = value.trim();
      if (looksBlank(value)) ctx.addIssue({ code: 'custom', message: requiredKey });
      else if (hasControlCharacter(value) || hasInvisible(value))
        ctx.addIssue({ code: 'custom', message: 'validation.nameControlCharacter' });
      else if (name.length > max) ctx.addIssue({ code: 'custom', message: 'validation.tooLong' });
      else if (!/\p{L}/u.test(name))
        ctx.addIssue({ code: 'custom', message: 'validation.nameNeedsLetter' });
    })
    .transform((value) => value.trim());

/** An optional free text: blank becomes null, as the spec stores empty optionals. */
export const optionalText = (max = 2000) =>
  z
    .string()
    .trim()
    .max(max, 'validation.tooLong')
    .nullish()
    .transform((value) => (value ? value : null));

export const optionalEnum = <T extends readonly [string, ...string[]]>(values: T) =>
  z
    .union([z.enum(values, { error: 'validation.invalidChoice' }), z.literal(''), z.null()])
    .optional()
    .transform((value) => (value ? value : null));

export const enumList = <T extends readonly [string, ...string[]]>(values: T, max?: number) => {
  const list = z.array(z.enum(values, { error: 'validation.invalidChoice' }));
  // The default outside the dedupe, so an update can take it off (profile-input.ts).
  return (max ? list.max(max, 'validation.tooManyChoices') : list)
    .transform((items) => [...new Set(items)])
    .default([]);
};

/** D5: legacy gender words map on input; stored as male or female. */
export const genderSchema = z
  .string({ error: 'validation.genderRequired' })
  .min(1, 'validation.genderRequired')
  .transform((value) => legacyGenderWords[value.toLowerCase()] ?? value)
  .pipe(z.enum(genders, { error: 'validation.genderRequired' }))
  .transform((value) => value as Gender);

export const citySchema = z.enum(citySlugs, { error: 'validation.cityRequired' });

export const goalsSchema = z
  .array(z.enum(relationshipGoals, { error: 'validation.invalidChoice' }), {
    error: 'validation.goalsRequired',
  })
  .min(1, 'validation.goalsRequired')
  .transform((items) => [...new Set(items)]);

const isoDate = /^(\d{4})-(\d{2})-(\d{2})$/;

/**
 * A yyyy-mm-dd day that exists on the calendar. `Date.parse` rolls `2000-02-30` over to March,
 * and PostgreSQL then refuses it, so the day is checked against its own month.
 */
export function isCalendarDate(value: string): boolean {
  const parts = isoDate.exec(value);
  if (!parts) return false;
  const [year, month, day] = [Number(parts[1]), Number(parts[2]), Number(parts[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return (
    year >= 1 &&
    date.getUTCFullYear() === year &&
    date.getUTCMonth() === month - 1 &&
    date.getUTCDate() === day
  );
}

function birthDateProblem(value: string): string | undefined {
  if (value.length === 0) return 'validation.birthDateRequired';
  if (!isCalendarDate(value)) return 'validation.birthDateInvalid';
  if (value < EARLIEST_BIRTH_DATE) return 'validation.birthDateTooEarly';
  const age = ageOn(value, new Date());
  if (age < 0) return 'validation.birthDateInFuture';
  if (age < MIN_AGE) return 'validation.underage';
  return undefined;
}

/** A birth date for an adult: not in the future, not before 1940, at least 18 today. One message. */
export const birthDateSchema = z
  .string({ error: 'validation.birthDateRequired' })
  .superRefine((value, ctx) => {
    const problem = birthDateProblem(value);
    if (problem) ctx.addIssue({ code: 'custom', message: problem });
  });

export const ageSchema = z.coerce
  .number({ error: 'validation.ageRequired' })
  .int('validation.ageRange')
  .min(MIN_AGE, 'validation.ageRange')
  .max(MAX_AGE, 'validation.ageRange');

export const partnerAgeSchema = z.coerce
  .number()
  .int('validation.partnerAgeRange')
  .min(MIN_AGE, 'validation.partnerAgeRange')
  .max(MAX_AGE, 'validation.partnerAgeRange')
  .nullish()
  .transform((value) => value ?? null);

export const heightSchema = z.coerce
  .number()
  .int('validation.heightRange')
  .min(HEIGHT_CM.min, 'validation.heightRange')
  .max(HEIGHT_CM.max, 'validation.heightRange')
  .nullish()
  .transform((value) => value ?? null);

export const relationshipValuesSchema = enumList(
  enumerations.relationship_values,
  RELATIONSHIP_VALUES_MAX,
);
