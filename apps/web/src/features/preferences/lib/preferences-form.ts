import { zodResolver } from '@hookform/resolvers/zod';
import type { CitySlug } from '@vusal/shared/catalog/cities';
import {
  noticePreferencesSchema,
  preferencesSchema,
  type NoticePreferences,
  type Preferences,
} from '@vusal/shared/schemas/preferences';
import type { Resolver } from 'react-hook-form';

/**
 * The form's values: the city select holds `''` for "all cities", an emptied time input `''` for
 * "no quiet hours" (both stored as null).
 */
export type PreferencesFormValues = Omit<
  Preferences,
  'searchCity' | 'quietHoursFrom' | 'quietHoursTo'
> & { searchCity: CitySlug | ''; quietHoursFrom: string; quietHoursTo: string };

export type PreferencesField = keyof PreferencesFormValues;

export function toFormValues(preferences: Preferences): PreferencesFormValues {
  return {
    ...preferences,
    searchCity: preferences.searchCity ?? '',
    quietHoursFrom: preferences.quietHoursFrom ?? '',
    quietHoursTo: preferences.quietHoursTo ?? '',
  };
}

export function toPreferences(values: PreferencesFormValues): Preferences {
  return {
    ...values,
    searchCity: values.searchCity || null,
    quietHoursFrom: values.quietHoursFrom || null,
    quietHoursTo: values.quietHoursTo || null,
  };
}

type FormResolver = Resolver<PreferencesFormValues, unknown, Preferences>;

// The schema sees what would be saved: the "all cities" choice as null.
const schemaResolver = zodResolver(preferencesSchema) as unknown as (
  values: Preferences,
  ...rest: Parameters<FormResolver> extends [unknown, ...infer R] ? R : never
) => ReturnType<FormResolver>;

/** The shared schema checks the form, min ≤ max included (`validation.minAgeAboveMax`). */
export const preferencesResolver: FormResolver = (values, context, options) =>
  schemaResolver(toPreferences(values), context, options);

/** Issue 39 (decision 055): a guardian's notice settings, the emptied quiet hours as `''`. */
export type NoticeFormValues = Omit<NoticePreferences, 'quietHoursFrom' | 'quietHoursTo'> & {
  quietHoursFrom: string;
  quietHoursTo: string;
};

export function toNoticeFormValues(notices: NoticePreferences): NoticeFormValues {
  return {
    ...notices,
    quietHoursFrom: notices.quietHoursFrom ?? '',
    quietHoursTo: notices.quietHoursTo ?? '',
  };
}

type NoticeResolver = Resolver<NoticeFormValues, unknown, NoticePreferences>;

const noticeSchemaResolver = zodResolver(noticePreferencesSchema) as unknown as (
  values: NoticePreferences,
  ...rest: Parameters<NoticeResolver> extends [unknown, ...infer R] ? R : never
) => ReturnType<NoticeResolver>;

export const noticeResolver: NoticeResolver = (values, context, options) =>
  noticeSchemaResolver(
    {
      ...values,
      quietHoursFrom: values.quietHoursFrom || null,
      quietHoursTo: values.quietHoursTo || null,
    },
    context,
    options,
  );
