import type { AccountLanguage as Language } from '@vusal/shared/catalog/countries';
import type { MailData, MailKind } from './mail-data';

export type MailLink = { label: string; url: string };

/**
 * The words of one mail, all plain text: the layout escapes every string for HTML, so no
 * template can forget to escape a name.
 */
export type MailCopy = {
  subject: string;
  heading: string;
  paragraphs: readonly string[];
  /** The button; its URL is the mail's primary link. */
  action: MailLink;
  /** Further links, each shown as a sentence followed by the address itself. */
  extraLinks?: readonly { intro: string; url: string }[];
  /** Why the person got this mail. */
  footer: string;
  footerLink?: MailLink;
};

export type MailCopyByLanguage<K extends MailKind> = Record<
  Language,
  (data: MailData[K]) => MailCopy
>;
