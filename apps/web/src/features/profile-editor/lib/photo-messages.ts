import { ApiError } from '../../../lib/api-client';

/** A problem shown in the dialog and as a toast: the spec's title and its explanation (i18n keys). */
export type PhotoNotice = { title: string; message: string };

export const fileProblem = (key: string): PhotoNotice => ({
  title: 'editor.photo.fileError',
  message: key,
});

export const cameraProblem: PhotoNotice = {
  title: 'editor.photo.cameraError',
  message: 'editor.photo.cameraErrorText',
};

export const removeProblem: PhotoNotice = {
  title: 'editor.photo.removeError',
  message: 'editor.photo.removeErrorText',
};

/** The server's 413 and 415 have the photo's own messages; anything else asks to try again. */
export function uploadProblem(error: unknown): PhotoNotice {
  const code = error instanceof ApiError ? error.code : undefined;
  const message =
    code === 'PAYLOAD_TOO_LARGE'
      ? 'validation.photoSize'
      : code === 'UNSUPPORTED_MEDIA_TYPE'
        ? 'validation.photoType'
        : 'editor.photo.uploadErrorText';
  return { title: 'editor.photo.uploadError', message };
}
