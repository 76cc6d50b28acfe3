import type { AccountLanguage as Language } from '@vusal/shared/catalog/countries';
import type { z } from 'zod';
import { accountDeleted } from './account-deleted';
import { newMatch, newMessage } from './chat-notices';
import { chatSharingAsked } from './chat-sharing-asked';
import { confirmEmail } from './confirm-email';
import { dataExportReady } from './data-export-ready';
import { familyInvitation } from './family-invitation';
import { familyMeeting } from './family-meeting';
import { guardianNews } from './guardian-news';
import { dailyDigest, newLike } from './notice-digest';
import { renderHtml, renderText } from './layout';
import type { MailCopyByLanguage } from './mail-copy';
import { mailDataSchemas, type MailData, type MailKind, type RenderedMail } from './mail-data';
import { passwordChanged } from './password-changed';
import { profileApproved } from './profile-approved';
import { profileRejected } from './profile-rejected';
import { resetPassword } from './reset-password';
import { signUpAttempt } from './sign-up-attempt';
import { visitorsNotice } from './visitors-notice';

// Mapped types keep each kind's schema and copy tied to its own data, so indexing by a
// generic kind stays type-safe without casts.
const copies: { [K in MailKind]: MailCopyByLanguage<K> } = {
  'confirm-email': confirmEmail,
  'reset-password': resetPassword,
  'sign-up-attempt': signUpAttempt,
  'password-changed': passwordChanged,
  'account-deleted': accountDeleted,
  'data-export-ready': dataExportReady,
  'profile-approved': profileApproved,
  'profile-rejected': profileRejected,
  'new-match': newMatch,
  'new-message': newMessage,
  'new-like': newLike,
  'daily-digest': dailyDigest,
  'visitors-notice': visitorsNotice,
  'family-invitation': familyInvitation,
  'guardian-news': guardianNews,
  'chat-sharing-asked': chatSharingAsked,
  'family-meeting': familyMeeting,
};
const schemas: { [K in MailKind]: z.ZodType<MailData[K]> } = mailDataSchemas;

/**
 * Renders one mail in one language. The data is validated first (links must be http(s)),
 * and every value lands in the HTML escaped.
 */
export function renderMail<K extends MailKind>(
  kind: K,
  language: Language,
  data: MailData[K],
): RenderedMail {
  const copy = copies[kind][language](schemas[kind].parse(data));
  return {
    subject: copy.subject,
    text: renderText(copy),
    html: renderHtml(language, copy),
    link: copy.action.url,
  };
}
