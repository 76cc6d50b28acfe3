// The one way in and out of stored files (docs/architecture.md, "Files").
export { createMediaService, type MediaService } from './media.service';
export type { StoredUpload } from './media.types';
export { storedObjectHeaders } from './stored-object-headers';
export { chatAttachmentPolicy, profilePhotoPolicy, selfiePolicy } from './upload-policies';
