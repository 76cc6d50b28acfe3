import { createHash } from 'node:crypto';
import { and, eq, inArray, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { bannedIdentities, profiles, pushSubscriptions, user } from '../../db/schema';

const GMAIL_DOMAINS = new Set(['gmail.com', 'googlemail.com']);

/**
 * Issue 24, item 4: the address a ban holds, whatever its spelling: lower case, no `+tag`,
 * and for Gmail (which ignores dots and answers at googlemail.com too) no dots.
 */
export function normalisedEmail(email: string): string {
  const lower = email.trim().toLowerCase();
  const at = lower.lastIndexOf('@');
  if (at < 0) return lower;
  let local = lower.slice(0, at).split('+')[0] ?? '';
  let domain = lower.slice(at + 1);
  if (GMAIL_DOMAINS.has(domain)) {
    local = local.replaceAll('.', '');
    domain = 'gmail.com';
  }
  return `${local}@${domain}`;
}

export const identityHash = (value: string) => createHash('sha256').update(value).digest('hex');

export type SignUpIdentity = {
  email: string;
  deviceHash: string | null;
  /** Push endpoints the browser holds (issue 24, item 4: "the push/device subscription"). */
  pushEndpoints?: string[];
};

function identityRows({ email, deviceHash, pushEndpoints = [] }: SignUpIdentity) {
  return [
    { kind: 'email' as const, valueHash: identityHash(normalisedEmail(email)) },
    ...(deviceHash ? [{ kind: 'device' as const, valueHash: deviceHash }] : []),
    ...pushEndpoints.map((endpoint) => ({
      kind: 'push' as const,
      valueHash: identityHash(endpoint),
    })),
  ];
}

/** True when the address (in any spelling) or the device belongs to a banned account. */
export async function isBannedIdentity(db: Database, identity: SignUpIdentity): Promise<boolean> {
  const rows = identityRows(identity);
  const [row] = await db
    .select({ one: sql`1` })
    .from(bannedIdentities)
    .where(
      or(
        ...rows.map((r) =>
          and(eq(bannedIdentities.kind, r.kind), eq(bannedIdentities.valueHash, r.valueHash)),
        ),
      ),
    )
    .limit(1);
  return !!row;
}

/**
 * A ban's identities, in the caller's transaction: the account's address, sign-up device and
 * push subscriptions. Run it before the ban ends the sessions: subscriptions end with them.
 */
export async function banIdentitiesOf(
  db: Database,
  userId: string,
  sanctionId: string,
): Promise<void> {
  const [account] = await db
    .select({ email: user.email, deviceHash: profiles.signUpDevice })
    .from(user)
    .leftJoin(profiles, eq(profiles.userId, user.id))
    .where(eq(user.id, userId));
  if (!account) return;
  const devices = await db
    .select({ endpoint: pushSubscriptions.endpoint })
    .from(pushSubscriptions)
    .where(eq(pushSubscriptions.userId, userId));
  const identity = { ...account, pushEndpoints: devices.map((device) => device.endpoint) };
  await db
    .insert(bannedIdentities)
    .values(identityRows(identity).map((row) => ({ ...row, sanctionId })))
    .onConflictDoNothing();
}

/** A lifted ban frees what it held. */
export async function freeIdentitiesOf(db: Database, sanctionIds: string[]): Promise<void> {
  if (sanctionIds.length === 0) return;
  await db.delete(bannedIdentities).where(inArray(bannedIdentities.sanctionId, sanctionIds));
}
