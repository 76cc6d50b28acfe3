/**
 * Whether admin preview mode is on, for the layers under the screens (the API client, the
 * socket, the query cache), which are not React. app/'s admin-mode layer publishes it from
 * `useAdminMode` before the pages under it render, so a page's first request already sees it.
 * `userId` is the previewing admin: the sample chat is written from their side.
 */
export type Preview = { userId: string };

let current: Preview | null = null;

export function publishPreview(preview: Preview | null): void {
  current = preview;
}

/** The preview in force, or null when the app talks to the server as itself. */
export function currentPreview(): Preview | null {
  return current;
}

/** A write that admin preview mode reached anyway: it was not sent. */
export class PreviewModeError extends Error {
  constructor() {
    super('Admin preview mode sends nothing');
    this.name = 'PreviewModeError';
  }
}
