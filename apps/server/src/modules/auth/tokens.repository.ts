import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { verification } from '../../db/schema';

export type TokenPurpose = 'email-verification' | 'password-reset';

/** Confirmation and reset links, stored only as keyed hashes (SECURITY 6). */
export function createTokensRepository(db: Database) {
  return {
    async insertToken(purpose: TokenPurpose, tokenHash: string, value: string, expiresAt: Date) {
      await db.insert(verification).values({
        id: crypto.randomUUID(),
        identifier: `${purpose}:${tokenHash}`,
        value,
        expiresAt,
      });
    },

    /** Single use: the row is deleted as it is read, so two concurrent uses cannot both win. */
    async consumeToken(purpose: TokenPurpose, tokenHash: string, now: Date) {
      const [row] = await db
        .delete(verification)
        .where(eq(verification.identifier, `${purpose}:${tokenHash}`))
        .returning({ value: verification.value, expiresAt: verification.expiresAt });
      return row && row.expiresAt > now ? row.value : undefined;
    },

    async deleteTokensOf(purpose: TokenPurpose, value: string): Promise<void> {
      await db
        .delete(verification)
        .where(
          and(
            sql`${verification.identifier} like ${`${purpose}:%`}`,
            eq(verification.value, value),
          ),
        );
    },
  };
}

export type TokensRepository = ReturnType<typeof createTokensRepository>;
