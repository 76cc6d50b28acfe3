import type { ProfileRejectionReason } from '@vusal/shared/catalog/enums';
import type { MailCopyByLanguage } from './mail-copy';
import { greeting } from './format';

type Words = Record<ProfileRejectionReason, string>;

/** Each reason in words with what to do, as the pending screen says it. */
const reasonWords: Record<'az' | 'en' | 'ru', Words> = {
  az: {
    no_photo: 'Profilinizdə şəkil yoxdur: üzünüz aydın görünən ən azı bir şəkil əlavə edin.',
    photo_unclear: 'Şəkildə üzünüz aydın görünmür: üzünüzün yaxşı göründüyü şəkil əlavə edin.',
    photo_not_you_or_fake:
      'Şəkil sizə aid görünmür və ya həqiqi deyil: yalnız özünüzün həqiqi şəkillərini saxlayın.',
    bio_missing: 'Özünüz haqqında yazı boşdur: bir neçə cümlə ilə özünüzü təqdim edin.',
    contact_details_in_text:
      'Mətndə əlaqə məlumatları var: telefon nömrəsini, ünvanları və istifadəçi adlarını silin.',
    offensive_content: 'Profildə təhqiredici məzmun var: onu silin və ya dəyişin.',
    other: 'Başqa səbəb: aşağıdakı qeydi oxuyun.',
  },
  en: {
    no_photo: 'Your profile has no photo: add at least one photo where your face is clear.',
    photo_unclear: 'Your face is not visible in the photo: add one where your face is clear.',
    photo_not_you_or_fake:
      'The photo does not seem to be you or to be real: keep only real photos of yourself.',
    bio_missing: 'The text about you is empty: introduce yourself in a few sentences.',
    contact_details_in_text:
      'Your texts contain contact details: remove phone numbers, addresses and usernames.',
    offensive_content: 'Your profile contains offensive content: remove or change it.',
    other: 'Another reason: read the note below.',
  },
  ru: {
    no_photo: 'В профиле нет фото: добавьте хотя бы одно фото, где хорошо видно ваше лицо.',
    photo_unclear: 'На фото не видно вашего лица: добавьте фото, где лицо видно хорошо.',
    photo_not_you_or_fake:
      'Похоже, на фото не вы или фото ненастоящее: оставьте только свои настоящие фото.',
    bio_missing: 'Рассказ о себе пуст: напишите о себе несколько предложений.',
    contact_details_in_text:
      'В тексте есть контактные данные: уберите номера телефонов, адреса и имена пользователей.',
    offensive_content: 'В профиле есть оскорбительное содержание: удалите или измените его.',
    other: 'Другая причина: прочитайте примечание ниже.',
  },
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
