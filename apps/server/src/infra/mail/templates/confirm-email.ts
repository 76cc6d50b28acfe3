import type { MailCopyByLanguage } from './mail-copy';
import { formatDuration, greeting } from './format';

/**
 * How long a confirmation link works. The auth plugin passes it to Better Auth
 * (`emailVerification.expiresIn`, in seconds) so the mail and the token agree.
 */
export const CONFIRM_EMAIL_TTL_MS = 24 * 60 * 60 * 1000;

export const confirmEmail: MailCopyByLanguage<'confirm-email'> = {
  az: ({ name, link }) => ({
    subject: 'Vüsal: e-poçt ünvanınızı təsdiqləyin',
    heading: 'E-poçt ünvanınızı təsdiqləyin',
    paragraphs: [
      greeting('az', name),
      'Vüsal platformasına qoşulduğunuz üçün təşəkkür edirik. Hesabınızın təhlükəsizliyi üçün bu ünvanın sizə aid olduğunu təsdiqləyin.',
      `Link ${formatDuration('az', CONFIRM_EMAIL_TTL_MS)} ərzində etibarlıdır və yalnız bir dəfə istifadə oluna bilər.`,
    ],
    action: { label: 'E-poçt ünvanını təsdiqlə', url: link },
    footer:
      'Bu məktubu aldınız, çünki bu ünvanla Vüsal platformasında hesab yaradılıb. Əgər bu siz deyildinizsə, məktuba məhəl qoymayın: hesab aktivləşdirilməyəcək.',
  }),
  en: ({ name, link }) => ({
    subject: 'Confirm your e-mail address for Vüsal',
    heading: 'Confirm your e-mail address',
    paragraphs: [
      greeting('en', name),
      'Thank you for joining Vüsal. Please confirm that this address is yours, so we can keep your account safe.',
      `The link is valid for ${formatDuration('en', CONFIRM_EMAIL_TTL_MS)} and works once.`,
    ],
    action: { label: 'Confirm e-mail address', url: link },
    footer:
      'You received this e-mail because this address was used to create an account on Vüsal. If that was not you, ignore this e-mail: the account will not be activated.',
  }),
  ru: ({ name, link }) => ({
    subject: 'Vüsal: подтвердите адрес электронной почты',
    heading: 'Подтвердите адрес электронной почты',
    paragraphs: [
      greeting('ru', name),
      'Спасибо, что присоединились к Vüsal. Подтвердите, что этот адрес принадлежит вам, чтобы мы могли защитить ваш аккаунт.',
      `Ссылка действительна ${formatDuration('ru', CONFIRM_EMAIL_TTL_MS)} и работает один раз.`,
    ],
    action: { label: 'Подтвердить адрес', url: link },
    footer:
      'Вы получили это письмо, потому что этот адрес был указан при создании аккаунта на Vüsal. Если это были не вы, просто проигнорируйте письмо: аккаунт не будет активирован.',
  }),
};
