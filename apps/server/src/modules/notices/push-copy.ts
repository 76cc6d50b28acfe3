import type { AccountLanguage as Language } from '@vusal/shared/catalog/countries';

export type PushKind =
  | 'new-match'
  | 'chat-opened'
  | 'new-message'
  | 'new-like'
  | 'incoming-call'
  | 'chat-sharing-asked'
  | 'meeting-requested'
  | 'meeting-accepted'
  | 'meeting-declined';

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
      'meeting-requested': 'Vüsal-da ailələrin tanışlığı üçün istək',
      'meeting-accepted': 'Vüsal-da ailələrin tanışlığı istəyinə cavab verildi',
      'meeting-declined': 'Vüsal-da ailələrin tanışlığı istəyinə cavab verildi',
    },
    named: {
      'new-match': (name) => `Siz və ${name} cütlük oldunuz`,
      'chat-opened': (name) => `${name} ilə söhbət açıldı`,
      'new-message': (name) => `${name} sizə mesaj yazdı`,
      'incoming-call': (name) => `${name} sizə zəng edir`,
      'chat-sharing-asked': (name) => `${name}: ailə söhbətləri izləyir, cavabınız lazımdır`,
      'meeting-requested': (name) => `${name} ailələrinizin tanış olmasını təklif edir`,
      'meeting-accepted': (name) => `${name} razılaşdı: ailələriniz tanış olacaq`,
      'meeting-declined': (name) => `${name} ailələrin tanışlığı təklifini rədd etdi`,
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
      'meeting-requested': 'A request for your families to meet on Vüsal',
      'meeting-accepted': 'An answer about your families meeting on Vüsal',
      'meeting-declined': 'An answer about your families meeting on Vüsal',
    },
    named: {
      'new-match': (name) => `You and ${name} are a match`,
      'chat-opened': (name) => `Your chat with ${name} is open`,
      'new-message': (name) => `New message from ${name}`,
      'incoming-call': (name) => `${name} is calling you`,
      'chat-sharing-asked': (name) =>
        `${name}: the family follows the conversations, your answer is needed`,
      'meeting-requested': (name) => `${name} asks for your families to meet`,
      'meeting-accepted': (name) => `${name} accepted: your families will meet`,
      'meeting-declined': (name) => `${name} declined the families' meeting`,
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
      'meeting-requested': 'Предложение познакомить ваши семьи на Vüsal',
      'meeting-accepted': 'Ответ на предложение познакомить семьи на Vüsal',
      'meeting-declined': 'Ответ на предложение познакомить семьи на Vüsal',
    },
    named: {
      'new-match': (name) => `У вас пара с ${name}`,
      'chat-opened': (name) => `Чат с ${name} открыт`,
      'new-message': (name) => `Новое сообщение от ${name}`,
      'incoming-call': (name) => `${name} звонит вам`,
      'chat-sharing-asked': (name) => `${name}: семья следит за перепиской, нужен ваш ответ`,
      'meeting-requested': (name) => `${name} предлагает познакомить ваши семьи`,
      'meeting-accepted': (name) => `${name} согласен(на): ваши семьи познакомятся`,
      'meeting-declined': (name) => `${name} отклонил(а) предложение познакомить семьи`,
    },
    digest: summary({
      likes: 'Новые лайки',
      matches: 'пары без ответа',
      messages: 'непрочитанные сообщения',
    }),
  },
};
