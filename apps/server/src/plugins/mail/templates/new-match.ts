import type { MailCopyByLanguage } from './mail-copy';
import { greeting } from './format';

// Subjects name nobody: they show on lock screens and in shared inboxes.
export const newMatch: MailCopyByLanguage<'new-match'> = {
  az: ({ name, matchName, link, settingsLink }) => ({
    subject: 'Vüsal: yeni cütlüyünüz var',
    heading: 'Yeni cütlük!',
    paragraphs: [
      greeting('az', name),
      `Siz və ${matchName} bir-birinizi bəyəndiniz. Hər ikiniz razılıq verdikdən sonra söhbətə başlaya bilərsiniz.`,
    ],
    action: { label: 'Cütlüyə bax', url: link },
    footer: 'Bu məktubu aldınız, çünki Vüsal parametrlərinizdə e-poçt bildirişləri aktivdir.',
    footerLink: { label: 'Bildirişləri idarə et', url: settingsLink },
  }),
  en: ({ name, matchName, link, settingsLink }) => ({
    subject: 'You have a new match on Vüsal',
    heading: 'It’s a match!',
    paragraphs: [
      greeting('en', name),
      `You and ${matchName} liked each other. Once you both agree, you can start chatting.`,
    ],
    action: { label: 'See your match', url: link },
    footer: 'You received this e-mail because e-mail notices are on in your Vüsal settings.',
    footerLink: { label: 'Manage notices', url: settingsLink },
  }),
};
