// Who a member is to others (docs/architecture.md, "Modules"): the service, how a profile and
// a card are shown, the one access rule, and the SQL parts other modules' queries compose.
export { createMembersModule } from './members.module';
export type { MembersService } from './members.service';
export { toCard, type CardRow } from './member-card';
// Decisions 065, 070: a card in a hand-written statement, and read back from its row.
export { cardOf, cardSelection } from './card-fields';
export {
  acceptsContactFrom,
  cardColumns,
  isHeldForReview,
  isRevealedTo,
  isVisibleProfile,
  notBlockedEitherWay,
  privacyModeShows,
} from './members-query-parts';
export {
  approvedPhotoUrls,
  pendingPhotoUrl,
  photoUrl,
  toFullProfile,
  toMatchProfile,
  toOwnerView,
  toOwnPhotos,
  toPreview,
} from './profile-view';
export { marriageDetailsFor, type DetailsViewer } from './marriage-details';
export { forgetRevealsBetween, forgetRevealsOf, revealsBetween } from './photo-reveals';
export { rejectionView } from './rejection-view';
export { firstName, shortName } from './member-name';
export {
  photoAccess,
  photoVariant,
  profileAccess,
  type PhotoFacts,
  type Viewer,
} from './profile-visibility';
export { configurePhotoTokens, readPhotoToken, type PhotoVariant } from './photo-tokens';
