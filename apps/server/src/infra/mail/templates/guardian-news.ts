import type { AccountLanguage as Language } from '@vusal/shared/catalog/countries';
import type { MailCopyByLanguage } from './mail-copy';
import type { MailData } from './mail-data';
import { greeting } from './format';

type News = MailData['guardian-news'];
type Lines = { subject: string; sentence: string };

// The meeting lines name both members and nobody's initiative: the guardian of either side reads
// the same words (decision 052).
const lines: Record<Language, (news: News) => Lines> = {
  az: ({ news, memberName, otherName }) =>
    ({
      'new-match': {
        subject: `${memberName}: ${otherName} ilə yeni cütlük`,
        sentence: `${memberName} və ${otherName} cütlük oldular.`,
      },
      'chat-request': {
        subject: `${memberName}: ${otherName} söhbət istəyir`,
        sentence: `${otherName} ${memberName} ilə söhbət etmək istəyir.`,
      },
      'meeting-requested': {
        subject: `${memberName}: ailələrin tanışlığı üçün istək`,
        sentence: `${memberName} və ${otherName} arasında ailələrin tanış olması təklif edildi.`,
      },
      'meeting-accepted': {
        subject: `${memberName}: ailələrin tanışlığı qəbul edildi`,
        sentence: `${memberName} və ${otherName} ailələrin tanış olmasına razılaşdılar.`,
      },
      'meeting-declined': {
        subject: `${memberName}: ailələrin tanışlığı rədd edildi`,
        sentence: `${memberName} və ${otherName} arasında ailələrin tanışlığı təklifi rədd edildi.`,
      },
    })[news],
  en: ({ news, memberName, otherName }) =>
    ({
      'new-match': {
        subject: `${memberName}: a new match with ${otherName}`,
        sentence: `${memberName} and ${otherName} are a match.`,
      },
      'chat-request': {
        subject: `${memberName}: ${otherName} asks to chat`,
        sentence: `${otherName} would like to chat with ${memberName}.`,
      },
      'meeting-requested': {
        subject: `${memberName}: a request for the families to meet`,
        sentence: `A request was sent for the families of ${memberName} and ${otherName} to meet.`,
      },
      'meeting-accepted': {
        subject: `${memberName}: the families' meeting was accepted`,
        sentence: `${memberName} and ${otherName} agreed that their families meet.`,
      },
      'meeting-declined': {
        subject: `${memberName}: the families' meeting was declined`,
        sentence: `The request for the families of ${memberName} and ${otherName} to meet was declined.`,
      },
    })[news],
  ru: ({ news, memberName, otherName }) =>
    ({
      'new-match': {
        subject: `${memberName}: новая пара — ${otherName}`,
        sentence: `У ${memberName} новая пара: ${otherName}.`,
      },
      'chat-request': {
        subject: `${memberName}: ${otherName} хочет начать чат`,
        sentence: `${otherName} хочет начать чат с ${memberName}.`,
      },
      'meeting-requested': {
        subject: `${memberName}: предложение познакомить семьи`,
        sentence: `Поступило предложение познакомить семьи: ${memberName} и ${otherName}.`,
      },
      'meeting-accepted': {
        subject: `${memberName}: знакомство семей принято`,
        sentence: `${memberName} и ${otherName} договорились познакомить свои семьи.`,
      },
      'meeting-declined': {
        subject: `${memberName}: знакомство семей отклонено`,
        sentence: `Предложение познакомить семьи (${memberName} и ${otherName}) отклонено.`,
      },
    })[news],
};

const isMeeting = (news: News['news']) => news.startsWith('meeting-');

/**
 * Issue 39 (decisions 050, 052, 056): a followed member's new match, chat request or family
 * meeting, for their guardian, under the guardian's own notification settings. Names only, as
 * the guardian's page shows them.
 */
export const guardianNews: MailCopyByLanguage<'guardian-news'> = {
  az: (data) => ({
    subject: lines.az(data).subject,
    heading: 'Ailə xəbəri',
    paragraphs: [greeting('az', data.name), lines.az(data).sentence],
    action: { label: 'Bax', url: data.link },
    footer: isMeeting(data.news)
      ? `Bu məktubu aldınız, çünki ${data.memberName} ilə ailə rejimində bağlısınız.`
      : `Bu məktubu aldınız, çünki ${data.memberName} sizə yeni cütlüklərini görməyə icazə verib.`,
    footerLink: { label: 'Bildiriş parametrləri', url: data.settingsLink },
  }),
  en: (data) => ({
    subject: lines.en(data).subject,
    heading: 'Family news',
    paragraphs: [greeting('en', data.name), lines.en(data).sentence],
    action: { label: 'Have a look', url: data.link },
    footer: isMeeting(data.news)
      ? `You received this e-mail because you follow ${data.memberName} in family mode.`
      : `You received this e-mail because ${data.memberName} lets you see their new matches.`,
    footerLink: { label: 'Notification settings', url: data.settingsLink },
  }),
  ru: (data) => ({
    subject: lines.ru(data).subject,
    heading: 'Семейные новости',
    paragraphs: [greeting('ru', data.name), lines.ru(data).sentence],
    action: { label: 'Посмотреть', url: data.link },
    footer: isMeeting(data.news)
      ? `Вы получили это письмо, потому что следите за ${data.memberName} в семейном режиме.`
      : `Вы получили это письмо, потому что ${data.memberName} разрешает вам видеть новые пары.`,
    footerLink: { label: 'Настройки уведомлений', url: data.settingsLink },
  }),
};
