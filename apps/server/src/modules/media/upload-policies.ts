import { CHAT_ATTACHMENT, PROFILE_PHOTO } from '@vusal/shared/catalog/constants';
import type { UploadPolicy } from './media.types';

export const profilePhotoPolicy: UploadPolicy = {
  ...PROFILE_PHOTO,
  keyPrefix: 'photos',
  blurred: true,
};

export const chatAttachmentPolicy: UploadPolicy = { ...CHAT_ATTACHMENT, keyPrefix: 'attachments' };

/** Issue 23: a verification selfie; kept apart from photos, served to moderators only. */
export const selfiePolicy: UploadPolicy = { ...PROFILE_PHOTO, keyPrefix: 'selfies' };
