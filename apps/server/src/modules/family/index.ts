// Family mode (issue 39, decision 050): the one decision of what a guardian may see.
export {
  createGuardianAccess,
  type ActiveGuardianship,
  type GuardianAccess,
  type GuardianScopes,
} from './guardian-access';
// Decision 051: the "Family involved" badge, folded into the members module's card columns.
export { familyInvolved } from './family-involved';
