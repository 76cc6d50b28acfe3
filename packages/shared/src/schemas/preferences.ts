import { z } from '../zod';
import { citySlugs } from '../catalog/cities';
import { DEFAULT_PREFERENCE_AGE, MAX_AGE, MIN_AGE } from '../catalog/constants';
import {
  locationVisibilities,
  noticeFrequencies,
  photoVisibilities,
  type NoticeTopic,
} from '../catalog/enums';

const age = z
  .number()
  .int()
  .min(MIN_AGE, 'validation.ageRange')
  .max(MAX_AGE, 'validation.ageRange');

const frequency = z.enum(noticeFrequencies);

/** "23:00": a wall-clock time in the member's time zone. */
const clockTime = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'validation.clockTime');

function isTimeZone(value: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone: value });
    return true;
  } catch {
    return false;
  }
}

/** An IANA zone the runtime knows, e.g. "Asia/Baku": quiet hours and the digest follow it. */
export const timeZoneSchema = z
  .string()
  .max(64, 'validation.timeZone')
  .refine(isTimeZone, 'validation.timeZone');

type QuietHours = { quietHoursFrom: string | null; quietHoursTo: string | null };
/** Quiet hours have both ends or none. */
const quietHoursPaired = (value: QuietHours) =>
  (value.quietHoursFrom === null) === (value.quietHoursTo === null);
const quietHoursPair = { path: ['quietHoursTo'], message: 'validation.quietHoursPair' };

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
    /**
     * Issue 27: browse and explore also show people with whom a "Mandatory" answer is unmet,
     * either way. Optional in a request (older clients), off by default.
     */
    showEveryone: z.boolean().default(false),
    locationVisibility: z.enum(locationVisibilities),
    pushMatches: frequency,
    pushMessages: frequency,
    pushLikes: frequency,
    emailMatches: frequency,
    emailMessages: frequency,
    emailLikes: frequency,
    /** Issue 26, item 4: the other member's name on the lock screen; never the message text. */
    pushShowsNames: z.boolean(),
    /** null for both: no quiet hours. */
    quietHoursFrom: clockTime.nullable(),
    quietHoursTo: clockTime.nullable(),
    timeZone: timeZoneSchema,
    /** Issue 23, item 6: likes and messages from verified members only; off when left out. */
    onlyVerifiedContact: z.boolean().default(false),
    /**
     * Issue 37, item 1: browse shows verified members only, and explore starts from it; off when
     * left out (older clients).
     */
    verifiedOnly: z.boolean().default(false),
    /**
     * Issue 38, item 1: who gets the photos as they are (everyone else the blurred copy made on
     * the server). Optional in a request: an older client that leaves it out keeps the
     * member's choice rather than widening it; every answer carries it.
     */
    photoVisibility: z.enum(photoVisibilities).optional(),
    /**
     * Issue 38, item 5 (decision 045): opening a profile leaves no visit in its owner's visitors
     * list, then or later. Off when left out.
     */
    browseInvisibly: z.boolean().default(false),
    /** Issue 38, item 5: at most one e-mail a week of new visitors (a count, no names); off when left out. */
    visitorsNotice: z.boolean().default(false),
  })
  .refine((value) => value.minAge <= value.maxAge, {
    path: ['minAge'],
    message: 'validation.minAgeAboveMax',
  })
  .refine(quietHoursPaired, quietHoursPair);
export type Preferences = z.infer<typeof preferencesSchema>;

/**
 * Issue 39 (decision 055): what a guardian account sets, as it has no profile and never browses:
 * how it hears of the family's news (the "matches" topic), names on the lock screen and quiet
 * hours. Members may save the same part alone.
 */
export const noticePreferencesSchema = z
  .object({
    receiveNotifications: z.boolean(),
    pushMatches: frequency,
    emailMatches: frequency,
    pushShowsNames: z.boolean(),
    quietHoursFrom: clockTime.nullable(),
    quietHoursTo: clockTime.nullable(),
    timeZone: timeZoneSchema,
  })
  .refine(quietHoursPaired, quietHoursPair);
export type NoticePreferences = z.infer<typeof noticePreferencesSchema>;
export const noticePreferenceKeys = Object.keys(
  noticePreferencesSchema.shape,
) as (keyof NoticePreferences)[];

export const defaultPreferences: Preferences = {
  minAge: DEFAULT_PREFERENCE_AGE.min,
  maxAge: DEFAULT_PREFERENCE_AGE.max,
  searchCity: null,
  showOnlineStatus: true,
  receiveNotifications: true,
  showReadReceipts: false,
  privacyMode: false,
  showEveryone: false,
  locationVisibility: 'city',
  pushMatches: 'immediately',
  pushMessages: 'immediately',
  pushLikes: 'immediately',
  emailMatches: 'immediately',
  emailMessages: 'immediately',
  emailLikes: 'daily',
  pushShowsNames: false,
  quietHoursFrom: '23:00',
  quietHoursTo: '08:00',
  timeZone: 'Asia/Baku',
  onlyVerifiedContact: false,
  verifiedOnly: false,
  photoVisibility: 'everyone',
  browseInvisibly: false,
  visitorsNotice: false,
};

/** The partner ages a member gave in the sign-up wizard or the profile editor, when they did. */
export type PartnerAges = { partnerAgeMin: number | null; partnerAgeMax: number | null };

/**
 * Issue 37, item 1: the age range of a member who never saved their preferences is the partner
 * age they gave at sign-up (or since, in the editor), not 18–50. An end left open takes the
 * default's, moved so that the range stays in order.
 */
export function searchAgesFor({ partnerAgeMin, partnerAgeMax }: PartnerAges): {
  minAge: number;
  maxAge: number;
} {
  const minAge = partnerAgeMin ?? Math.min(defaultPreferences.minAge, partnerAgeMax ?? MAX_AGE);
  const maxAge = partnerAgeMax ?? Math.max(defaultPreferences.maxAge, minAge);
  return { minAge, maxAge };
}

export type NoticeChannel = 'push' | 'email';

/** The preference that says how often `topic` is told by `channel`: `pushMessages`, `emailLikes`. */
export function noticeSetting<C extends NoticeChannel, T extends NoticeTopic>(
  channel: C,
  topic: T,
): `${C}${Capitalize<T>}` {
  return `${channel}${topic.charAt(0).toUpperCase()}${topic.slice(1)}` as `${C}${Capitalize<T>}`;
}
