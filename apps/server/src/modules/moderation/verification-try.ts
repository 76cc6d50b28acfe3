import { randomInt } from 'node:crypto';
import {
  VERIFICATION_CODE_ALPHABET,
  VERIFICATION_CODE_LENGTH,
  verificationPoses,
  type VerificationPose,
} from '@vusal/shared/catalog/verification';

/**
 * A new try's pose and one-time code, drawn with the system's secure random source: a member
 * cannot prepare a selfie before asking, and cannot guess the next code.
 */
export function drawTry(): { pose: VerificationPose; code: string } {
  const pose = verificationPoses[randomInt(verificationPoses.length)]!;
  const code = Array.from(
    { length: VERIFICATION_CODE_LENGTH },
    () => VERIFICATION_CODE_ALPHABET[randomInt(VERIFICATION_CODE_ALPHABET.length)],
  ).join('');
  return { pose, code };
}
