// The profiles module's public surface: the photos waiting for a moderator, which the
// moderation module's photo review reads and decides (docs/architecture.md, "Moderation").
export type { PendingPhotos, PhotoDecision } from './pending-photos';
// Decision 053: a relative's proposed edit is checked and applied by the member's own path.
export { profileUpdateBody } from './profile-update-body';
export type { ProfilesService } from './profiles.service';
export type { ProfilePhotosService } from './profile-photos.service';
