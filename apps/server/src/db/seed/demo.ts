import { count, eq } from 'drizzle-orm';
import type { Storage } from '../../infra/storage/storage.types';
import type { Database } from '../client';
import { profiles } from '../schema';
import { renderAvatar } from './avatar';
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
    return 0;
  }
  const demo = buildDemoProfiles();
  // Avatars first: their keys are fixed, so a run cut short just writes them again.
  for (const { profile, avatar } of demo) {
    await storage.put(profile.profilePhoto, await renderAvatar(avatar), 'image/jpeg');
  }
  const inserted = await withSeedLock(db, async (tx) => {
    if ((await countDemoProfiles(tx)) > 0) return 0;
    await tx.insert(profiles).values(demo.map(({ profile }) => profile));
    return demo.length;
  });
  log(`Seeded ${inserted} demo profiles.`);
  return inserted;
}

async function countDemoProfiles(db: Database): Promise<number> {
  const [row] = await db.select({ n: count() }).from(profiles).where(eq(profiles.isDemo, true));
  return row?.n ?? 0;
}
