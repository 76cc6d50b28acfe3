import { citySlugs } from '@vusal/shared/catalog/cities';
import { DEFAULT_PREFERENCE_AGE, MAX_AGE, MIN_AGE } from '@vusal/shared/catalog/constants';
import {
  locationVisibilities,
  noticeFrequencies,
  photoVisibilities,
  type NoticeFrequency,
} from '@vusal/shared/catalog/enums';
import { sql } from 'drizzle-orm';
import { boolean, check, pgTable, smallint, text } from 'drizzle-orm/pg-core';
import { user } from './auth';
import { between, oneOf } from './checks';
import { timestamptz, updatedAt } from './columns';

const ages = { min: MIN_AGE, max: MAX_AGE };

function frequency(name: string, fallback: NoticeFrequency) {
  return text(name, { enum: noticeFrequencies }).notNull().default(fallback);
}

/** S4: persisted and applied. A user without a row has the defaults below. */
export const preferences = pgTable(
  'preferences',
  {
    userId: text('user_id')
      .primaryKey()
      .references(() => user.id, { onDelete: 'cascade' }),
    minAge: smallint('min_age').notNull().default(DEFAULT_PREFERENCE_AGE.min),
    maxAge: smallint('max_age').notNull().default(DEFAULT_PREFERENCE_AGE.max),
    // Null means every city.
    searchCity: text('search_city', { enum: citySlugs }),
    showOnlineStatus: boolean('show_online_status').notNull().default(true),
    receiveNotifications: boolean('receive_notifications').notNull().default(true),
    showReadReceipts: boolean('show_read_receipts').notNull().default(false),
    privacyMode: boolean('privacy_mode').notNull().default(false),
    // Issue 27: browse and explore keep pairs with an unmet "Mandatory" out unless this is on.
    showEveryone: boolean('show_everyone').notNull().default(false),
    locationVisibility: text('location_visibility', { enum: locationVisibilities })
      .notNull()
      .default('city'),
    // Issue 26: per topic and channel; the defaults are those of `defaultPreferences`.
    pushMatches: frequency('push_matches', 'immediately'),
    pushMessages: frequency('push_messages', 'immediately'),
    pushLikes: frequency('push_likes', 'immediately'),
    emailMatches: frequency('email_matches', 'immediately'),
    emailMessages: frequency('email_messages', 'immediately'),
    emailLikes: frequency('email_likes', 'daily'),
    pushShowsNames: boolean('push_shows_names').notNull().default(false),
    // "HH:MM" in `time_zone`; both null: no quiet hours.
    quietHoursFrom: text('quiet_hours_from').default('23:00'),
    quietHoursTo: text('quiet_hours_to').default('08:00'),
    timeZone: text('time_zone').notNull().default('Asia/Baku'),
    // Issue 23, item 6: likes and messages only from verified members.
    onlyVerifiedContact: boolean('only_verified_contact').notNull().default(false),
    // Issue 37, item 1: browse (and explore, unless its filter says otherwise) shows verified
    // members only.
    verifiedOnly: boolean('verified_only').notNull().default(false),
    // Issue 38, item 1: who gets the photos as they are; everyone else the blurred copy.
    photoVisibility: text('photo_visibility', { enum: photoVisibilities })
      .notNull()
      .default('everyone'),
    // Issue 38, item 5 (decision 045): open profiles without leaving a visit, and a weekly
    // e-mail of new visitors; both off by default.
    browseInvisibly: boolean('browse_invisibly').notNull().default(false),
    visitorsNotice: boolean('visitors_notice').notNull().default(false),
    updatedAt: updatedAt(),
  },
  (t) => [
    between(t.minAge, ages),
    between(t.maxAge, ages),
    check('preferences_age_order_check', sql`${t.minAge} <= ${t.maxAge}`),
    oneOf(t.searchCity, citySlugs),
    oneOf(t.locationVisibility, locationVisibilities),
    oneOf(t.photoVisibility, photoVisibilities),
    oneOf(t.pushMatches, noticeFrequencies),
    oneOf(t.pushMessages, noticeFrequencies),
    oneOf(t.pushLikes, noticeFrequencies),
    oneOf(t.emailMatches, noticeFrequencies),
    oneOf(t.emailMessages, noticeFrequencies),
    oneOf(t.emailLikes, noticeFrequencies),
  ],
);

/**
 * When the user last opened the likes and the matches lists: the dashboard badges count what
 * arrived since. Stored on the server so the badges agree on every device (as S1 does for chats).
 */
export const badgeViews = pgTable('badge_views', {
  userId: text('user_id')
    .primaryKey()
    .references(() => user.id, { onDelete: 'cascade' }),
  likesViewedAt: timestamptz('likes_viewed_at'),
  matchesViewedAt: timestamptz('matches_viewed_at'),
  exploreViewedAt: timestamptz('explore_viewed_at'),
  visitorsViewedAt: timestamptz('visitors_viewed_at'),
});

export type Preferences = typeof preferences.$inferSelect;
export type NewPreferences = typeof preferences.$inferInsert;
export type BadgeViews = typeof badgeViews.$inferSelect;
