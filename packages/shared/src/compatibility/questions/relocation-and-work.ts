import type { CompatibilityQuestion } from '../question-types';

export const relocationAndWorkQuestions: readonly CompatibilityQuestion[] = [
  {
    id: 24,
    topic: 'relocation',
    sensitive: false,
    text: {
      en: 'Would you move to another city in Azerbaijan for your partner?',
      az: 'Həyat yoldaşınız üçün Azərbaycanın başqa şəhərinə köçərdinizmi?',
      ru: 'Переехали бы вы ради партнёра в другой город Азербайджана?',
    },
    answers: [
      { en: 'Yes', az: 'Bəli', ru: 'Да' },
      { en: 'Possibly', az: 'Ola bilər', ru: 'Возможно' },
      { en: 'No', az: 'Xeyr', ru: 'Нет' },
    ],
  },
  {
    id: 25,
    topic: 'relocation',
    sensitive: false,
    text: {
      en: 'Would you move abroad after marriage?',
      az: 'Evlilikdən sonra xaricə köçərdinizmi?',
      ru: 'Переехали бы вы за границу после свадьбы?',
    },
    answers: [
      { en: 'Yes, I would like to', az: 'Bəli, istərdim', ru: 'Да, с удовольствием' },
      {
        en: 'If there were a good reason',
        az: 'Ciddi səbəb olsa',
        ru: 'Если будет веская причина',
      },
      {
        en: 'No, I want to stay in Azerbaijan',
        az: 'Xeyr, Azərbaycanda qalmaq istəyirəm',
        ru: 'Нет, хочу остаться в Азербайджане',
      },
    ],
  },
  {
    id: 26,
    topic: 'relocation',
    sensitive: false,
    text: {
      en: 'Where would you like to live in the long run?',
      az: 'Uzun müddətdə harada yaşamaq istərdiniz?',
      ru: 'Где вы хотели бы жить в долгосрочной перспективе?',
    },
    answers: [
      { en: 'In Baku', az: 'Bakıda', ru: 'В Баку' },
      { en: 'In my home region', az: 'Doğulduğum bölgədə', ru: 'В родном регионе' },
      { en: 'Abroad', az: 'Xaricdə', ru: 'За границей' },
      {
        en: 'Anywhere, as long as we are together',
        az: 'Birlikdə olduğumuz hər yerdə',
        ru: 'Где угодно, лишь бы вместе',
      },
    ],
  },
  {
    id: 27,
    topic: 'work',
    sensitive: false,
    text: {
      en: 'Should a wife work after marriage?',
      az: 'Sizcə, qadın ailə qurduqdan sonra işləməlidirmi?',
      ru: 'Должна ли жена работать после свадьбы?',
    },
    answers: [
      { en: 'Yes, if she wants to', az: 'Bəli, istəyirsə', ru: 'Да, если хочет' },
      {
        en: 'Only until the children are born',
        az: 'Yalnız uşaqlar dünyaya gələnə qədər',
        ru: 'Только до рождения детей',
      },
      { en: 'Only part-time', az: 'Yalnız yarımştat', ru: 'Только неполный день' },
      {
        en: 'No, the family comes first',
        az: 'Xeyr, ailə hər şeydən önəmlidir',
        ru: 'Нет, семья важнее',
      },
    ],
  },
  {
    id: 28,
    topic: 'work',
    sensitive: false,
    text: {
      en: 'How important is your career to you?',
      az: 'Karyeranız sizin üçün nə qədər vacibdir?',
      ru: 'Насколько для вас важна карьера?',
    },
    answers: [
      {
        en: 'Very: it is a big part of my life',
        az: 'Çox: həyatımın böyük hissəsidir',
        ru: 'Очень: это большая часть моей жизни',
      },
      {
        en: 'Important, but the family comes first',
        az: 'Vacibdir, amma ailə birinci yerdədir',
        ru: 'Важна, но семья на первом месте',
      },
      {
        en: 'Work is a way to earn a living',
        az: 'İş sadəcə dolanışıq üçündür',
        ru: 'Работа — лишь способ заработать',
      },
    ],
  },
  {
    id: 29,
    topic: 'work',
    sensitive: false,
    text: {
      en: 'How would you feel if your partner often travelled for work?',
      az: 'Həyat yoldaşınızın tez-tez ezamiyyətə getməsinə necə baxırsınız?',
      ru: 'Как вы отнесётесь к частым командировкам партнёра?',
    },
    answers: [
      { en: 'That is fine', az: 'Normal qarşılayıram', ru: 'Нормально' },
      { en: 'Now and then is fine', az: 'Arabir olsa, olar', ru: 'Иногда — можно' },
      { en: 'I would be against it', az: 'Razı deyiləm', ru: 'Я против' },
    ],
  },
];
