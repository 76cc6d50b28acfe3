import type { AccountLanguage as Language } from '@vusal/shared/catalog/countries';
import { guardianRelations, profileRejectionReasons } from '@vusal/shared/catalog/enums';
import { PROFILE_REJECTION_NOTE_MAX } from '@vusal/shared/schemas/profile-rejection';
import { z } from 'zod';

/** Links are built by the server; only http(s) may become a button (SECURITY 17). */
const link = z.url({ protocol: /^https?$/ }).max(2048);
/** A person's display name as they typed it; the layout escapes it for HTML. */
const personName = z.string().trim().min(1).max(200);
/** The recipient's own name; unknown before the profile exists, so the greeting can go without. */
const recipientName = personName.optional();

/** What each mail kind needs. Every link is absolute and already carries its token, if any. */
export const mailDataSchemas = {
  'confirm-email': z.object({ name: recipientName, link }),
  'reset-password': z.object({ name: recipientName, link }),
  /** `resetLink` opens the forgot-password page; nobody asked for a reset, so no token is minted. */
  'sign-up-attempt': z.object({ name: recipientName, signInLink: link, resetLink: link }),
  /** `resetLink` opens the forgot-password page, for an owner who did not make the change. */
  'password-changed': z.object({ name: recipientName, resetLink: link }),
  'account-deleted': z.object({ name: recipientName, signInLink: link }),
  /** Issue 36, item 5: `link` opens the download page (DATA_EXPORT_PAGE) with the archive's token. */
  'data-export-ready': z.object({ name: recipientName, link }),
  /** `link` opens the dashboard, where an approved member starts. */
  'profile-approved': z.object({ name: recipientName, link }),
  /** Issue 23, item 9: what to fix before approval; `link` opens the profile editor. */
  'profile-rejected': z.object({
    name: recipientName,
    reasons: z.array(z.enum(profileRejectionReasons)).min(1),
    note: z.string().max(PROFILE_REJECTION_NOTE_MAX).optional(),
    link,
  }),
  /** `link` opens the member's matches (the chat opens after both say yes). */
  'new-match': z.object({ name: recipientName, otherName: personName, link, settingsLink: link }),
  /** `link` opens the chat itself. */
  'new-message': z.object({ name: recipientName, otherName: personName, link, settingsLink: link }),
  /** `link` opens the likes the member received; who liked stays on the site. */
  'new-like': z.object({ name: recipientName, link, settingsLink: link }),
  /** Issue 26, item 6: counts since the last digest; at least one is above zero. */
  'daily-digest': z.object({
    name: recipientName,
    likes: z.number().int().min(0),
    matches: z.number().int().min(0),
    messages: z.number().int().min(0),
    link,
    settingsLink: link,
  }),
  /** Issue 38, item 5: new visitors since the last notice, at most weekly; a count, never who. */
  'visitors-notice': z.object({
    name: recipientName,
    count: z.number().int().min(1),
    link,
    settingsLink: link,
  }),
  /** Issue 39: a member invites a relative as guardian; `link` opens the acceptance page. */
  'family-invitation': z.object({
    memberName: personName,
    relation: z.enum(guardianRelations),
    link,
  }),
  /** Issue 39: a followed member's news, for the guardian; `link` opens that member's page. */
  'guardian-news': z.object({
    name: recipientName,
    memberName: personName,
    otherName: personName,
    news: z.enum([
      'new-match',
      'chat-request',
      'meeting-requested',
      'meeting-accepted',
      'meeting-declined',
    ]),
    link,
    settingsLink: link,
  }),
  /**
   * Issue 39, item 2 (decision 051): the other member's family reads chats; `link` opens the
   * matches, where the question is answered.
   */
  'chat-sharing-asked': z.object({
    name: recipientName,
    otherName: personName,
    relation: z.enum(guardianRelations),
    sharingRequired: z.boolean(),
    link,
    settingsLink: link,
  }),
  /** Issue 39, item 4 (decision 052): a request for the families to meet, or its answer. */
  'family-meeting': z.object({
    name: recipientName,
    otherName: personName,
    news: z.enum(['requested', 'accepted', 'declined']),
    link,
    settingsLink: link,
  }),
};

export type MailKind = keyof typeof mailDataSchemas;
export type MailData = { [K in MailKind]: z.infer<(typeof mailDataSchemas)[K]> };

/** One mail to render: its kind, its language and the data of that kind. */
export type MailTemplate = {
  [K in MailKind]: { kind: K; language: Language; data: MailData[K] };
}[MailKind];

export type RenderedMail = { subject: string; text: string; html: string; link: string };
