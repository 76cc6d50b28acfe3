// Test helpers of family mode (issue 39); imported by tests only.
import { randomUUID } from 'node:crypto';
import type { GuardianRelation } from '@vusal/shared/catalog/enums';
import type { Database } from '../../db/client';
import { guardianships, session, user } from '../../db/schema';
import { createTokenHasher, randomToken } from '../auth/tokens';
import { TEST_SESSION_SECRET } from '../../../test/app';
import type { Member } from '../likes/discovery.test-support';
import type { GuardianScopes } from './guardian-access';

const hasher = createTokenHasher(TEST_SESSION_SECRET);

/** A signed-in guardian account (no profile), as the requests of `requestAs` take it. */
export type Guardian = { id: string; cookie: string; name: string; email: string };

/** A guardian account straight into the database, signed in, following nobody yet. */
export async function insertGuardian(db: Database, name = 'Leyla'): Promise<Guardian> {
  const id = randomUUID();
  const token = randomToken();
  const email = `${id}@example.az`;
  await db.insert(user).values({ id, name, email, emailVerified: true, accountKind: 'guardian' });
  await db.insert(session).values({
    id: randomUUID(),
    userId: id,
    token: hasher.hash(token),
    expiresAt: new Date(Date.now() + 365 * 24 * 60 * 60 * 1000),
  });
  return { id, cookie: token, name, email };
}

/**
 * `guardian` follows `member` with the given scopes, as if the invitation was accepted now;
 * returns the guardianship's id. Scopes left out stay off, as a new guardianship's do.
 */
export async function follow(
  db: Database,
  member: Pick<Member, 'id'>,
  guardian: Guardian,
  scopes: Partial<GuardianScopes> & { relation?: GuardianRelation; sharingRequired?: boolean } = {},
): Promise<string> {
  const { relation = 'mother', ...rest } = scopes;
  const [row] = await db
    .insert(guardianships)
    .values({
      memberId: member.id,
      guardianId: guardian.id,
      email: guardian.email,
      relation,
      status: 'active',
      acceptedAt: new Date(),
      ...rest,
    })
    .returning({ id: guardianships.id });
  return row!.id;
}
