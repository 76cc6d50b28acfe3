import type { MailCopyByLanguage } from './mail-copy';
import { greeting } from './format';

/**
 * Issue 39 (decision 050): a followed member's new match or chat request, for their guardian,
 * under the guardian's own notification settings. Names only, as the guardian's page shows them.
 */
export const guardianNews: MailCopyByLanguage<'guardian-news'> = {
  az: ({ name, memberName, otherName, news, link, settingsLink }) => ({
    subject:
      news === 'new-match'
        ? `${memberName}: ${otherName} ilə yeni cütlük`
        : `${memberName}: ${otherName} söhbət istəyir`,
    heading: 'Ailə xəbəri',
    paragraphs: [
      greeting('az', name),
      news === 'new-match'
        ? `${memberName} və ${otherName} cütlük oldular.`
        : `${otherName} ${memberName} ilə söhbət etmək istəyir.`,
    ],
    action: { label: 'Bax', url: link },
    footer: `Bu məktubu aldınız, çünki ${memberName} sizə yeni cütlüklərini görməyə icazə verib.`,
    footerLink: { label: 'Bildiriş parametrləri', url: settingsLink },
  }),
  en: ({ name, memberName, otherName, news, link, settingsLink }) => ({
    subject:
      news === 'new-match'
        ? `${memberName}: a new match with ${otherName}`
        : `${memberName}: ${otherName} asks to chat`,
    heading: 'Family news',
    paragraphs: [
      greeting('en', name),
      news === 'new-match'
        ? `${memberName} and ${otherName} are a match.`
        : `${otherName} would like to chat with ${memberName}.`,
    ],
    action: { label: 'Have a look', url: link },
    footer: `You received this e-mail because ${memberName} lets you see their new matches.`,
    footerLink: { label: 'Notification settings', url: settingsLink },
  }),
  ru: ({ name, memberName, otherName, news, link, settingsLink }) => ({
    subject:
      news === 'new-match'
        ? `${memberName}: новая пара — ${otherName}`
        : `${memberName}: ${otherName} хочет начать чат`,
    heading: 'Семейные новости',
    paragraphs: [
      greeting('ru', name),
      news === 'new-match'
        ? `У ${memberName} новая пара: ${otherName}.`
        : `${otherName} хочет начать чат с ${memberName}.`,
    ],
    action: { label: 'Посмотреть', url: link },
    footer: `Вы получили это письмо, потому что ${memberName} разрешает вам видеть новые пары.`,
    footerLink: { label: 'Настройки уведомлений', url: settingsLink },
  }),
};
