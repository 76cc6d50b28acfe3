import type { MailCopyByLanguage } from './mail-copy';
import { greeting } from './format';

/** Issue 22, item 6: the pending wait is over; the member hears of it even with the site closed. */
export const profileApproved: MailCopyByLanguage<'profile-approved'> = {
  az: ({ name, link }) => ({
    subject: 'Vüsal: profiliniz təsdiqləndi',
    heading: 'Profiliniz təsdiqləndi',
    paragraphs: [
      greeting('az', name),
      'Profiliniz yoxlanıldı və təsdiqləndi. Artıq digər üzvlər sizi görə bilər, siz də profillərə baxa, bəyənə və söhbətə başlaya bilərsiniz.',
    ],
    action: { label: 'Vüsal-a keçin', url: link },
    footer:
      'Bu məktubu aldınız, çünki bu ünvanla Vüsal platformasında yaradılmış profil təsdiqləndi.',
  }),
  en: ({ name, link }) => ({
    subject: 'Vüsal: your profile is approved',
    heading: 'Your profile is approved',
    paragraphs: [
      greeting('en', name),
      'Your profile has been reviewed and approved. Other members can now see you, and you can browse profiles, send likes and start chatting.',
    ],
    action: { label: 'Open Vüsal', url: link },
    footer:
      'You received this e-mail because the Vüsal profile of the account with this address was approved.',
  }),
  ru: ({ name, link }) => ({
    subject: 'Vüsal: ваш профиль одобрен',
    heading: 'Ваш профиль одобрен',
    paragraphs: [
      greeting('ru', name),
      'Ваш профиль проверен и одобрен. Теперь другие участники видят вас, а вы можете смотреть анкеты, ставить лайки и начинать общение.',
    ],
    action: { label: 'Открыть Vüsal', url: link },
    footer: 'Вы получили это письмо, потому что профиль Vüsal аккаунта с этим адресом был одобрен.',
  }),
};
