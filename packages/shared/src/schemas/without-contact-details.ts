import type { z } from '../zod';
import { hasContactDetails } from '../contact-details/detector';
import { isFreeText } from './profile-text';

/**
 * The server's form of a profile schema (decision 038): every free text (`profileText`,
 * `profileNameSchema`) refuses contact details, each at its own field, so the web shows the
 * message next to the field it came from. Only the server imports this: the detector stays out
 * of the browser.
 */
export function withoutContactDetails<T extends z.ZodObject>(schema: T): T {
  const fields = Object.entries(schema.shape)
    .filter(([, field]) => isFreeText(field as z.ZodType))
    .map(([key]) => key);
  return schema.superRefine((value: Record<string, unknown>, ctx) => {
    for (const field of fields) {
      const text = value[field];
      if (typeof text === 'string' && text && hasContactDetails(text))
        ctx.addIssue({ code: 'custom', path: [field], message: 'validation.contactDetails' });
    }
  });
}
