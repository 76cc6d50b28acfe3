import type { z } from '../zod';
import { hasContactDetails } from '../contact-details/detector';
import { optionalText, personNameSchema } from './fields';

/**
 * Texts others read on a profile refuse contact details (issue 24): a number or a handle in a
 * bio is how scams move people off the site before anyone knows them. Kept apart from
 * `fields.ts` so that forms without profile texts (sign-in, settings) do not load the detector.
 */
const withoutContactDetails = <T extends z.ZodType<string | null>>(schema: T) =>
  schema.refine((value) => !value || !hasContactDetails(value), {
    message: 'validation.contactDetails',
  });

export const profileText = (max: number) => withoutContactDetails(optionalText(max));

export const profileNameSchema = (requiredKey: string, max: number) =>
  withoutContactDetails(personNameSchema(requiredKey, max));
