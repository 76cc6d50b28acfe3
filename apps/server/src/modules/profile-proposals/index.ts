// Decision 053: a relative's proposed profile edits. The family module calls
// `withdrawOfGuardianship` when a guardianship ends or its editing is turned off.
export type { ProfileProposalsService } from './profile-proposals.service';
