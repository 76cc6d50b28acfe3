import type { MailCopyByLanguage } from './mail-copy';
import { greeting } from './format';

// The message itself stays in the app: mail crosses other servers and shows on lock screens.
export const newMessage: MailCopyByLanguage<'new-message'> = {
  az: ({ name, senderName, link, settingsLink }) => ({
    subject: 'Vüsal: yeni mesajınız var',
    heading: 'Yeni mesaj',
    paragraphs: [greeting('az', name), `${senderName} sizə mesaj göndərdi.`],
    action: { label: 'Söhbəti aç', url: link },
    footer: 'Bu məktubu aldınız, çünki Vüsal parametrlərinizdə e-poçt bildirişləri aktivdir.',
    footerLink: { label: 'Bildirişləri idarə et', url: settingsLink },
  }),
  en: ({ name, senderName, link, settingsLink }) => ({
    subject: 'You have a new message on Vüsal',
    heading: 'New message',
    paragraphs: [greeting('en', name), `${senderName} sent you a message.`],
    action: { label: 'Open chat', url: link },
    footer: 'You received this e-mail because e-mail notices are on in your Vüsal settings.',
    footerLink: { label: 'Manage notices', url: settingsLink },
  }),
};
