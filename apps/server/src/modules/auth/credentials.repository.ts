import type { PhotoVisibility } from '@vusal/shared/catalog/enums';
import type { AccountLocale } from '@vusal/shared/catalog/countries';
import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import {
  account,
  preferences,
  profilePhotos,
  profiles,
  user,
  userRoles,
  type NewProfile,
} from '../../db/schema';

export type NewAccountInput = {
  userId: string;
  email: string;
  name: string;
  /** The language and region of the sign-up: the account's mails (decision 042). */
  locale: AccountLocale;
  /** The legal texts' version the person accepted, and when. */
  terms: { version: number; acceptedAt: Date };
  passwordHash: string;
  isAdmin: boolean;
  /** Issue 38: the wizard's photo choice; left out, the default (everyone). */
  photoVisibility?: PhotoVisibility;
  profile: Omit<NewProfile, 'userId' | 'isDemo'>;
};

/** Accounts and their password credential. */
export function createCredentialsRepository(db: Database) {
  return {
    async findUserIdByEmail(email: string): Promise<string | undefined> {
      const [row] = await db.select({ id: user.id }).from(user).where(eq(user.email, email));
      return row?.id;
    },

    async findCredentials(email: string) {
      const [row] = await db
        .select({
          id: user.id,
          name: user.name,
          language: user.language,
          country: user.country,
          emailVerified: user.emailVerified,
          passwordHash: account.password,
          isActive: profiles.isActive,
          deletedAt: profiles.deletedAt,
          deletedByUser: profiles.deletedByUser,
        })
        .from(user)
        .innerJoin(account, and(eq(account.userId, user.id), eq(account.providerId, 'credential')))
        .leftJoin(profiles, eq(profiles.userId, user.id))
        .where(eq(user.email, email));
      return row;
    },

    async findPasswordHash(userId: string): Promise<string | null> {
      const [row] = await db
        .select({ password: account.password })
        .from(account)
        .where(and(eq(account.userId, userId), eq(account.providerId, 'credential')));
      return row?.password ?? null;
    },

    async findUserContact(userId: string) {
      const [row] = await db
        .select({
          email: user.email,
          name: user.name,
          language: user.language,
          country: user.country,
        })
        .from(user)
        .where(eq(user.id, userId));
      return row;
    },

    /** Account, credential, pending profile and role in one go; callers run it in a transaction. */
    async insertAccount(input: NewAccountInput): Promise<void> {
      await db.insert(user).values({
        id: input.userId,
        email: input.email,
        name: input.name,
        language: input.locale.language,
        country: input.locale.country,
        termsVersion: input.terms.version,
        termsAcceptedAt: input.terms.acceptedAt,
        emailVerified: false,
      });
      await db.insert(account).values({
        id: crypto.randomUUID(),
        accountId: input.userId,
        providerId: 'credential',
        userId: input.userId,
        password: input.passwordHash,
      });
      const [profile] = await db
        .insert(profiles)
        .values({ ...input.profile, userId: input.userId, isDemo: false })
        .returning({ id: profiles.id, photo: profiles.profilePhoto });
      // Decision 037: the wizard's photo is the first of the set; `profile_photo` copies it.
      if (profile?.photo) {
        await db.insert(profilePhotos).values({
          profileId: profile.id,
          photoKey: profile.photo,
          position: 0,
          state: 'approved',
        });
      }
      if (input.photoVisibility) {
        await db
          .insert(preferences)
          .values({ userId: input.userId, photoVisibility: input.photoVisibility });
      }
      if (input.isAdmin) {
        await db
          .insert(userRoles)
          .values({ userId: input.userId, role: 'admin' })
          .onConflictDoNothing();
      }
    },

    async setPasswordHash(userId: string, passwordHash: string): Promise<void> {
      await db
        .update(account)
        .set({ password: passwordHash })
        .where(and(eq(account.userId, userId), eq(account.providerId, 'credential')));
    },

    async markEmailVerified(userId: string): Promise<void> {
      await db.update(user).set({ emailVerified: true }).where(eq(user.id, userId));
    },
  };
}

export type CredentialsRepository = ReturnType<typeof createCredentialsRepository>;
