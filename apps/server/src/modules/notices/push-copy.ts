import type { AccountLanguage as Language } from '@vusal/shared/catalog/countries';

export type PushKind =
  'new-match' | 'chat-opened' | 'new-message' | 'new-like' | 'incoming-call' | 'chat-sharing-asked';

type Copy = {
  /** What the lock screen shows by default (issue 26, item 4): who and what stay hidden. */
  hidden: Record<PushKind, string>;
  /** With names turned on; likes stay anonymous, as the liker's card is not yet the member's to see. */
  named: Record<Exclude<PushKind, 'new-like'>, (name: string) => string>;
  digest: (counts: { likes: number; matches: number; messages: number }) => string;
};

/** "New likes: 2, unread messages: 1": no plural forms to get wrong. */
const summary =
  (labels: { likes: string; matches: string; messages: string }) =>
  (counts: { likes: number; matches: number; messages: number }) =>
    (['likes', 'matches', 'messages'] as const)
      .filter((topic) => counts[topic] > 0)
      .map((topic) => `${labels[topic]}: ${counts[topic]}`)
      .join(', ');

export const pushCopy: Record<Language, Copy> = {
  az: {
    hidden: {
      'new-match': 'Vüsal-da yeni cütlük',
      'chat-opened': 'Vüsal-da yeni söhbət açıldı',
      'new-message': 'Vüsal-da yeni mesaj',
      'incoming-call': 'Vüsal-da sizə zəng edirlər',
      'new-like': 'Vüsal-da sizi kimsə bəyəndi',
      'chat-sharing-asked': 'Vüsal-da bir söhbət cavabınızı gözləyir',
    },
    named: {
      'new-match': (name) => `Siz və ${name} cütlük oldunuz`,
      'chat-opened': (name) => `${name} ilə söhbət açıldı`,
      'new-message': (name) => `${name} sizə mesaj yazdı`,
      'incoming-call': (name) => `${name} sizə zəng edir`,
      'chat-sharing-asked': (name) => `${name}: ailə söhbətləri izləyir, cavabınız lazımdır`,
    },
    digest: summary({
      likes: 'Yeni bəyənmələr',
      matches: 'cavabsız cütlüklər',
      messages: 'oxunmamış mesajlar',
    }),
  },
  en: {
    hidden: {
      'new-match': 'New match on Vüsal',
      'chat-opened': 'A chat opened on Vüsal',
      'new-message': 'New message on Vüsal',
      'incoming-call': 'Someone is calling you on Vüsal',
      'new-like': 'Someone liked you on Vüsal',
      'chat-sharing-asked': 'A chat on Vüsal waits for your answer',
    },
    named: {
      'new-match': (name) => `You and ${name} are a match`,
      'chat-opened': (name) => `Your chat with ${name} is open`,
      'new-message': (name) => `New message from ${name}`,
      'incoming-call': (name) => `${name} is calling you`,
      'chat-sharing-asked': (name) =>
        `${name}: the family follows the conversations, your answer is needed`,
    },
    digest: summary({
      likes: 'New likes',
      matches: 'unanswered matches',
      messages: 'unread messages',
    }),
  },
  ru: {
    hidden: {
      'new-match': 'Новая пара на Vüsal',
      'chat-opened': 'На Vüsal открылся чат',
      'new-message': 'Новое сообщение на Vüsal',
      'incoming-call': 'Вам звонят на Vüsal',
      'new-like': 'Кто-то лайкнул вас на Vüsal',
      'chat-sharing-asked': 'Чат на Vüsal ждёт вашего ответа',
    },
    named: {
      'new-match': (name) => `У вас пара с ${name}`,
      'chat-opened': (name) => `Чат с ${name} открыт`,
      'new-message': (name) => `Новое сообщение от ${name}`,
      'incoming-call': (name) => `${name} звонит вам`,
      'chat-sharing-asked': (name) => `${name}: семья следит за перепиской, нужен ваш ответ`,
    },
    digest: summary({
      likes: 'Новые лайки',
      matches: 'пары без ответа',
      messages: 'непрочитанные сообщения',
    }),
  },
};
