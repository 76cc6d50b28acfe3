import type { AccountKind } from '@vusal/shared/catalog/enums';
import { DATA_EXPORT_PAGE } from '@vusal/shared/locale/site-locale';

// Decision 050: the one rule of which signed-in pages each kind of account opens; the signed-in
// layout applies it. The server refuses the same people all the same.

/** A guardian's own pages: never a member's, whatever their role. */
const guardianOnly = /^\/guardian(\/|$)/;

/** What a guardian account may open; anything else, the wizard and browse included, is not. */
const guardianPages = [
  guardianOnly,
  /^\/preferences$/,
  /^\/change-password$/,
  /^\/delete-account$/,
  new RegExp(`^${DATA_EXPORT_PAGE}$`),
];

/** Where a signed-in account opening `page` (no locale prefix) is sent instead, if anywhere. */
export function redirectFor(kind: AccountKind, page: string): '/guardian' | '/dashboard' | null {
  if (kind === 'guardian') {
    return guardianPages.some((pattern) => pattern.test(page)) ? null : '/guardian';
  }
  return guardianOnly.test(page) ? '/dashboard' : null;
}
