import type { MailCopyByLanguage } from './mail-copy';
import { greeting } from './format';

export const passwordChanged: MailCopyByLanguage<'password-changed'> = {
  az: ({ name, resetLink }) => ({
    subject: 'Vüsal parolunuz dəyişdirildi',
    heading: 'Parolunuz dəyişdirildi',
    paragraphs: [
      greeting('az', name),
      'Vüsal hesabınızın parolu indicə dəyişdirildi. Təhlükəsizliyiniz üçün digər cihazlarda hesabınızdan çıxış edildi.',
      'Bunu siz etmisinizsə, başqa heç nə etməyinizə ehtiyac yoxdur. Əgər bu siz deyildinizsə, hesabınızı qorumaq üçün dərhal parolunuzu sıfırlayın.',
    ],
    action: { label: 'Siz deyildiniz? Parolu sıfırlayın', url: resetLink },
    footer:
      'Bu məktubu aldınız, çünki bu ünvana bağlı Vüsal hesabının parolu dəyişdirildi. Bu bildirişi təhlükəsizliyiniz üçün göndəririk.',
  }),
  en: ({ name, resetLink }) => ({
    subject: 'Your Vüsal password was changed',
    heading: 'Your password was changed',
    paragraphs: [
      greeting('en', name),
      'The password of your Vüsal account was just changed. For your safety, you were signed out on your other devices.',
      'If you did this, there is nothing more to do. If it was not you, reset your password now to protect your account.',
    ],
    action: { label: 'Wasn’t you? Reset your password', url: resetLink },
    footer:
      'You received this e-mail because the password of the Vüsal account with this address was changed. We send this notice for your security.',
  }),
  ru: ({ name, resetLink }) => ({
    subject: 'Пароль вашего аккаунта Vüsal изменён',
    heading: 'Ваш пароль изменён',
    paragraphs: [
      greeting('ru', name),
      'Пароль вашего аккаунта Vüsal только что был изменён. Для вашей безопасности мы вышли из аккаунта на других устройствах.',
      'Если это сделали вы, больше ничего делать не нужно. Если нет, сразу сбросьте пароль, чтобы защитить аккаунт.',
    ],
    action: { label: 'Это были не вы? Сбросьте пароль', url: resetLink },
    footer:
      'Вы получили это письмо, потому что пароль аккаунта Vüsal с этим адресом был изменён. Мы отправляем это уведомление ради вашей безопасности.',
  }),
};
