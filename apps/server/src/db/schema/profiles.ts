import { citySlugs } from '@vusal/shared/catalog/cities';
import { EARLIEST_BIRTH_DATE, HEIGHT_CM, MAX_AGE, MIN_AGE } from '@vusal/shared/catalog/constants';
import { enumerations, profileRejectionReasons } from '@vusal/shared/catalog/enums';
import { regionSlugs } from '@vusal/shared/catalog/regions';
import { verificationLostReasons } from '@vusal/shared/catalog/verification';
import { sql } from 'drizzle-orm';
import { boolean, check, date, index, pgTable, smallint, text, uuid } from 'drizzle-orm/pg-core';
import { user } from './auth';
import { nameSearchDocument } from '../name-search';
import { between, oneOf, subsetOf } from './checks';
import { createdAt, timestamptz, updatedAt } from './columns';

const ages = { min: MIN_AGE, max: MAX_AGE };
const e = enumerations;

/**
 * One profile per account; demo profiles (DECISIONS, "Demo profiles") have no account.
 * Every field of details.md section 3. Optional answers are null when empty; lists are empty
 * arrays, never null, so "has any" is one test.
 */
export const profiles = pgTable(
  'profiles',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .unique()
      .references(() => user.id, { onDelete: 'cascade' }),
    isDemo: boolean('is_demo').notNull().default(false),

    fullName: text('full_name').notNull(),
    // The simple editor records an age without a birth date. When date_of_birth is known it is
    // the truth and queries derive the age from it (see profile-age.ts); `age` is the fallback.
    dateOfBirth: date('date_of_birth', { mode: 'string' }),
    age: smallint('age'),
    city: text('city', { enum: citySlugs }).notNull(),
    // Null until the wizard sets it; it never changes afterwards (SECURITY 11).
    gender: text('gender', { enum: e.gender }),
    bio: text('bio'),
    // Decision 037: copies of the approved rows of `profile_photos` in the member's order, kept
    // in step in the transaction that changes them, so a card reads columns, not a second table:
    // the first (the main photo, the one the Verified badge compared) and the others.
    profilePhoto: text('profile_photo'),
    additionalPhotos: text('additional_photos')
      .array()
      .notNull()
      .default(sql`'{}'`),
    height: smallint('height'),
    relationshipGoals: text('relationship_goals', { enum: e.relationship_goals })
      .array()
      .notNull()
      .default(sql`'{}'`),

    maritalStatus: text('marital_status', { enum: e.marital_status }),
    currentRelationship: text('current_relationship', { enum: e.current_relationship }),
    children: text('children', { enum: e.children }),
    partnerChildrenOk: text('partner_children_ok', { enum: e.partner_children_ok }),
    familyPlans: text('family_plans'),
    religion: text('religion'),

    smokes: text('smokes', { enum: e.smokes }),
    drinksAlcohol: text('drinks_alcohol', { enum: e.drinks_alcohol }),
    diet: text('diet', { enum: e.diet }),
    doesSports: text('does_sports', { enum: e.does_sports }),
    exerciseFrequency: text('exercise_frequency', { enum: e.exercise_frequency }),
    healthLimitations: text('health_limitations'),
    lifestyle: text('lifestyle'),

    hobbies: text('hobbies'),
    musicGenres: text('music_genres', { enum: e.music_genres })
      .array()
      .notNull()
      .default(sql`'{}'`),
    favoriteMovies: text('favorite_movies'),
    lastBookRead: text('last_book_read'),
    enjoysTraveling: text('enjoys_traveling', { enum: e.enjoys_traveling }),
    lastTravelDestination: text('last_travel_destination'),
    interests: text('interests'),

    partnerAgeMin: smallint('partner_age_min'),
    partnerAgeMax: smallint('partner_age_max'),
    heightImportant: text('height_important', { enum: e.height_important }),
    relationshipValues: text('relationship_values', { enum: e.relationship_values })
      .array()
      .notNull()
      .default(sql`'{}'`),
    dealBreakers: text('deal_breakers', { enum: e.deal_breakers })
      .array()
      .notNull()
      .default(sql`'{}'`),
    aboutPartner: text('about_partner'),

    educationLevel: text('education_level', { enum: e.education_level }),
    education: text('education'),
    professionalField: text('professional_field'),
    profession: text('profession'),
    annualIncome: text('annual_income', { enum: e.annual_income }),

    biggestDream: text('biggest_dream'),
    lifeMotto: text('life_motto'),

    // Issue 39, item 3 (decision 052): who writes the profile, shown on it.
    managedBy: text('managed_by', { enum: e.managed_by }).notNull().default('self'),
    // Issue 39, item 5 (decision 052): optional marriage details, shown to matches only
    // (members/marriage-details.ts); no browse, filter or order reads them.
    religiousPractice: text('religious_practice', { enum: e.religious_practice }),
    nikahExpectation: text('nikah_expectation', { enum: e.nikah_expectation }),
    familyRegion: text('family_region', { enum: regionSlugs }),

    isActive: boolean('is_active').notNull().default(true),
    // D1: every new profile waits for an admin.
    isApproved: boolean('is_approved').notNull().default(false),
    approvedAt: timestamptz('approved_at'),
    approvedBy: text('approved_by').references(() => user.id, { onDelete: 'set null' }),

    // S8: deletion hides at once; the purge job removes the row after the archive period.
    deletedAt: timestamptz('deleted_at'),
    deletionReason: text('deletion_reason', { enum: e.deletion_reason }),
    // The free text of the reason "other".
    deletionNote: text('deletion_note'),
    deletedByUser: boolean('deleted_by_user').notNull().default(false),
    // When its owner last restored it within the archive period: the pending screen then says
    // "welcome back", not "thank you for joining" (issue 37, item 4).
    restoredAt: timestamptz('restored_at'),

    // Issue 23, item 7: a moderator asked for a selfie check; until it is cleared the member
    // cannot like or write and is left out of browse and explore.
    verificationRequired: boolean('verification_required').notNull().default(false),
    // Issue 23 (decision 031): set when a moderator accepts a selfie; a database trigger clears
    // it, with the reason in `verification_lost`, when the main photo, gender or birth date
    // changes, whichever path changes them.
    verifiedAt: timestamptz('verified_at'),
    verificationLost: text('verification_lost', { enum: verificationLostReasons }),
    // The reason of the last rejected photo (decisions 029, 037), shown to the member until
    // their next photo.
    changeRejectedReason: text('change_rejected_reason'),
    // Issue 23, item 9: what an admin asked a pending member to change; approval clears it.
    rejectionReasons: text('rejection_reasons', { enum: profileRejectionReasons }).array(),
    rejectionNote: text('rejection_note'),
    rejectedAt: timestamptz('rejected_at'),
    // Issue 24, item 4: the SHA-256 of the device cookie the sign-up came with, for a ban.
    signUpDevice: text('sign_up_device'),

    lastActiveAt: timestamptz('last_active_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('profiles_owner_check', sql`${t.isDemo} = (${t.userId} is null)`),
    between(t.age, ages),
    check(
      'profiles_date_of_birth_check',
      sql`${t.dateOfBirth} >= date '${sql.raw(EARLIEST_BIRTH_DATE)}'`,
    ),
    between(t.height, HEIGHT_CM),
    between(t.partnerAgeMin, ages),
    between(t.partnerAgeMax, ages),
    check('profiles_partner_age_order_check', sql`${t.partnerAgeMin} <= ${t.partnerAgeMax}`),
    oneOf(t.city, citySlugs),
    oneOf(t.gender, e.gender),
    subsetOf(t.relationshipGoals, e.relationship_goals),
    oneOf(t.maritalStatus, e.marital_status),
    oneOf(t.currentRelationship, e.current_relationship),
    oneOf(t.children, e.children),
    oneOf(t.partnerChildrenOk, e.partner_children_ok),
    oneOf(t.smokes, e.smokes),
    oneOf(t.drinksAlcohol, e.drinks_alcohol),
    oneOf(t.diet, e.diet),
    oneOf(t.doesSports, e.does_sports),
    oneOf(t.exerciseFrequency, e.exercise_frequency),
    subsetOf(t.musicGenres, e.music_genres),
    oneOf(t.enjoysTraveling, e.enjoys_traveling),
    oneOf(t.heightImportant, e.height_important),
    subsetOf(t.relationshipValues, e.relationship_values),
    subsetOf(t.dealBreakers, e.deal_breakers),
    subsetOf(t.rejectionReasons, profileRejectionReasons),
    oneOf(t.educationLevel, e.education_level),
    oneOf(t.annualIncome, e.annual_income),
    oneOf(t.deletionReason, e.deletion_reason),
    oneOf(t.verificationLost, verificationLostReasons),
    oneOf(t.managedBy, e.managed_by),
    oneOf(t.religiousPractice, e.religious_practice),
    oneOf(t.nikahExpectation, e.nikah_expectation),
    oneOf(t.familyRegion, regionSlugs),

    // Browse and explore walk visible profiles of one gender (optionally one city) in their
    // stable order, newest first, and stop after a page: never a scan of the table.
    index('profiles_browse_idx')
      .on(t.gender, t.createdAt.desc(), t.id.desc())
      .where(sql`${t.isApproved} and ${t.isActive} and ${t.deletedAt} is null`),
    index('profiles_browse_city_idx')
      .on(t.gender, t.city, t.createdAt.desc(), t.id.desc())
      .where(sql`${t.isApproved} and ${t.isActive} and ${t.deletedAt} is null`),
    index('profiles_last_active_idx')
      .on(t.lastActiveAt.desc().nullsLast())
      .where(sql`${t.isApproved} and ${t.isActive} and ${t.deletedAt} is null`),
    // The admin list: pending first, newest first; by name; searched by words of the name.
    index('profiles_admin_idx').on(t.isApproved, t.createdAt.desc()),
    index('profiles_name_idx').on(t.fullName, t.id),
    index('profiles_name_search_idx').using('gin', nameSearchDocument(t.fullName)),
    // The purge job: deleted profiles by deletion time.
    index('profiles_deleted_at_idx')
      .on(t.deletedAt)
      .where(sql`${t.deletedAt} is not null`),
  ],
);

export type Profile = typeof profiles.$inferSelect;
export type NewProfile = typeof profiles.$inferInsert;
