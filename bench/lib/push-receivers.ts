import type { preferences } from '../../apps/server/src/db/schema';

/**
 * The settings of P13's receivers. The push path is what is measured, so mail is off, and so
 * are quiet hours: by default (23:00–08:00 in Baku) they hold every push for the morning digest,
 * and a run between 19:00 and 04:00 UTC pushed nothing at all.
 */
export function pushReceiverSettings(userIds: string[]): (typeof preferences.$inferInsert)[] {
  return userIds.map((userId) => ({
    userId,
    emailMessages: 'off' as const,
    quietHoursFrom: null,
    quietHoursTo: null,
  }));
}
