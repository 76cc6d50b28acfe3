import type { AcceptedMime } from './detect-type';

/** What one kind of upload may be: its byte limit, its types, and where it is stored. */
export type UploadPolicy = {
  maxBytes: number;
  mimeTypes: readonly string[];
  keyPrefix: string;
  /** Issue 38: also store the blurred copy (profile photos, which a viewer may not see). */
  blurred?: boolean;
};

/** One stored upload, shaped to be saved as a row. */
export type StoredUpload = {
  /** The re-encoded large image, or the file itself. */
  key: string;
  /** The thumbnail; null for files that are not images. */
  smallKey: string | null;
  mime: AcceptedMime;
  /** Bytes of the object under `key`. */
  size: number;
  /** Of the large image, orientation applied; null for files that are not images. */
  width: number | null;
  height: number | null;
  /** The user's name for it, cleaned, for `Content-Disposition` only: never part of a key. */
  fileName: string;
};
