import { DATA_EXPORT_KEEP_MS, DATA_EXPORT_LINK_TTL_MS } from '@vusal/shared/schemas/data-export';
import type { MailCopyByLanguage } from './mail-copy';
import { formatDuration, greeting } from './format';

/**
 * Issue 36, item 5 (SECURITY 45): the link opens the site's download page, which asks the
 * member to sign in first; the archive downloads once, for its owner, on the page's button.
 */
export const dataExportReady: MailCopyByLanguage<'data-export-ready'> = {
  az: ({ name, link }) => ({
    subject: 'Vüsal: məlumatlarınız hazırdır',
    heading: 'Məlumatlarınız yükləməyə hazırdır',
    paragraphs: [
      greeting('az', name),
      'İstədiyiniz arxiv hazırdır: profiliniz, şəkilləriniz, cavablarınız, cütlükləriniz və mesajlarınız.',
      `Link ${formatDuration('az', DATA_EXPORT_LINK_TTL_MS)} ərzində etibarlıdır və yalnız bir dəfə işləyir: saytda hesabınıza daxil olun və “Yüklə” düyməsini basın. Arxiv ${formatDuration('az', DATA_EXPORT_KEEP_MS)} sonra silinir.`,
    ],
    action: { label: 'Arxivi yükləməyə keç', url: link },
    footer:
      'Bu məktubu aldınız, çünki hesab ayarlarında məlumatlarınızı istədiniz. Əgər bunu siz etməmisinizsə, parolunuzu dəyişin.',
  }),
  en: ({ name, link }) => ({
    subject: 'Your Vüsal data is ready',
    heading: 'Your data is ready to download',
    paragraphs: [
      greeting('en', name),
      'The archive you asked for is ready: your profile, photos, answers, matches and messages.',
      `The link is valid for ${formatDuration('en', DATA_EXPORT_LINK_TTL_MS)} and works once: sign in to your account on the site, then press “Download”. The archive is deleted after ${formatDuration('en', DATA_EXPORT_KEEP_MS)}.`,
    ],
    action: { label: 'Go to the download', url: link },
    footer:
      'You received this e-mail because you asked for your data in your account settings. If you did not, change your password.',
  }),
  ru: ({ name, link }) => ({
    subject: 'Ваши данные Vüsal готовы',
    heading: 'Ваши данные готовы к загрузке',
    paragraphs: [
      greeting('ru', name),
      'Запрошенный архив готов: ваш профиль, фотографии, ответы, пары и сообщения.',
      `Ссылка действует ${formatDuration('ru', DATA_EXPORT_LINK_TTL_MS)} и срабатывает один раз: войдите в свой аккаунт на сайте и нажмите «Скачать». Архив будет удалён через ${formatDuration('ru', DATA_EXPORT_KEEP_MS)}.`,
    ],
    action: { label: 'Перейти к загрузке', url: link },
    footer:
      'Вы получили это письмо, потому что запросили свои данные в настройках аккаунта. Если это были не вы, смените пароль.',
  }),
};
