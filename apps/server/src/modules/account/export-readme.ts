import type { AccountLanguage } from '@vusal/shared/catalog/countries';
import { formatDateIn } from '../../infra/format-date';

type ReadmeCopy = { intro: string; files: Record<string, string>; outro: string };

/** The archive's README.txt in the account's language: what each file holds. */
const copies: Record<AccountLanguage, ReadmeCopy> = {
  en: {
    intro: 'Your data on Vüsal, as it was when this archive was made ({date}).',
    files: {
      'profile.json':
        'Your account (e-mail, language and region of your mails, sign-up date) and your profile with every answer, its approval state, your photos in order with their review state, and your selfie checks.',
      'photos/': 'Your profile photos as stored, including any still waiting for review.',
      'selfies/': 'The selfies you sent for verification that are still kept.',
      'answers.json': 'Your answers to the compatibility questions.',
      'preferences.json': 'Your settings: search, privacy and notifications.',
      'likes-given.json': 'The likes you gave, with the name you saw.',
      'matches.json': 'Your matches, your answer to starting a chat, and when a match ended.',
      'messages/':
        'One file per match with every message sent and received; attachments/ holds their files.',
      'reports-made.json': 'The reports you sent to our moderators.',
      'visits.json':
        'The profiles you opened (one visit a day; none while you browsed invisibly) and the visitors your list shows you.',
      'family.json':
        'Family mode: the relatives you invited and what each may see, the members you follow as a guardian, profile suggestions you received or made, your answers to sharing a chat with a family (and the answers about yours), and requests for families to meet.',
      'consents.json':
        'What you agreed to and when: the terms, push notifications, e-mail notices and the use of sensitive answers in scores.',
    },
    outro:
      'Other members appear by the name you could see. Vüsal keeps no history of earlier versions of a profile: the profile here is the current one.',
  },
  az: {
    intro: 'Vüsal-dakı məlumatlarınız, bu arxivin yaradıldığı an olduğu kimi ({date}).',
    files: {
      'profile.json':
        'Hesabınız (e-poçt, məktublarınızın dili və regionu, qeydiyyat tarixi) və bütün cavabları ilə profiliniz, təsdiq vəziyyəti, sıra ilə şəkilləriniz və onların yoxlama vəziyyəti, selfi yoxlamalarınız.',
      'photos/': 'Profil şəkilləriniz, yoxlama gözləyənlər də daxil olmaqla.',
      'selfies/': 'Təsdiq üçün göndərdiyiniz və hələ saxlanılan selfilər.',
      'answers.json': 'Uyğunluq suallarına cavablarınız.',
      'preferences.json': 'Ayarlarınız: axtarış, məxfilik və bildirişlər.',
      'likes-given.json': 'Verdiyiniz bəyənmələr, gördüyünüz adla.',
      'matches.json':
        'Cütlükləriniz, söhbətə başlamaq sualına cavabınız və cütlüyün nə vaxt bitdiyi.',
      'messages/':
        'Hər cütlük üçün bir fayl: göndərdiyiniz və aldığınız bütün mesajlar; faylları attachments/ qovluğundadır.',
      'reports-made.json': 'Moderatorlarımıza göndərdiyiniz şikayətlər.',
      'visits.json':
        'Açdığınız profillər (gündə bir baxış; görünmədən baxdığınız vaxtlar yoxdur) və siyahınızın sizə göstərdiyi qonaqlar.',
      'family.json':
        'Ailə rejimi: dəvət etdiyiniz qohumlar və hər birinin nəyi görə bildiyi, qəyyum kimi izlədiyiniz üzvlər, aldığınız və ya etdiyiniz profil təklifləri, söhbətin ailə ilə paylaşılması barədə cavablarınız (və sizin ailəniz barədə verilən cavablar), ailələrin tanışlığı istəkləri.',
      'consents.json':
        'Nəyə və nə vaxt razılıq verdiyiniz: şərtlər, push bildirişləri, e-poçt bildirişləri və həssas cavabların uyğunluqda istifadəsi.',
    },
    outro:
      'Digər üzvlər gördüyünüz adla göstərilir. Vüsal profilin əvvəlki versiyalarını saxlamır: burada cari profiliniz var.',
  },
  ru: {
    intro: 'Ваши данные на Vüsal в момент создания этого архива ({date}).',
    files: {
      'profile.json':
        'Ваш аккаунт (адрес электронной почты, язык и регион ваших писем, дата регистрации) и профиль со всеми ответами, статусом одобрения, фотографиями по порядку с их статусом проверки и вашими проверками по селфи.',
      'photos/': 'Фотографии профиля, включая ожидающие проверки.',
      'selfies/': 'Селфи для подтверждения, которые ещё хранятся.',
      'answers.json': 'Ваши ответы на вопросы совместимости.',
      'preferences.json': 'Ваши настройки: поиск, приватность и уведомления.',
      'likes-given.json': 'Ваши лайки, с именем, которое вы видели.',
      'matches.json': 'Ваши пары, ваш ответ на вопрос о начале чата и когда пара закончилась.',
      'messages/':
        'По файлу на каждую пару со всеми отправленными и полученными сообщениями; их файлы лежат в attachments/.',
      'reports-made.json': 'Жалобы, которые вы отправили модераторам.',
      'visits.json':
        'Профили, которые вы открывали (один визит в день; без визитов в режиме невидимки), и гости, которых показывает ваш список.',
      'family.json':
        'Семейный режим: приглашённые вами родственники и что каждому видно, участники, за которыми вы следите как опекун, полученные и сделанные предложения к профилю, ваши ответы о доступе семьи к чату (и ответы о вашей семье) и предложения познакомить семьи.',
      'consents.json':
        'На что и когда вы дали согласие: условия, push-уведомления, письма и учёт чувствительных ответов в совместимости.',
    },
    outro:
      'Другие участники указаны под тем именем, которое видели вы. Vüsal не хранит прежние версии профиля: здесь ваш текущий профиль.',
  },
};

/** When the archive was made, on the one clock every reader shares. */
const madeAtFormat = { month: 'long', withTime: true, timeZone: 'UTC' } as const;

export function readme(language: AccountLanguage, madeAt: Date): string {
  const copy = copies[language];
  const lines = Object.entries(copy.files).map(([file, what]) => `${file}\n  ${what}`);
  return [
    copy.intro.replace('{date}', `${formatDateIn(language, madeAt, madeAtFormat)} UTC`),
    '',
    ...lines,
    '',
    copy.outro,
    '',
  ].join('\n');
}
