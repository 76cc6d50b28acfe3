import { photoStates } from '@vusal/shared/catalog/constants';
import { index, pgTable, smallint, text, uuid } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { oneOf } from './checks';
import { createdAt } from './columns';
import { profiles } from './profiles';

/**
 * Decision 037: a member's photos, up to MAX_PROFILE_PHOTOS, in the member's order. Before
 * approval every photo is `approved` at once; after it a new one is `pending` until a
 * moderator accepts it. Every change to a member's set locks their `profiles` row first, and
 * copies the approved keys to `profiles.profile_photo` / `additional_photos` in the same
 * transaction (profile-photos.repository.ts).
 */
export const profilePhotos = pgTable(
  'profile_photos',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    profileId: uuid('profile_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    // The stored image; its small variant is found from it (infra/storage/random-key.ts).
    photoKey: text('photo_key').notNull().unique(),
    position: smallint('position').notNull(),
    state: text('state', { enum: photoStates }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    oneOf(t.state, photoStates),
    index('profile_photos_profile_idx').on(t.profileId, t.position),
    // The review queue: waiting photos, oldest first.
    index('profile_photos_pending_idx')
      .on(t.createdAt, t.id)
      .where(sql`${t.state} = 'pending'`),
  ],
);

export type ProfilePhoto = typeof profilePhotos.$inferSelect;
