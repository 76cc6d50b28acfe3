import { count, eq } from 'drizzle-orm';
import { IMAGE_SIDE } from '../../infra/storage/image-sides';
import { smallKeyOf } from '../../infra/storage/random-key';
import type { Storage } from '../../infra/storage/storage.types';
import type { Database } from '../client';
import { profilePhotos, profiles } from '../schema';
import { renderAvatar, type AvatarSpec } from './avatar';
import { buildDemoProfiles } from './demo-profiles';
import { withSeedLock } from './seed-lock';

/**
 * Inserts the demo profiles with their avatars, unless demo profiles exist already.
 * Returns how many it inserted.
 */
export async function seedDemoProfiles(
  db: Database,
  storage: Storage,
  log: (message: string) => void,
): Promise<number> {
  if ((await countDemoProfiles(db)) > 0) {
    log('Demo profiles already present; not seeding them again.');
    await addMissingSmallAvatars(storage, log);
    return 0;
  }
  const demo = buildDemoProfiles();
  // Avatars first: their keys are fixed, so a run cut short just writes them again.
  for (const { profile, avatar } of demo) {
    await storage.put(profile.profilePhoto, await renderAvatar(avatar), 'image/jpeg');
    await putSmallAvatar(storage, profile.profilePhoto, avatar);
  }
  const inserted = await withSeedLock(db, async (tx) => {
    if ((await countDemoProfiles(tx)) > 0) return 0;
    const rows = await tx
      .insert(profiles)
      .values(demo.map(({ profile }) => profile))
      .returning({ id: profiles.id, photo: profiles.profilePhoto });
    // Decision 037: each avatar is the one photo of its set; `profile_photo` copies it.
    await tx.insert(profilePhotos).values(
      rows.map(({ id, photo }) => ({
        profileId: id,
        photoKey: photo!,
        position: 0,
        state: 'approved' as const,
      })),
    );
    return demo.length;
  });
  log(`Seeded ${inserted} demo profiles.`);
  return inserted;
}

async function countDemoProfiles(db: Database): Promise<number> {
  const [row] = await db.select({ n: count() }).from(profiles).where(eq(profiles.isDemo, true));
  return row?.n ?? 0;
}

/** The small rendition every stored photo has, where `?size=small` finds it. */
async function putSmallAvatar(storage: Storage, key: string, avatar: AvatarSpec): Promise<void> {
  await storage.put(smallKeyOf(key), await renderAvatar(avatar, IMAGE_SIDE.small), 'image/jpeg');
}

/**
 * Demo sets seeded before the small renditions existed had none, so their small photos were
 * not found. The first avatar's small copy tells whether this set has them (one read per start).
 */
async function addMissingSmallAvatars(storage: Storage, log: (message: string) => void) {
  const demo = buildDemoProfiles();
  const first = demo[0];
  if (!first) return;
  const existing = await storage.get(smallKeyOf(first.profile.profilePhoto));
  if (existing) {
    existing.body.destroy();
    return;
  }
  for (const { profile, avatar } of demo)
    await putSmallAvatar(storage, profile.profilePhoto, avatar);
  log(`Added the small photos of ${demo.length} demo profiles.`);
}
