import { z } from '../zod';
import { citySlugs } from '../catalog/cities';
import { DEFAULT_PREFERENCE_AGE, MAX_AGE, MIN_AGE } from '../catalog/constants';
import { locationVisibilities } from '../catalog/enums';

const age = z
  .number()
  .int()
  .min(MIN_AGE, 'validation.ageRange')
  .max(MAX_AGE, 'validation.ageRange');

/** S4: persisted per user and applied by browse, presence, read receipts and mail. */
export const preferencesSchema = z
  .object({
    minAge: age,
    maxAge: age,
    /** null: every city. */
    searchCity: z.enum(citySlugs).nullable(),
    showOnlineStatus: z.boolean(),
    receiveNotifications: z.boolean(),
    showReadReceipts: z.boolean(),
    privacyMode: z.boolean(),
    locationVisibility: z.enum(locationVisibilities),
  })
  .refine((value) => value.minAge <= value.maxAge, {
    path: ['minAge'],
    message: 'validation.minAgeAboveMax',
  });
export type Preferences = z.infer<typeof preferencesSchema>;

export const defaultPreferences: Preferences = {
  minAge: DEFAULT_PREFERENCE_AGE.min,
  maxAge: DEFAULT_PREFERENCE_AGE.max,
  searchCity: null,
  showOnlineStatus: true,
  receiveNotifications: true,
  showReadReceipts: false,
  privacyMode: false,
  locationVisibility: 'city',
};
