import { DATA_EXPORT_KEEP_MS, DATA_EXPORT_LINK_TTL_MS } from '@vusal/shared/schemas/data-export';
import type { MailCopyByLanguage } from './mail-copy';
import { formatDuration, greeting } from './format';

/** Issue 36, item 5 (SECURITY 45): the link works once, for its owner, signed in. */
export const dataExportReady: MailCopyByLanguage<'data-export-ready'> = {
  az: ({ name, link }) => ({
    subject: 'Vüsal: məlumatlarınız hazırdır',
    heading: 'Məlumatlarınız yükləməyə hazırdır',
    paragraphs: [
      greeting('az', name),
      'İstədiyiniz arxiv hazırdır: profiliniz, şəkilləriniz, cavablarınız, cütlükləriniz və mesajlarınız.',
      `Link ${formatDuration('az', DATA_EXPORT_LINK_TTL_MS)} ərzində etibarlıdır, yalnız bir dəfə işləyir və yalnız hesabınıza daxil olduğunuz brauzerdə açılır. Arxiv ${formatDuration('az', DATA_EXPORT_KEEP_MS)} sonra silinir.`,
    ],
    action: { label: 'Arxivi yüklə', url: link },
    footer:
      'Bu məktubu aldınız, çünki hesab ayarlarında məlumatlarınızı istədiniz. Əgər bunu siz etməmisinizsə, parolunuzu dəyişin.',
  }),
  en: ({ name, link }) => ({
    subject: 'Your Vüsal data is ready',
    heading: 'Your data is ready to download',
    paragraphs: [
      greeting('en', name),
      'The archive you asked for is ready: your profile, photos, answers, matches and messages.',
      `The link is valid for ${formatDuration('en', DATA_EXPORT_LINK_TTL_MS)}, works once, and only in a browser where you are signed in to your account. The archive is deleted after ${formatDuration('en', DATA_EXPORT_KEEP_MS)}.`,
    ],
    action: { label: 'Download the archive', url: link },
    footer:
      'You received this e-mail because you asked for your data in your account settings. If you did not, change your password.',
  }),
  ru: ({ name, link }) => ({
    subject: 'Ваши данные Vüsal готовы',
    heading: 'Ваши данные готовы к загрузке',
    paragraphs: [
      greeting('ru', name),
      'Запрошенный архив готов: ваш профиль, фотографии, ответы, пары и сообщения.',
      `Ссылка действует ${formatDuration('ru', DATA_EXPORT_LINK_TTL_MS)}, срабатывает один раз и только в браузере, где вы вошли в свой аккаунт. Архив будет удалён через ${formatDuration('ru', DATA_EXPORT_KEEP_MS)}.`,
    ],
    action: { label: 'Скачать архив', url: link },
    footer:
      'Вы получили это письмо, потому что запросили свои данные в настройках аккаунта. Если это были не вы, смените пароль.',
  }),
};
