// Test helpers of the report evidence tests; imported by tests only.
import type { Clock } from '../../clock';
import type { TestApp } from '../../../test/app';
import { retentionOf } from '../../../test/retention';

/** The account module's purge job (S8, SECURITY 25), as the scheduler runs it. */
export const accountPurge = (ctx: TestApp, clock: Clock) => retentionOf(ctx, clock).deletedAccounts;
