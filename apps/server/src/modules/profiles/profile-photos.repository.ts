import { and, asc, eq, inArray, isNotNull } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { profilePhotos, profiles, type ProfilePhoto } from '../../db/schema';

type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];
type Runner = Database | Transaction;

export type PhotoSet = {
  profile: typeof profiles.$inferSelect;
  photos: ProfilePhoto[];
};

function photosOf(db: Runner, profileId: string): Promise<ProfilePhoto[]> {
  return db
    .select()
    .from(profilePhotos)
    .where(eq(profilePhotos.profileId, profileId))
    .orderBy(asc(profilePhotos.position), asc(profilePhotos.createdAt));
}

/**
 * Decision 037: numbers the set 0…n-1 in `order` and copies the approved keys to the profile
 * row (`profile_photo` the first, `additional_photos` the rest), in the caller's transaction.
 * The copy only changes when the approved photos did, so the Verified badge's trigger (migration
 * 0020) sees `profile_photo` change exactly when the main photo does.
 */
async function settle(tx: Transaction, set: PhotoSet, order: ProfilePhoto[]): Promise<PhotoSet> {
  await Promise.all(
    order.map((photo, position) =>
      photo.position === position
        ? null
        : tx.update(profilePhotos).set({ position }).where(eq(profilePhotos.id, photo.id)),
    ),
  );
  const approved = order.filter((photo) => photo.state === 'approved').map((p) => p.photoKey);
  const main = approved[0] ?? null;
  const others = approved.slice(1);
  let profile = set.profile;
  const same =
    profile.profilePhoto === main &&
    profile.additionalPhotos.length === others.length &&
    profile.additionalPhotos.every((key, index) => key === others[index]);
  if (!same) {
    const [row] = await tx
      .update(profiles)
      .set({ profilePhoto: main, additionalPhotos: others })
      .where(eq(profiles.id, profile.id))
      .returning();
    profile = row!;
  }
  return { profile, photos: order.map((photo, position) => ({ ...photo, position })) };
}

export function createProfilePhotosRepository(db: Database) {
  /**
   * Every change to a member's set: locks their profile row (SELECT … FOR UPDATE), so two
   * uploads cannot both pass the limit and two reorders cannot interleave; `change` returns the
   * new order (or throws), and the set is renumbered and copied before the commit.
   */
  async function change<T>(
    where: { userId: string } | { profileId: string },
    apply: (
      tx: Transaction,
      set: PhotoSet,
    ) => Promise<{ order: ProfilePhoto[]; result: T }> | { order: ProfilePhoto[]; result: T },
  ): Promise<(PhotoSet & { result: T }) | undefined> {
    return db.transaction(async (tx) => {
      const [profile] = await tx
        .select()
        .from(profiles)
        .where(
          'userId' in where ? eq(profiles.userId, where.userId) : eq(profiles.id, where.profileId),
        )
        .for('update');
      if (!profile || profile.deletedAt) return undefined;
      const set = { profile, photos: await photosOf(tx, profile.id) };
      const { order, result } = await apply(tx, set);
      return { ...(await settle(tx, set, order)), result };
    });
  }

  return {
    change,

    /** One's own set, for reading (no lock). */
    async ofUser(userId: string): Promise<PhotoSet | undefined> {
      const [profile] = await db.select().from(profiles).where(eq(profiles.userId, userId));
      if (!profile) return undefined;
      return { profile, photos: await photosOf(db, profile.id) };
    },

    photosOf: (profileId: string) => photosOf(db, profileId),

    async insert(tx: Transaction, values: typeof profilePhotos.$inferInsert) {
      const [row] = await tx.insert(profilePhotos).values(values).returning();
      return row!;
    },

    async remove(tx: Transaction, ids: string[]) {
      if (ids.length) await tx.delete(profilePhotos).where(inArray(profilePhotos.id, ids));
    },

    async approve(tx: Transaction, id: string) {
      await tx
        .update(profilePhotos)
        .set({ state: 'approved' })
        .where(and(eq(profilePhotos.id, id), eq(profilePhotos.state, 'pending')));
    },

    /** The reason of the last rejected photo, which its owner reads until the next one. */
    async setRejection(tx: Transaction, profileId: string, reason: string | null) {
      await tx
        .update(profiles)
        .set({ changeRejectedReason: reason })
        .where(eq(profiles.id, profileId));
    },

    /** Photos waiting for a moderator, oldest first, with whose they are (decision 029). */
    waiting(limit: number) {
      return db
        .select({
          photo: profilePhotos,
          userId: profiles.userId,
          fullName: profiles.fullName,
          profilePhoto: profiles.profilePhoto,
        })
        .from(profilePhotos)
        .innerJoin(profiles, eq(profiles.id, profilePhotos.profileId))
        .where(and(eq(profilePhotos.state, 'pending'), isNotNull(profiles.userId)))
        .orderBy(asc(profilePhotos.createdAt), asc(profilePhotos.id))
        .limit(limit);
    },

    /** The photo with its profile's id, to find whose set a moderator decides on. */
    async find(id: string): Promise<ProfilePhoto | undefined> {
      const [row] = await db.select().from(profilePhotos).where(eq(profilePhotos.id, id));
      return row;
    },
  };
}

export type ProfilePhotosRepository = ReturnType<typeof createProfilePhotosRepository>;
