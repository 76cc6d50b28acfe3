import { sql } from 'drizzle-orm';
import type { Database } from '../../apps/server/src/db/client';
import { matches, profiles, session, user } from '../../apps/server/src/db/schema';
import { SESSION_TTL_MS } from '../../apps/server/src/modules/auth/session.service';
import { createTokenHasher } from '../../apps/server/src/modules/auth/tokens';
import { orderedPair } from '../../apps/server/src/db/ordered-pair';
import type { BenchMember } from './clients';

export const BENCH_SECRET = 'bench-secret-bench-secret-bench-secret-01';

/**
 * A session for each of `people` (id and cookie token), as a sign-in makes it; the session ids,
 * in order, for the services that check the session a route was given (decision 058).
 */
export async function signIn(
  db: Database,
  people: { id: string; token: string }[],
): Promise<string[]> {
  const hasher = createTokenHasher(BENCH_SECRET);
  const rows = people.map((p) => ({
    id: crypto.randomUUID(),
    userId: p.id,
    token: hasher.hash(p.token),
    // As a sign-in makes it: a session a day from its end would be extended by every
    // request (one more write each), as no member's session is for more than once a day.
    expiresAt: new Date(Date.now() + SESSION_TTL_MS),
  }));
  if (rows.length > 0) await db.insert(session).values(rows);
  return rows.map((row) => row.id);
}

/** The page's viewers as a route hands them to the discovery service: with a session each. */
export async function signedInViewers(db: Database, ids: string[]) {
  const sessionIds = await signIn(
    db,
    ids.map((id) => ({ id, token: `bench-viewer-${crypto.randomUUID()}` })),
  );
  return ids.map((id, i) => ({ id, sessionId: sessionIds[i]! }));
}

/** `pairs` men and women (man i and woman i make pair i), approved, each signed in. */
export async function seedPairs(
  db: Database,
  pairs: number,
): Promise<[BenchMember, BenchMember][]> {
  const people = Array.from({ length: pairs * 2 }, (_, n) => ({
    id: crypto.randomUUID(),
    token: `bench-token-${n}-${crypto.randomUUID()}`,
    gender: n % 2 === 0 ? ('male' as const) : ('female' as const),
  }));
  for (let start = 0; start < people.length; start += 1000) {
    const chunk = people.slice(start, start + 1000);
    await db.insert(user).values(
      chunk.map((p) => ({
        id: p.id,
        name: p.id,
        email: `${p.id}@bench.vusal`,
        emailVerified: true,
      })),
    );
    await db.insert(profiles).values(
      chunk.map((p) => ({
        userId: p.id,
        fullName: `Bench ${p.id.slice(0, 6)}`,
        city: 'baku' as const,
        gender: p.gender,
        age: 30,
        relationshipGoals: ['marriage' as const],
        isApproved: true,
      })),
    );
    await signIn(db, chunk);
  }
  await db.execute(sql`analyze`);
  return Array.from({ length: pairs }, (_, i) => [people[2 * i]!, people[2 * i + 1]!]);
}

/** Each pair's match with both yeses: an open chat (D14). Answers the match ids, pair by pair. */
export async function openChats(
  db: Database,
  pairs: [BenchMember, BenchMember][],
): Promise<string[]> {
  const ids: string[] = [];
  for (let start = 0; start < pairs.length; start += 1000) {
    const rows = await db
      .insert(matches)
      .values(
        pairs.slice(start, start + 1000).map(([a, b]) => {
          const [user1Id, user2Id] = orderedPair(a.id, b.id);
          return { user1Id, user2Id, user1WantsChat: true, user2WantsChat: true, chatOpened: true };
        }),
      )
      .returning({ id: matches.id });
    ids.push(...rows.map((row) => row.id));
  }
  return ids;
}
