import { ApiError } from '../../../lib/api-client';
import type { MessageKey } from '../../../lib/i18n';

/**
 * What to say beside the selfie when sending it failed: the server's own words for a picture
 * sent before or a used-up day, the photo's size and type messages for 413 and 415, and for
 * anything else that the picture is still there to send again.
 */
export function selfieProblem(error: unknown): MessageKey {
  if (!(error instanceof ApiError)) return 'verification.sendFailedText';
  switch (error.code) {
    case 'PAYLOAD_TOO_LARGE':
      return 'validation.photoSize';
    case 'UNSUPPORTED_MEDIA_TYPE':
      return 'validation.photoType';
    case 'SELFIE_REUSED':
    case 'VERIFICATION_LIMIT':
    case 'VERIFICATION_PHOTO_REQUIRED':
    case 'CONFLICT':
    case 'NETWORK':
      return `errors.${error.code}`;
    default:
      return 'verification.sendFailedText';
  }
}
