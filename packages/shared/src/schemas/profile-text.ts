import type { z } from '../zod';
import { optionalText, personNameSchema } from './fields';

/**
 * Texts others read on a profile. They refuse contact details (issue 24: a number or a handle in
 * a bio is how scams move people off the site before anyone knows them), but on the server only
 * (decision 038): the detector is 41 KB gzip the browser would load for a check the server's
 * field error already makes. The server composes `withoutContactDetails` on the schemas built
 * from these; it finds the fields by this mark, so a new free text is checked without a list.
 */
const freeTexts = new WeakSet<z.ZodType>();

const marked = <T extends z.ZodType>(schema: T): T => {
  freeTexts.add(schema);
  return schema;
};

/** Whether a schema field is a profile's free text (optional wrappers of `.partial()` seen through). */
export function isFreeText(schema: z.ZodType): boolean {
  const inner = schema as z.ZodType & { unwrap?: () => z.ZodType };
  return freeTexts.has(schema) || (inner.def.type === 'optional' && isFreeText(inner.unwrap!()));
}

export const profileText = (max: number) => marked(optionalText(max));

export const profileNameSchema = (requiredKey: string, max: number) =>
  marked(personNameSchema(requiredKey, max));
