// Family mode (issue 39, decision 050): the one decision of what a guardian may see.
export {
  createGuardianAccess,
  type ActiveGuardianship,
  type GuardianAccess,
  type GuardianScopes,
} from './guardian-access';
