import { sql } from 'drizzle-orm';
import type { Database } from '../../apps/server/src/db/client';
import { openChats, seedPairs } from './members';
import { seedPeople } from './seed-people';

/** One simulated member as Artillery's payload file gives it to a virtual user. */
export type CapacitySeat = { token: string; matchId: string };

/**
 * P11's population, written straight into the database (no sign-up form): `background` people
 * to browse (seed-people.ts), and `members` simulated members, each approved with a session
 * (members.ts), in an open chat with their pair, and liked by `likesEach` background people of
 * the other gender, so that liking back from the likes page makes a match to answer.
 */
export async function seedCapacity(
  db: Database,
  options: { members: number; background: number; likesEach: number },
): Promise<CapacitySeat[]> {
  await seedPeople(db, options.background);
  const pairs = await seedPairs(db, Math.ceil(options.members / 2));
  const matchIds = await openChats(db, pairs);
  const men = pairs.map(([man]) => man.id);
  const women = pairs.map(([, woman]) => woman.id);
  const half = Math.floor(options.background / 2);
  // Person n of seed-people.ts is a woman when n is odd; those it leaves unapproved, inactive,
  // deleted or in privacy mode (n % 10 = 3, n % 50 = 7, n % 100 = 11, n % 20 = 17) like nobody.
  for (const [ids, odd] of [
    [men, 1],
    [women, 0],
  ] as const) {
    // The ids are the randomUUID()s of seedPairs, so they are spelled into the statement.
    const list = `array[${ids.map((id) => `'${id}'`).join(',')}]::text[]`;
    await db.execute(sql`
      insert into likes (liker_id, liked_id, created_at)
      select md5('bench-' || n)::uuid::text, member.id, now() - k * interval '1 minute'
      from unnest(${sql.raw(list)}) with ordinality as member(id, i),
        generate_series(1, ${options.likesEach}) k,
        lateral (select ${odd} + 2 * ((i * 7919 + k * 104729) % ${half}) as n0) pick,
        lateral (select case when n0 = 0 then 2 else n0 end as n) person
      where n % 10 <> 3 and n % 50 <> 7 and n % 100 <> 11 and n % 20 <> 17
      on conflict do nothing`);
  }
  await db.execute(sql`analyze`);
  return pairs.flatMap(([man, woman], n) => [
    { token: man.token, matchId: matchIds[n]! },
    { token: woman.token, matchId: matchIds[n]! },
  ]);
}
