import type { MailCopyByLanguage } from './mail-copy';
import { greeting } from './format';

/**
 * Issue 26, item 6: once a day, for a member who chose "daily digest". Counts only: who liked
 * or wrote is for the site to show.
 */
export const dailyDigest: MailCopyByLanguage<'daily-digest'> = {
  az: ({ name, likes, matches, messages, link, settingsLink }) => ({
    subject: 'Vüsal-da sizi nə gözləyir',
    heading: 'Günün xülasəsi',
    paragraphs: [
      greeting('az', name),
      ...(likes ? [`Yeni bəyənmələr: ${likes}`] : []),
      ...(matches ? [`Cavab gözləyən cütlüklər: ${matches}`] : []),
      ...(messages ? [`Oxunmamış mesajlar: ${messages}`] : []),
    ],
    action: { label: 'Vüsal-ı açın', url: link },
    footer:
      'Bu məktubu aldınız, çünki gündəlik xülasə seçmisiniz. Yenilik olmayan günlərdə məktub göndərmirik.',
    footerLink: { label: 'Bildiriş parametrləri', url: settingsLink },
  }),
  en: ({ name, likes, matches, messages, link, settingsLink }) => ({
    subject: 'What is waiting for you on Vüsal',
    heading: 'Your daily summary',
    paragraphs: [
      greeting('en', name),
      ...(likes ? [`New likes: ${likes}`] : []),
      ...(matches ? [`Matches waiting for your answer: ${matches}`] : []),
      ...(messages ? [`Unread messages: ${messages}`] : []),
    ],
    action: { label: 'Open Vüsal', url: link },
    footer:
      'You received this e-mail because you chose a daily digest. On days with nothing new we send nothing.',
    footerLink: { label: 'Notification settings', url: settingsLink },
  }),
  ru: ({ name, likes, matches, messages, link, settingsLink }) => ({
    subject: 'Что ждёт вас на Vüsal',
    heading: 'Сводка за день',
    paragraphs: [
      greeting('ru', name),
      ...(likes ? [`Новые лайки: ${likes}`] : []),
      ...(matches ? [`Пары, ждущие вашего ответа: ${matches}`] : []),
      ...(messages ? [`Непрочитанные сообщения: ${messages}`] : []),
    ],
    action: { label: 'Открыть Vüsal', url: link },
    footer:
      'Вы получили это письмо, потому что выбрали ежедневную сводку. В дни без новостей мы ничего не отправляем.',
    footerLink: { label: 'Настройки уведомлений', url: settingsLink },
  }),
};

/** Issue 26, item 3: a like, by e-mail for a member who wants it at once and has no push device. */
export const newLike: MailCopyByLanguage<'new-like'> = {
  az: ({ name, link, settingsLink }) => ({
    subject: 'Vüsal-da sizi kimsə bəyəndi',
    heading: 'Yeni bəyənmə',
    paragraphs: [greeting('az', name), 'Vüsal-da kimsə profilinizi bəyəndi.'],
    action: { label: 'Bəyənmələrə baxın', url: link },
    footer: 'Bu məktubu aldınız, çünki bəyənmələr haqqında dərhal xəbər almağı seçmisiniz.',
    footerLink: { label: 'Bildiriş parametrləri', url: settingsLink },
  }),
  en: ({ name, link, settingsLink }) => ({
    subject: 'Someone liked you on Vüsal',
    heading: 'A new like',
    paragraphs: [greeting('en', name), 'Someone liked your profile on Vüsal.'],
    action: { label: 'See your likes', url: link },
    footer: 'You received this e-mail because you chose to hear of likes at once.',
    footerLink: { label: 'Notification settings', url: settingsLink },
  }),
  ru: ({ name, link, settingsLink }) => ({
    subject: 'Кто-то лайкнул вас на Vüsal',
    heading: 'Новый лайк',
    paragraphs: [greeting('ru', name), 'Кто-то лайкнул ваш профиль на Vüsal.'],
    action: { label: 'Посмотреть лайки', url: link },
    footer: 'Вы получили это письмо, потому что выбрали сразу узнавать о лайках.',
    footerLink: { label: 'Настройки уведомлений', url: settingsLink },
  }),
};
