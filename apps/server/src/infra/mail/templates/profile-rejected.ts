import type { ProfileRejectionReason } from '@vusal/shared/catalog/enums';
import az from '@vusal/shared/i18n/az.json' with { type: 'json' };
import en from '@vusal/shared/i18n/en.json' with { type: 'json' };
import ru from '@vusal/shared/i18n/ru.json' with { type: 'json' };
import type { MailCopyByLanguage } from './mail-copy';
import { greeting } from './format';

/**
 * Each reason in words with what to do: the pending screen's own words (one text for both), read
 * from the site's translations.
 */
const reasonWords: Record<'az' | 'en' | 'ru', Record<ProfileRejectionReason, string>> = {
  az: az.pending.rejection.reasons,
  en: en.pending.rejection.reasons,
  ru: ru.pending.rejection.reasons,
};

/** Issue 23, item 9: an admin asked a pending member for changes before the approval. */
export const profileRejected: MailCopyByLanguage<'profile-rejected'> = {
  az: ({ name, reasons, note, link }) => ({
    subject: 'Vüsal: profilinizdə dəyişiklik lazımdır',
    heading: 'Təsdiqdən əvvəl profilinizdə dəyişiklik lazımdır',
    paragraphs: [
      greeting('az', name),
      'Profilinizi yoxladıq. Təsdiq etməzdən əvvəl aşağıdakıları düzəldin:',
      ...reasons.map((reason) => `• ${reasonWords.az[reason]}`),
      ...(note ? [`Qeyd: ${note}`] : []),
      'Dəyişikliklərdən sonra profiliniz yenidən yoxlanılacaq.',
    ],
    action: { label: 'Profili redaktə edin', url: link },
    footer: 'Bu məktubu aldınız, çünki bu ünvanla Vüsal platformasında profil yaradılıb.',
  }),
  en: ({ name, reasons, note, link }) => ({
    subject: 'Vüsal: your profile needs changes',
    heading: 'Your profile needs changes before approval',
    paragraphs: [
      greeting('en', name),
      'We reviewed your profile. Before it can be approved, please fix the following:',
      ...reasons.map((reason) => `• ${reasonWords.en[reason]}`),
      ...(note ? [`Note: ${note}`] : []),
      'Once you have made the changes, your profile will be reviewed again.',
    ],
    action: { label: 'Edit your profile', url: link },
    footer: 'You received this e-mail because a Vüsal profile was created with this address.',
  }),
  ru: ({ name, reasons, note, link }) => ({
    subject: 'Vüsal: в профиле нужны изменения',
    heading: 'Перед одобрением в профиле нужны изменения',
    paragraphs: [
      greeting('ru', name),
      'Мы проверили ваш профиль. Прежде чем его одобрить, исправьте следующее:',
      ...reasons.map((reason) => `• ${reasonWords.ru[reason]}`),
      ...(note ? [`Примечание: ${note}`] : []),
      'После изменений ваш профиль проверят снова.',
    ],
    action: { label: 'Изменить профиль', url: link },
    footer: 'Вы получили это письмо, потому что с этим адресом создан профиль Vüsal.',
  }),
};
