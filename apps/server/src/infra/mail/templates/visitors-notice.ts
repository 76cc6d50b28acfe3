import type { MailCopyByLanguage } from './mail-copy';
import { greeting } from './format';

/**
 * Issue 38, item 5 (decision 045): at most once a week, for a member who asked for it. A count
 * only: who visited, with names and photos, is for the site to show, to the member signed in.
 */
export const visitorsNotice: MailCopyByLanguage<'visitors-notice'> = {
  az: ({ name, count, link, settingsLink }) => ({
    subject: 'Profilinizə yeni baxanlar var',
    heading: 'Həftənin qonaqları',
    paragraphs: [greeting('az', name), `Profilinizə yeni baxanlar: ${count}`],
    action: { label: 'Qonaqlara baxın', url: link },
    footer:
      'Bu məktubu aldınız, çünki həftəlik qonaq bildirişini seçmisiniz. Yeni qonaq olmayan həftələrdə məktub göndərmirik.',
    footerLink: { label: 'Bildiriş parametrləri', url: settingsLink },
  }),
  en: ({ name, count, link, settingsLink }) => ({
    subject: 'New visitors to your profile',
    heading: "This week's visitors",
    paragraphs: [greeting('en', name), `New visitors to your profile: ${count}`],
    action: { label: 'See your visitors', url: link },
    footer:
      'You received this e-mail because you chose the weekly visitors notice. In weeks without new visitors we send nothing.',
    footerLink: { label: 'Notification settings', url: settingsLink },
  }),
  ru: ({ name, count, link, settingsLink }) => ({
    subject: 'Новые гости вашего профиля',
    heading: 'Гости за неделю',
    paragraphs: [greeting('ru', name), `Новые гости вашего профиля: ${count}`],
    action: { label: 'Посмотреть гостей', url: link },
    footer:
      'Вы получили это письмо, потому что выбрали еженедельное уведомление о гостях. В недели без новых гостей мы ничего не отправляем.',
    footerLink: { label: 'Настройки уведомлений', url: settingsLink },
  }),
};
