import type { MailCopyByLanguage } from './mail-copy';
import { greeting } from './format';

/**
 * Issue 10, item 7: a new match or message while the member is away. Only who and where, never
 * the message itself: a mailbox is not as private as the chat.
 */
export const newMatch: MailCopyByLanguage<'new-match'> = {
  az: ({ name, otherName, link, settingsLink }) => ({
    subject: `${otherName} ilə cütlük oldunuz`,
    heading: 'Yeni cütlük!',
    paragraphs: [
      greeting('az', name),
      `Siz və ${otherName} bir-birinizi bəyəndiniz. Söhbət hər ikiniz "bəli" dedikdən sonra açılır.`,
    ],
    action: { label: 'Cavab verin', url: link },
    footer: 'Bu məktubu aldınız, çünki saytda olmadığınız vaxt yeni cütlük yarandı.',
    footerLink: { label: 'Bildiriş parametrləri', url: settingsLink },
  }),
  en: ({ name, otherName, link, settingsLink }) => ({
    subject: `You and ${otherName} are a match`,
    heading: 'A new match!',
    paragraphs: [
      greeting('en', name),
      `You and ${otherName} liked each other. The chat opens once you both say yes.`,
    ],
    action: { label: 'Answer now', url: link },
    footer: 'You received this e-mail because you got a new match while you were away.',
    footerLink: { label: 'Notification settings', url: settingsLink },
  }),
  ru: ({ name, otherName, link, settingsLink }) => ({
    subject: `У вас взаимная симпатия с ${otherName}`,
    heading: 'Новая пара!',
    paragraphs: [
      greeting('ru', name),
      `Вы и ${otherName} понравились друг другу. Чат откроется, когда вы оба скажете «да».`,
    ],
    action: { label: 'Ответить', url: link },
    footer:
      'Вы получили это письмо, потому что у вас появилась новая пара, пока вас не было на сайте.',
    footerLink: { label: 'Настройки уведомлений', url: settingsLink },
  }),
};

export const newMessage: MailCopyByLanguage<'new-message'> = {
  az: ({ name, otherName, link, settingsLink }) => ({
    subject: `${otherName} sizə mesaj yazdı`,
    heading: 'Yeni mesaj',
    paragraphs: [greeting('az', name), `${otherName} sizə Vüsal-da mesaj göndərdi.`],
    action: { label: 'Mesajı oxuyun', url: link },
    footer:
      'Bu məktubu aldınız, çünki saytda olmadığınız vaxt yeni mesaj gəldi. Bir söhbət üçün 15 dəqiqədə ən çox bir məktub göndəririk.',
    footerLink: { label: 'Bildiriş parametrləri', url: settingsLink },
  }),
  en: ({ name, otherName, link, settingsLink }) => ({
    subject: `${otherName} sent you a message`,
    heading: 'A new message',
    paragraphs: [greeting('en', name), `${otherName} sent you a message on Vüsal.`],
    action: { label: 'Read the message', url: link },
    footer:
      'You received this e-mail because a message arrived while you were away. We send at most one per chat every 15 minutes.',
    footerLink: { label: 'Notification settings', url: settingsLink },
  }),
  ru: ({ name, otherName, link, settingsLink }) => ({
    subject: `${otherName} написал(а) вам сообщение`,
    heading: 'Новое сообщение',
    paragraphs: [greeting('ru', name), `${otherName} отправил(а) вам сообщение на Vüsal.`],
    action: { label: 'Прочитать сообщение', url: link },
    footer:
      'Вы получили это письмо, потому что вам пришло сообщение, пока вас не было на сайте. Мы отправляем не больше одного письма на чат за 15 минут.',
    footerLink: { label: 'Настройки уведомлений', url: settingsLink },
  }),
};
