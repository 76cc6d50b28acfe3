import type { AccountLanguage as Language } from '@vusal/shared/catalog/countries';
import type { GuardianRelation } from '@vusal/shared/catalog/enums';
import { GUARDIAN_INVITE_TTL_MS } from '@vusal/shared/schemas/family';
import { formatDuration } from './format';
import type { MailCopyByLanguage } from './mail-copy';

// The relation as the invited person reads it: "as her mother" without a pronoun to guess.
export const relationWords: Record<Language, Record<GuardianRelation, string>> = {
  az: {
    mother: 'anası',
    father: 'atası',
    brother: 'qardaşı',
    sister: 'bacısı',
    uncle: 'əmisi və ya dayısı',
    aunt: 'xalası və ya bibisi',
    other: 'qohumu',
  },
  en: {
    mother: 'mother',
    father: 'father',
    brother: 'brother',
    sister: 'sister',
    uncle: 'uncle',
    aunt: 'aunt',
    other: 'relative',
  },
  ru: {
    mother: 'мать',
    father: 'отец',
    brother: 'брат',
    sister: 'сестра',
    uncle: 'дядя',
    aunt: 'тётя',
    other: 'родственник',
  },
};

/**
 * Issue 39 (decision 050): a member invites a relative to follow their search as a guardian.
 * The link opens the acceptance page with the token in its fragment; it is valid for 7 days.
 */
export const familyInvitation: MailCopyByLanguage<'family-invitation'> = {
  az: ({ memberName, relation, link }) => ({
    subject: `${memberName} sizi Vüsal-a ailə üzvü kimi dəvət edir`,
    heading: `${memberName} sizi dəvət edir`,
    paragraphs: [
      'Salam!',
      `${memberName} sizi Vüsal-da ${relationWords.az[relation]} kimi qəyyum olmağa dəvət edir. Qəyyumun öz profili olmur: ${memberName} icazə verdiyi şeyləri, məsələn, cütlüklərini, yalnız oxuya bilirsiniz.`,
      `Dəvəti qəbul etmək üçün düyməni basın və qəyyum hesabı yaradın. Link ${formatDuration('az', GUARDIAN_INVITE_TTL_MS)} ərzində etibarlıdır.`,
    ],
    action: { label: 'Dəvətə bax', url: link },
    footer: `Bu məktubu aldınız, çünki ${memberName} bu ünvanı dəvət etdi. Əgər onu tanımırsınızsa, məktuba məhəl qoymayın.`,
  }),
  en: ({ memberName, relation, link }) => ({
    subject: `${memberName} invites you to Vüsal as family`,
    heading: `${memberName} invites you`,
    paragraphs: [
      'Hello,',
      `${memberName} invites you to follow their search on Vüsal as their ${relationWords.en[relation]}. A guardian has no profile of their own: you only read what ${memberName} allows, such as their matches.`,
      `Press the button to accept and create a guardian account. The link is valid for ${formatDuration('en', GUARDIAN_INVITE_TTL_MS)}.`,
    ],
    action: { label: 'See the invitation', url: link },
    footer: `You received this e-mail because ${memberName} invited this address. If you do not know them, ignore it.`,
  }),
  ru: ({ memberName, relation, link }) => ({
    subject: `${memberName} приглашает вас в Vüsal как члена семьи`,
    heading: `${memberName} приглашает вас`,
    paragraphs: [
      'Здравствуйте!',
      `${memberName} приглашает вас следить за поиском на Vüsal в роли опекуна (${relationWords.ru[relation]}). У опекуна нет своего профиля: вы только читаете то, что разрешит ${memberName}, например его или её пары.`,
      `Нажмите кнопку, чтобы принять приглашение и создать аккаунт опекуна. Ссылка действует ${formatDuration('ru', GUARDIAN_INVITE_TTL_MS)}.`,
    ],
    action: { label: 'Открыть приглашение', url: link },
    footer: `Вы получили это письмо, потому что ${memberName} пригласил(а) этот адрес. Если вы не знаете этого человека, просто проигнорируйте письмо.`,
  }),
};
