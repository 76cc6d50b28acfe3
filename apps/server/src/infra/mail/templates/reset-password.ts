import { RESET_LINK_TTL_MS } from '@vusal/shared/catalog/constants';
import type { MailCopyByLanguage } from './mail-copy';
import { formatDuration, greeting } from './format';

export const resetPassword: MailCopyByLanguage<'reset-password'> = {
  az: ({ name, link }) => ({
    subject: 'Vüsal: parolun sıfırlanması',
    heading: 'Parolunuzu sıfırlayın',
    paragraphs: [
      greeting('az', name),
      'Vüsal hesabınızın parolunu sıfırlamaq üçün sorğu aldıq. Aşağıdakı düymə ilə yeni parol seçin.',
      `Link ${formatDuration('az', RESET_LINK_TTL_MS)} ərzində etibarlıdır və yalnız bir dəfə işləyir. Yeni parol təyin etdikdən sonra bütün cihazlarda hesabınızdan çıxış ediləcək.`,
    ],
    action: { label: 'Yeni parol seç', url: link },
    footer:
      'Bu məktubu aldınız, çünki Vüsal platformasında bu ünvan üçün parolun sıfırlanması istənilib. Əgər bunu siz istəməmisinizsə, məktuba məhəl qoymayın: parolunuz dəyişməyəcək.',
  }),
  en: ({ name, link }) => ({
    subject: 'Reset your Vüsal password',
    heading: 'Reset your password',
    paragraphs: [
      greeting('en', name),
      'We received a request to reset the password of your Vüsal account. Choose a new password with the button below.',
      `The link is valid for ${formatDuration('en', RESET_LINK_TTL_MS)} and works once. Once you set a new password, you will be signed out on all your devices.`,
    ],
    action: { label: 'Choose a new password', url: link },
    footer:
      'You received this e-mail because a password reset was requested for this address on Vüsal. If you did not ask for it, ignore this e-mail: your password stays the same.',
  }),
  ru: ({ name, link }) => ({
    subject: 'Сброс пароля Vüsal',
    heading: 'Сбросьте пароль',
    paragraphs: [
      greeting('ru', name),
      'Мы получили запрос на сброс пароля вашего аккаунта Vüsal. Выберите новый пароль с помощью кнопки ниже.',
      `Ссылка действительна ${formatDuration('ru', RESET_LINK_TTL_MS)} и работает один раз. После смены пароля вы выйдете из аккаунта на всех устройствах.`,
    ],
    action: { label: 'Выбрать новый пароль', url: link },
    footer:
      'Вы получили это письмо, потому что для этого адреса на Vüsal был запрошен сброс пароля. Если вы его не запрашивали, проигнорируйте письмо: ваш пароль не изменится.',
  }),
};
