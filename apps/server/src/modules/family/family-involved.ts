import { sql, type SQL } from 'drizzle-orm';
import { guardianships } from '../../db/schema';

/**
 * Issue 39, item 2 (decision 051): the "Family involved" badge, as SQL a card's or a profile's
 * query folds in: `memberId` (a column or a value) has an active guardian who reads chats. It
 * says what everyone may know before liking; it grants nothing (`createGuardianAccess` does).
 */
export function familyInvolved(memberId: SQL | string): SQL<boolean> {
  return sql<boolean>`exists (select 1 from ${guardianships} where ${guardianships.memberId} = ${memberId} and ${guardianships.status} = 'active' and ${guardianships.readsChats})`;
}
