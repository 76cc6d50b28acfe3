import type { LocationVisibility, PhotoVisibility } from '@vusal/shared/catalog/enums';
import { and, asc, eq, or, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';
import {
  blocks,
  matches,
  preferences,
  profilePhotos,
  profiles,
  user,
  type NewProfile,
  type Profile,
  type ProfilePhoto,
} from '../../db/schema';
import { viewerColumns, viewerStanding, type ViewerStanding } from '../auth';
import { scoringColumns, scoringSince, type ScoringRead } from '../compatibility';
import { familyInvolved } from '../family';
import { isHeldForReview, isRevealedTo } from '../members';

export type ProfileRow = Profile;
export type ProfileChanges = Partial<Omit<NewProfile, 'id' | 'userId' | 'isDemo' | 'createdAt'>>;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const viewer = sql.placeholder('viewerId');
const at = sql`${sql.placeholder('now')}::timestamptz`;

/**
 * Decision 062: every profile read carries its viewer's session standing, read in its own
 * snapshot, so a route may be lent the session (decision 058) and a one-row table keeps the
 * standing when no profile answers.
 */
const standing = viewerStanding(
  sql`${sql.placeholder('sessionId')}`,
  sql`${viewer}`,
  at,
  'standing',
);
const standingColumns = viewerColumns('standing');

/** Who reads, through which session, at what time: the values of a read's statement. */
export type Reader = { id: string; sessionId: string };

/** What a viewer's look at a profile needs beside the row (profiles.service.ts, `view`). */
const lookColumns = {
  profile: profiles,
  isBlocked: sql<boolean>`exists (select 1 from ${blocks} where (${blocks.blockerId} = ${viewer} and ${blocks.blockedId} = ${profiles.userId}) or (${blocks.blockerId} = ${profiles.userId} and ${blocks.blockedId} = ${viewer}))`,
  // An ended match (unmatch, block) no longer unlocks the full profile.
  isHeld: sql<boolean>`${isHeldForReview(sql`${profiles.userId}`)}`,
  isMatch: sql<boolean>`exists (select 1 from ${matches} where ${matches.user1Id} = least(${viewer}, ${profiles.userId}) and ${matches.user2Id} = greatest(${viewer}, ${profiles.userId}) and ${matches.endedAt} is null)`,
  locationVisibility: preferences.locationVisibility,
  photoVisibility: preferences.photoVisibility,
  isRevealed: sql<boolean>`${isRevealedTo(viewer, sql`${profiles.userId}`)}`,
  // Decision 051: the "Family involved" badge of the profile view.
  familyInvolved: familyInvolved(sql`${profiles.userId}`),
};

export type ProfileLook = {
  profile: ProfileRow;
  isBlocked: boolean;
  isHeld: boolean;
  isMatch: boolean;
  locationVisibility: LocationVisibility | null;
  photoVisibility: PhotoVisibility | null;
  isRevealed: boolean;
  familyInvolved: boolean;
};

/** A profile's view as one statement reads it (`readView`). */
export type ViewRead = {
  standing: ViewerStanding;
  look: ProfileLook | undefined;
  scoring: ScoringRead;
};

/** One's own profile as one statement reads it (`readOwn`). */
export type OwnRead = {
  standing: ViewerStanding;
  own: { profile: ProfileRow; email: string; photos: ProfilePhoto[] } | undefined;
};

export function createProfilesRepository(db: Database) {
  const byId = sql.placeholder('id');
  // Issue 35, item 4: the view's one statement: the viewer's standing, the look, and the
  // answers its match percentage scores (issue 27), built and prepared once.
  const view = (on: SQL | undefined, name: string) =>
    db
      .select({
        ...lookColumns,
        standing: standingColumns,
        ...scoringColumns(
          sql`${viewer}`,
          sql`${profiles.userId}`,
          sql`${sql.placeholder('since')}`,
        ),
      })
      .from(standing)
      .leftJoin(profiles, on)
      .leftJoin(preferences, eq(preferences.userId, profiles.userId))
      .prepare(name);
  const byUserId = view(eq(profiles.userId, byId), 'read_profile');
  const byUserOrDemoId = view(
    or(
      eq(profiles.userId, byId),
      and(eq(profiles.isDemo, true), sql`${profiles.id} = ${byId}::uuid`),
    ),
    'read_profile_or_demo',
  );
  // One's own profile with the account's e-mail and every photo: a row per photo.
  const ownRead = db
    .select({
      standing: standingColumns,
      profile: profiles,
      email: user.email,
      photo: profilePhotos,
    })
    .from(standing)
    .leftJoin(profiles, eq(profiles.userId, viewer))
    .leftJoin(user, eq(user.id, profiles.userId))
    .leftJoin(profilePhotos, eq(profilePhotos.profileId, profiles.id))
    .orderBy(asc(profilePhotos.position), asc(profilePhotos.createdAt))
    .prepare('read_own_profile');

  // Issue 38: the photo route's look, at the profile that owns a stored photo.
  const byPhotoKey = db
    .select({ ...lookColumns, photo: profilePhotos })
    .from(profilePhotos)
    .innerJoin(profiles, eq(profiles.id, profilePhotos.profileId))
    .leftJoin(preferences, eq(preferences.userId, profiles.userId))
    .where(eq(profilePhotos.photoKey, sql.placeholder('key')))
    .prepare('look_photo');

  // The own-profile read runs on every visit of one's profile: one prepared round trip.
  const findOwn = db
    .select({ profile: profiles, email: user.email })
    .from(profiles)
    .innerJoin(user, eq(user.id, profiles.userId))
    .where(eq(profiles.userId, sql.placeholder('userId')))
    .prepare('find_own_profile');

  return {
    /** One's own profile with the account's e-mail. */
    async findOwn(userId: string): Promise<{ profile: ProfileRow; email: string } | undefined> {
      const [row] = await findOwn.execute({ userId });
      return row;
    },

    async findByUser(userId: string): Promise<ProfileRow | undefined> {
      const [row] = await db.select().from(profiles).where(eq(profiles.userId, userId));
      return row;
    },

    async emailOf(userId: string): Promise<string | undefined> {
      const [row] = await db.select({ email: user.email }).from(user).where(eq(user.id, userId));
      return row?.email;
    },

    /**
     * Issues 25 and 35: a profile as `reader` looks at it, in one prepared round trip: the
     * reader's session standing (decision 062), the row (by its owner's id, or a demo profile,
     * which has no owner, by its own id), whether a block stands between them, whether they are
     * matched, the owner's choices, and the answers that score the two.
     */
    async readView(reader: Reader, id: string, now: Date): Promise<ViewRead> {
      const [row] = await (UUID.test(id) ? byUserOrDemoId : byUserId).execute({
        viewerId: reader.id,
        sessionId: reader.sessionId,
        now,
        since: scoringSince(now),
        id,
      });
      const { standing, scoringMine, scoringAnswered, scoringTheirs, profile, ...facts } = row!;
      return {
        standing,
        look: profile ? { ...facts, profile } : undefined,
        scoring: { mine: scoringMine, answered: scoringAnswered, theirs: scoringTheirs },
      };
    },

    /** Issue 35: one's own profile, its photos and e-mail, and the session's standing, at once. */
    async readOwn(reader: Reader, now: Date): Promise<OwnRead> {
      const rows = await ownRead.execute({
        viewerId: reader.id,
        sessionId: reader.sessionId,
        now,
      });
      const [first] = rows;
      const photos = rows.flatMap(({ photo }) => (photo ? [photo] : []));
      return {
        standing: first!.standing,
        own: first!.profile
          ? { profile: first!.profile, email: first!.email ?? '', photos }
          : undefined,
      };
    },

    /** Issue 38: a stored photo and its profile as `viewerId` looks at them, in one round trip. */
    async photoLook(
      viewerId: string,
      key: string,
    ): Promise<(ProfileLook & { photo: ProfilePhoto }) | undefined> {
      const [row] = await byPhotoKey.execute({ viewerId, key });
      return row;
    },

    async insert(values: NewProfile): Promise<ProfileRow> {
      const [row] = await db.insert(profiles).values(values).returning();
      return row!;
    },

    async update(userId: string, changes: ProfileChanges): Promise<ProfileRow | undefined> {
      const [row] = await db
        .update(profiles)
        .set(changes)
        .where(eq(profiles.userId, userId))
        .returning();
      return row;
    },

    async isHeldForReview(userId: string): Promise<boolean> {
      const { rows } = await db.execute<{ held: boolean }>(
        sql`select ${isHeldForReview(userId)} as held`,
      );
      return rows[0]?.held ?? false;
    },

    async isBlockedEitherWay(a: string, b: string): Promise<boolean> {
      const [row] = await db
        .select({ one: sql<number>`1` })
        .from(blocks)
        .where(
          or(
            and(eq(blocks.blockerId, a), eq(blocks.blockedId, b)),
            and(eq(blocks.blockerId, b), eq(blocks.blockedId, a)),
          ),
        );
      return !!row;
    },
  };
}

export type ProfilesRepository = ReturnType<typeof createProfilesRepository>;
