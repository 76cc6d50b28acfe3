import { randomInt, randomUUID } from 'node:crypto';
import { eq, ne } from 'drizzle-orm';
import type { Database, Transaction } from '../client';
import { passwordHasher } from '../../infra/password-hash';
import { account, auditLog, profiles, user, userRoles } from '../schema';
import { withSeedLock } from './seed-lock';

const GENERATED_PASSWORD_LENGTH = 20;
// No look-alikes (0/O, 1/l/I), since the password is read off a log line.
const PASSWORD_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz23456789';

type AdminSeedResult = { adminCreated: boolean; generatedPassword?: string };

/**
 * D4: the ADMIN_EMAIL account is an admin. Creates it (verified, with an approved profile)
 * when missing; otherwise only grants the role.
 */
export async function seedAdmin(
  db: Database,
  options: { email: string; password?: string },
): Promise<AdminSeedResult> {
  // Better Auth stores e-mails lower-cased.
  const email = options.email.trim().toLowerCase();
  const existingId = await findUserId(db, email);
  if (existingId) {
    await db.transaction((tx) => grantAdmin(tx, existingId));
    return { adminCreated: false };
  }

  const password = options.password ?? generatePassword();
  const passwordHash = await passwordHasher.hash(password);
  const adminCreated = await withSeedLock(db, async (tx) => {
    // Another node may have created it while this one was hashing.
    const createdMeanwhile = await findUserId(tx, email);
    if (createdMeanwhile) {
      await grantAdmin(tx, createdMeanwhile);
      return false;
    }
    await createAdmin(tx, email, passwordHash);
    return true;
  });
  if (!adminCreated || options.password) return { adminCreated };
  return { adminCreated, generatedPassword: password };
}

async function findUserId(db: Database, email: string) {
  const [row] = await db.select({ id: user.id }).from(user).where(eq(user.email, email));
  return row?.id;
}

async function createAdmin(tx: Transaction, email: string, passwordHash: string) {
  const id = randomUUID();
  const now = new Date();
  await tx.insert(user).values({ id, name: 'Admin', email, emailVerified: true });
  await tx.insert(account).values({
    id: randomUUID(),
    accountId: id,
    providerId: 'credential',
    userId: id,
    password: passwordHash,
  });
  await tx.insert(profiles).values({
    userId: id,
    fullName: 'Admin',
    city: 'baku',
    isApproved: true,
    approvedAt: now,
  });
  await grantAdmin(tx, id);
}

/** Grants the role and records it in the audit log, only when it is not held already. */
async function grantAdmin(tx: Transaction, userId: string) {
  const granted = await tx
    .insert(userRoles)
    .values({ userId, role: 'admin' })
    .onConflictDoUpdate({
      target: userRoles.userId,
      set: { role: 'admin' },
      setWhere: ne(userRoles.role, 'admin'),
    })
    .returning({ userId: userRoles.userId });
  if (granted.length === 0) return;
  await tx.insert(auditLog).values({
    targetUserId: userId,
    action: 'make_admin',
    details: { source: 'ADMIN_EMAIL' },
  });
}

/** 20 characters with an upper-case letter, a lower-case letter and a digit (D8). */
function generatePassword(): string {
  for (;;) {
    const password = Array.from(
      { length: GENERATED_PASSWORD_LENGTH },
      () => PASSWORD_ALPHABET[randomInt(PASSWORD_ALPHABET.length)],
    ).join('');
    if (/[A-Z]/.test(password) && /[a-z]/.test(password) && /\d/.test(password)) return password;
  }
}
