import { accountCountries, accountLanguages } from '@vusal/shared/catalog/countries';
import { accountKinds, roles } from '@vusal/shared/catalog/enums';
import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { oneOf } from './checks';
import { createdAt, timestamptz, updatedAt } from './columns';

// Better Auth's four tables, written by hand (STACK-NOTES #8). Its drizzle adapter finds
// tables by export name and columns by JS key, so those keys follow Better Auth 1.x exactly.
// Ids are text: Better Auth generates them, or, with `generateId: 'uuid'`, leaves them to the
// database default.
function authId() {
  return text('id')
    .primaryKey()
    .default(sql`gen_random_uuid()::text`);
}

export const user = pgTable(
  'user',
  {
    id: authId(),
    name: text('name').notNull(),
    email: text('email').notNull().unique(),
    emailVerified: boolean('email_verified').notNull().default(false),
    image: text('image'),
    // The language of the person's mails: the interface they signed up in.
    language: text('language', { enum: accountLanguages }).notNull().default('en'),
    // The region of the site they signed up on, null for Global: mail links open `/az/ru/…`
    // for a member who read `/az/ru` (decision 042).
    country: text('country', { enum: accountCountries }),
    // The Terms of Service and Privacy Policy version accepted at sign-up (LEGAL_TEXTS_VERSION),
    // and when; null for accounts that never signed up through the wizard (decision 020).
    termsVersion: integer('terms_version'),
    termsAcceptedAt: timestamptz('terms_accepted_at'),
    // Issue 39: a relative's guardian account never has a profile (decision 050).
    accountKind: text('account_kind', { enum: accountKinds }).notNull().default('member'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    oneOf(t.language, accountLanguages),
    oneOf(t.country, accountCountries),
    oneOf(t.accountKind, accountKinds),
    // The admin search by e-mail prefix, whatever the database's collation.
    index('user_email_pattern_idx').on(t.email.op('text_pattern_ops')),
  ],
);

export const session = pgTable(
  'session',
  {
    id: authId(),
    expiresAt: timestamptz('expires_at').notNull(),
    token: text('token').notNull().unique(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    ipAddress: text('ip_address'),
    userAgent: text('user_agent'),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
  },
  (t) => [index('session_user_id_idx').on(t.userId)],
);

export const account = pgTable(
  'account',
  {
    id: authId(),
    accountId: text('account_id').notNull(),
    providerId: text('provider_id').notNull(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    accessToken: text('access_token'),
    refreshToken: text('refresh_token'),
    idToken: text('id_token'),
    accessTokenExpiresAt: timestamptz('access_token_expires_at'),
    refreshTokenExpiresAt: timestamptz('refresh_token_expires_at'),
    scope: text('scope'),
    password: text('password'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('account_user_id_idx').on(t.userId),
    uniqueIndex('account_provider_account_key').on(t.providerId, t.accountId),
  ],
);

export const verification = pgTable(
  'verification',
  {
    id: authId(),
    identifier: text('identifier').notNull(),
    value: text('value').notNull(),
    expiresAt: timestamptz('expires_at').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('verification_identifier_idx').on(t.identifier)],
);

/** D4: the one source of truth for roles; a user without a row is a plain user. */
export const userRoles = pgTable(
  'user_roles',
  {
    userId: text('user_id')
      .primaryKey()
      .references(() => user.id, { onDelete: 'cascade' }),
    role: text('role', { enum: roles }).notNull(),
    grantedBy: text('granted_by').references(() => user.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [oneOf(t.role, roles)],
);

/**
 * SECURITY 3: sign-in attempts per e-mail (known or not) in the current window, one row per
 * e-mail. "May I try" and "count the try" are one `insert … on conflict do update … returning`,
 * so concurrent attempts serialize on the row and every node sees the same count.
 */
export const signInAttempts = pgTable('sign_in_attempts', {
  email: text('email').primaryKey(),
  windowStart: timestamptz('window_start').notNull(),
  attempts: integer('attempts').notNull(),
});

/**
 * Mails of one kind sent to one address in the current window (issue 7, A6): counted in the
 * database like sign-in attempts, so a flood is capped across every node.
 */
export const mailQuota = pgTable(
  'mail_quota',
  {
    recipient: text('recipient').notNull(),
    kind: text('kind').notNull(),
    windowStart: timestamptz('window_start').notNull(),
    sent: integer('sent').notNull(),
  },
  (t) => [primaryKey({ columns: [t.recipient, t.kind] })],
);

export type User = typeof user.$inferSelect;
export type NewUser = typeof user.$inferInsert;
export type Session = typeof session.$inferSelect;
export type Account = typeof account.$inferSelect;
export type NewAccount = typeof account.$inferInsert;
export type Verification = typeof verification.$inferSelect;
export type UserRole = typeof userRoles.$inferSelect;
export type NewUserRole = typeof userRoles.$inferInsert;
