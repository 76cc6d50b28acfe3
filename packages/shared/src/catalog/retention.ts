/**
 * Issue 36, item 6: how long each kind of data outlives the moment its use ends, in days. The
 * scheduled jobs that delete it, the privacy policy's table and the README's table all read
 * these numbers, so none of them can promise what another does not do.
 */
export const RETENTION_DAYS = {
  /** S8: a deleted account can be restored this long; then it goes with its photos and files. */
  deletedAccounts: 90,
  /** SECURITY 32: a verification selfie, after its decision. */
  decidedSelfies: 30,
  /** SECURITY 38: the messages and photos a report kept, after its decision. */
  reportEvidence: 365,
  /** An account whose e-mail address was never confirmed, after its sign-up. */
  unconfirmedSignUps: 7,
  /** Sessions, e-mail links and sign-in counters, once expired: gone at the next run. */
  expiredSessions: 0,
} as const;

/** The rules whose period is counted in hours. */
export const RETENTION_HOURS = {
  /** Issue 36, item 5: a "Download my data" archive after it is ready, downloaded or not. */
  dataExports: 1,
} as const;

export type RetentionRule = keyof typeof RETENTION_DAYS | keyof typeof RETENTION_HOURS;

/** The rules in the order the policy and the README list them. */
export const retentionRules = [
  ...Object.keys(RETENTION_DAYS),
  ...Object.keys(RETENTION_HOURS),
] as RetentionRule[];

/** A rule's period, as the texts state it. */
export function retentionPeriod(rule: RetentionRule): { days: number } | { hours: number } {
  return rule in RETENTION_HOURS
    ? { hours: RETENTION_HOURS[rule as keyof typeof RETENTION_HOURS] }
    : { days: RETENTION_DAYS[rule as keyof typeof RETENTION_DAYS] };
}

/** How often the job of an "at once" rule runs: what the texts mean by "within minutes". */
export const EXPIRED_SWEEP_MINUTES = 5;
