import type { VerificationState } from '@vusal/shared/schemas/verification';

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
};
