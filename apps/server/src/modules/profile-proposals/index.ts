// Decision 053: a relative's proposed profile edits. app.ts hands `withdrawOfGuardianship` to
// the family module, which calls it when a guardianship ends or its editing is turned off.
export type { ProfileProposalsService } from './profile-proposals.service';
