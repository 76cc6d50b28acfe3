import type { ProfilePreview } from '@vusal/shared/schemas/profile';
import type { AdminVerifications, VerificationState } from '@vusal/shared/schemas/verification';
import { previewProfiles } from './sample-data';

/**
 * A drawn face (an SVG, inline): preview mode asks no server for a picture, and the sample
 * member has no photo on the server.
 */
const drawnFace = (background: string) =>
  `data:image/svg+xml,${encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 60 80"><rect width="60" height="80" fill="${background}"/><circle cx="30" cy="30" r="13" fill="#a8a29e"/><path d="M8 80c0-16 10-26 22-26s22 10 22 26z" fill="#a8a29e"/></svg>`,
  )}`;

const [leyla] = previewProfiles as [ProfilePreview];

/**
 * The verification queue of admin preview mode (issue 23): one selfie waiting, of the first
 * sample profile, so a previewing admin sees the tab as a moderator does.
 */
export const previewVerifications: AdminVerifications = {
  items: [
    {
      id: 'e0000000-0000-4000-8000-000000000001',
      // Both are set in the samples; a card's type allows them to be missing.
      userId: leyla.userId ?? '',
      fullName: leyla.fullName ?? '',
      age: leyla.age,
      pose: 'hand_forehead',
      code: 'K7XA',
      selfieUrl: drawnFace('#fde2e4'),
      photoUrls: [drawnFace('#e7e5e4')],
      submittedAt: '2025-01-15T08:10:00Z',
      waitedMinutes: 42,
    },
  ],
};

/**
 * Issue 23: the selfie check as the preview shows it, a try in progress, so an admin sees the
 * pose, its picture, the code and the camera; taking a picture stays in the browser and the
 * send is simulated (nothing is sent).
 */
export const previewVerification: VerificationState = {
  status: 'started',
  pose: 'thumb_up_chin',
  code: 'K7MX',
  selfieUrl: null,
  rejectReason: null,
  note: null,
  lostReason: null,
  triesLeft: 2,
  verifiedAt: null,
  required: null,
};
