import type { MailCopyByLanguage } from './mail-copy';
import { greeting } from './format';

/** Sent instead of telling the sign-up form that the address is taken (SECURITY 5). */
export const signUpAttempt: MailCopyByLanguage<'sign-up-attempt'> = {
  az: ({ name, signInLink, resetLink }) => ({
    subject: 'Vüsal: ünvanınızla qeydiyyat cəhdi',
    heading: 'Sizin artıq hesabınız var',
    paragraphs: [
      greeting('az', name),
      'Kimsə, yəqin ki, siz, bu e-poçt ünvanı ilə yeni Vüsal hesabı yaratmağa cəhd etdi. Bu ünvanla artıq hesab olduğu üçün yeni hesab yaradılmadı.',
      'Əgər bu siz idinizsə, sadəcə hesabınıza daxil olun.',
    ],
    action: { label: 'Daxil ol', url: signInLink },
    extraLinks: [{ intro: 'Parolunuzu unutmusunuz? Buradan sıfırlayın:', url: resetLink }],
    footer:
      'Bu məktubu aldınız, çünki kimsə bu ünvanı Vüsal qeydiyyat formasına daxil edib. Əgər bu siz deyildinizsə, heç nə etməyinizə ehtiyac yoxdur: hesabınız dəyişməyib.',
  }),
  en: ({ name, signInLink, resetLink }) => ({
    subject: 'Someone tried to sign up to Vüsal with your address',
    heading: 'You already have an account',
    paragraphs: [
      greeting('en', name),
      'Someone, probably you, just tried to create a new Vüsal account with this e-mail address. You already have an account, so no new one was created.',
      'If it was you, simply sign in.',
    ],
    action: { label: 'Sign in', url: signInLink },
    extraLinks: [{ intro: 'Forgot your password? Reset it here:', url: resetLink }],
    footer:
      'You received this e-mail because someone entered this address in the Vüsal sign-up form. If it was not you, there is nothing to do: your account is unchanged.',
  }),
  ru: ({ name, signInLink, resetLink }) => ({
    subject: 'Кто-то пытался зарегистрироваться на Vüsal с вашим адресом',
    heading: 'У вас уже есть аккаунт',
    paragraphs: [
      greeting('ru', name),
      'Кто-то, вероятно вы, только что пытался создать новый аккаунт Vüsal с этим адресом электронной почты. У вас уже есть аккаунт, поэтому новый не был создан.',
      'Если это были вы, просто войдите.',
    ],
    action: { label: 'Войти', url: signInLink },
    extraLinks: [{ intro: 'Забыли пароль? Сбросьте его здесь:', url: resetLink }],
    footer:
      'Вы получили это письмо, потому что кто-то ввёл этот адрес в форму регистрации Vüsal. Если это были не вы, ничего делать не нужно: ваш аккаунт не изменился.',
  }),
};
