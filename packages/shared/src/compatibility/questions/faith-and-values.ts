import type { CompatibilityQuestion } from '../question-types';

export const faithAndValuesQuestions: readonly CompatibilityQuestion[] = [
  {
    id: 1,
    topic: 'faith',
    sensitive: true,
    text: {
      en: 'How important is religion in your daily life?',
      az: 'Din gündəlik həyatınızda nə dərəcədə vacibdir?',
      ru: 'Насколько важна религия в вашей повседневной жизни?',
    },
    answers: [
      { en: 'Very important', az: 'Çox vacibdir', ru: 'Очень важна' },
      { en: 'Fairly important', az: 'Xeyli vacibdir', ru: 'Довольно важна' },
      { en: 'Not very important', az: 'O qədər də vacib deyil', ru: 'Не очень важна' },
      { en: 'Not important at all', az: 'Heç vacib deyil', ru: 'Совсем не важна' },
    ],
  },
  {
    id: 2,
    topic: 'faith',
    sensitive: true,
    text: {
      en: 'Do you perform namaz, the daily prayers?',
      az: 'Namaz qılırsınız?',
      ru: 'Совершаете ли вы намаз?',
    },
    answers: [
      { en: 'Yes, five times a day', az: 'Bəli, gündə beş dəfə', ru: 'Да, пять раз в день' },
      { en: 'Sometimes', az: 'Bəzən', ru: 'Иногда' },
      {
        en: 'Only on special days',
        az: 'Yalnız xüsusi günlərdə',
        ru: 'Только в особые дни',
      },
      { en: 'No', az: 'Xeyr', ru: 'Нет' },
    ],
  },
  {
    id: 3,
    topic: 'faith',
    sensitive: true,
    text: {
      en: 'Do you fast during Ramadan?',
      az: 'Ramazan ayında oruc tutursunuz?',
      ru: 'Держите ли вы пост в Рамадан?',
    },
    answers: [
      { en: 'The whole month', az: 'Bütün ay boyu', ru: 'Весь месяц' },
      { en: 'Some days', az: 'Bəzi günlər', ru: 'Некоторые дни' },
      { en: 'No', az: 'Xeyr', ru: 'Нет' },
    ],
  },
  {
    id: 4,
    topic: 'faith',
    sensitive: true,
    text: {
      en: 'Would you marry someone of a different faith?',
      az: 'Başqa dinə mənsub biri ilə ailə qurardınızmı?',
      ru: 'Вступили бы вы в брак с человеком другой веры?',
    },
    answers: [
      { en: 'Yes', az: 'Bəli', ru: 'Да' },
      {
        en: 'Only if we share the same values',
        az: 'Yalnız dəyərlərimiz eyni olsa',
        ru: 'Только если у нас общие ценности',
      },
      { en: 'No', az: 'Xeyr', ru: 'Нет' },
    ],
  },
  {
    id: 5,
    topic: 'faith',
    sensitive: true,
    text: {
      en: 'How do you feel about a wife wearing a headscarf (hijab)?',
      az: 'Qadının hicab örtməsinə necə baxırsınız?',
      ru: 'Как вы относитесь к тому, чтобы жена носила хиджаб?',
    },
    answers: [
      { en: 'She should wear one', az: 'Örtməlidir', ru: 'Она должна его носить' },
      { en: 'It is her own choice', az: 'Bu, onun öz seçimidir', ru: 'Это её собственный выбор' },
      {
        en: 'I would rather she did not',
        az: 'Örtməməsini üstün tuturam',
        ru: 'Лучше без хиджаба',
      },
    ],
  },
  {
    id: 6,
    topic: 'faith',
    sensitive: true,
    text: {
      en: 'Should your children be raised in your faith?',
      az: 'Uşaqlarınız sizin dininizdə böyüməlidirmi?',
      ru: 'Должны ли ваши дети расти в вашей вере?',
    },
    answers: [
      { en: 'Yes', az: 'Bəli', ru: 'Да' },
      {
        en: 'They should choose for themselves',
        az: 'Özləri seçməlidirlər',
        ru: 'Пусть выбирают сами',
      },
      {
        en: 'It does not matter to me',
        az: 'Bu, mənim üçün vacib deyil',
        ru: 'Для меня это не важно',
      },
    ],
  },
  {
    id: 7,
    topic: 'values',
    sensitive: false,
    text: {
      en: 'What matters most to you in a marriage?',
      az: 'Evlilikdə sizin üçün ən vacib olan nədir?',
      ru: 'Что для вас главное в браке?',
    },
    answers: [
      { en: 'Respect', az: 'Hörmət', ru: 'Уважение' },
      { en: 'Love', az: 'Sevgi', ru: 'Любовь' },
      { en: 'Trust', az: 'Etibar', ru: 'Доверие' },
      { en: 'A shared faith', az: 'Ortaq inanc', ru: 'Общая вера' },
      { en: 'Devotion to the family', az: 'Ailəyə bağlılıq', ru: 'Преданность семье' },
    ],
  },
  {
    id: 8,
    topic: 'values',
    sensitive: false,
    text: {
      en: 'How do you settle a disagreement?',
      az: 'Fikir ayrılığını necə həll edirsiniz?',
      ru: 'Как вы решаете разногласия?',
    },
    answers: [
      {
        en: 'We talk it through right away',
        az: 'Dərhal danışıb həll edirik',
        ru: 'Сразу всё обсуждаем',
      },
      {
        en: 'I need some time to calm down first',
        az: 'Əvvəlcə sakitləşməyə vaxt lazımdır',
        ru: 'Сначала мне нужно время успокоиться',
      },
      {
        en: 'We ask the elders of the family for help',
        az: 'Ailənin böyüklərindən kömək istəyirik',
        ru: 'Просим помощи у старших в семье',
      },
    ],
  },
  {
    id: 9,
    topic: 'values',
    sensitive: false,
    text: {
      en: "How important is your partner's education to you?",
      az: 'Həyat yoldaşınızın təhsili sizin üçün nə qədər vacibdir?',
      ru: 'Насколько для вас важно образование партнёра?',
    },
    answers: [
      {
        en: 'Very: a university degree matters',
        az: 'Çox vacibdir: ali təhsil olmalıdır',
        ru: 'Очень: важно высшее образование',
      },
      { en: 'Somewhat', az: 'Müəyyən qədər', ru: 'В какой-то мере' },
      { en: 'Not important', az: 'Vacib deyil', ru: 'Не важно' },
    ],
  },
  {
    id: 10,
    topic: 'values',
    sensitive: false,
    text: {
      en: 'How do you feel about your partner having friends of the opposite sex?',
      az: 'Həyat yoldaşınızın əks cinsdən dostlarının olmasına necə baxırsınız?',
      ru: 'Как вы относитесь к друзьям противоположного пола у партнёра?',
    },
    answers: [
      { en: 'It is fine', az: 'Normal qarşılayıram', ru: 'Нормально' },
      { en: 'Only as acquaintances', az: 'Yalnız tanış kimi', ru: 'Только как к знакомым' },
      {
        en: 'It is not acceptable to me',
        az: 'Mənim üçün qəbuledilməzdir',
        ru: 'Для меня это неприемлемо',
      },
    ],
  },
  {
    id: 11,
    topic: 'values',
    sensitive: false,
    text: {
      en: 'Would you marry someone who has been divorced?',
      az: 'Boşanmış biri ilə ailə qurardınızmı?',
      ru: 'Вступили бы вы в брак с человеком, который был в разводе?',
    },
    answers: [
      { en: 'Yes', az: 'Bəli', ru: 'Да' },
      { en: 'It depends on the reasons', az: 'Səbəbindən asılıdır', ru: 'Зависит от причин' },
      { en: 'No', az: 'Xeyr', ru: 'Нет' },
    ],
  },
];
