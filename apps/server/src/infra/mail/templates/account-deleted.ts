import { ACCOUNT_ARCHIVE_DAYS } from '@vusal/shared/catalog/constants';
import type { MailCopyByLanguage } from './mail-copy';
import { formatDays, greeting } from './format';

/** S8: signing in within the archive period offers to restore the account. */
export const accountDeleted: MailCopyByLanguage<'account-deleted'> = {
  az: ({ name, signInLink }) => ({
    subject: 'Vüsal hesabınız silindi',
    heading: 'Hesabınız silindi',
    paragraphs: [
      greeting('az', name),
      'Vüsal hesabınız silindi. Profiliniz hamıdan gizlədildi və bütün cihazlarda hesabınızdan çıxış edildi.',
      `Fikrinizi dəyişdiniz? ${formatDays('az', ACCOUNT_ARCHIVE_DAYS)} ərzində daxil olsanız, hesabınızı bərpa edə bilərsiniz. Bundan sonra profiliniz, şəkilləriniz və fayllarınız birdəfəlik silinəcək.`,
    ],
    action: { label: 'Daxil ol və bərpa et', url: signInLink },
    footer:
      'Bu məktubu aldınız, çünki bu ünvana bağlı Vüsal hesabı silindi. Əgər onu siz silməmisinizsə, daxil olub hesabı bərpa edin və parolunuzu dəyişin.',
  }),
  en: ({ name, signInLink }) => ({
    subject: 'Your Vüsal account was deleted',
    heading: 'Your account was deleted',
    paragraphs: [
      greeting('en', name),
      'Your Vüsal account has been deleted. Your profile is hidden from everyone and you were signed out on all your devices.',
      `Changed your mind? Sign in within ${formatDays('en', ACCOUNT_ARCHIVE_DAYS)} and you can restore your account. After that, your profile, photos and files are removed for good.`,
    ],
    action: { label: 'Sign in to restore', url: signInLink },
    footer:
      'You received this e-mail because the Vüsal account with this address was deleted. If you did not delete it, sign in, restore the account and change your password.',
  }),
  ru: ({ name, signInLink }) => ({
    subject: 'Ваш аккаунт Vüsal удалён',
    heading: 'Ваш аккаунт удалён',
    paragraphs: [
      greeting('ru', name),
      'Ваш аккаунт Vüsal удалён. Ваш профиль скрыт от всех, и вы вышли из аккаунта на всех устройствах.',
      `Передумали? Войдите в течение ${formatDays('ru', ACCOUNT_ARCHIVE_DAYS)}, и вы сможете восстановить аккаунт. После этого ваш профиль, фотографии и файлы будут удалены навсегда.`,
    ],
    action: { label: 'Войти и восстановить', url: signInLink },
    footer:
      'Вы получили это письмо, потому что аккаунт Vüsal с этим адресом был удалён. Если вы его не удаляли, войдите, восстановите аккаунт и смените пароль.',
  }),
};
