import type { CompatibilityQuestion } from '../question-types';

export const childrenAndFamilyQuestions: readonly CompatibilityQuestion[] = [
  {
    id: 12,
    topic: 'children',
    sensitive: false,
    text: { en: 'Do you want children?', az: 'Uşaq istəyirsiniz?', ru: 'Хотите ли вы детей?' },
    answers: [
      { en: 'Yes', az: 'Bəli', ru: 'Да' },
      {
        en: 'Maybe, I am not sure yet',
        az: 'Bəlkə, hələ əmin deyiləm',
        ru: 'Возможно, пока не знаю',
      },
      { en: 'No', az: 'Xeyr', ru: 'Нет' },
      {
        en: 'I have children and would like more',
        az: 'Uşağım var, daha istəyirəm',
        ru: 'Дети есть, хочу ещё',
      },
      {
        en: 'I have children and do not want more',
        az: 'Uşağım var, daha istəmirəm',
        ru: 'Дети есть, больше не хочу',
      },
    ],
  },
  {
    id: 13,
    topic: 'children',
    sensitive: false,
    text: {
      en: 'How many children would you like?',
      az: 'Neçə uşaq istərdiniz?',
      ru: 'Сколько детей вы хотели бы?',
    },
    answers: [
      { en: 'One', az: 'Bir', ru: 'Одного' },
      { en: 'Two', az: 'İki', ru: 'Двоих' },
      { en: 'Three or more', az: 'Üç və ya daha çox', ru: 'Троих или больше' },
      { en: 'As many as God grants', az: 'Allah nə qədər versə', ru: 'Сколько Бог даст' },
      { en: 'I do not want children', az: 'Uşaq istəmirəm', ru: 'Не хочу детей' },
    ],
  },
  {
    id: 14,
    topic: 'children',
    sensitive: false,
    text: {
      en: 'When would you like to have your first child?',
      az: 'İlk uşağınızın nə vaxt dünyaya gəlməsini istərdiniz?',
      ru: 'Когда вы хотели бы первого ребёнка?',
    },
    answers: [
      {
        en: 'In the first year of marriage',
        az: 'Evliliyin ilk ilində',
        ru: 'В первый год брака',
      },
      { en: 'After a few years', az: 'Bir neçə ildən sonra', ru: 'Через несколько лет' },
      {
        en: 'When we are ready financially',
        az: 'Maddi cəhətdən hazır olanda',
        ru: 'Когда будем готовы финансово',
      },
      { en: 'I do not want children', az: 'Uşaq istəmirəm', ru: 'Не хочу детей' },
    ],
  },
  {
    id: 15,
    topic: 'children',
    sensitive: false,
    text: {
      en: 'Would you marry someone who has children from a previous marriage?',
      az: 'Əvvəlki evliliyindən uşağı olan biri ilə ailə qurardınızmı?',
      ru: 'Готовы ли вы к браку с человеком, у которого есть дети от прошлого брака?',
    },
    answers: [
      { en: 'Yes', az: 'Bəli', ru: 'Да' },
      { en: 'It depends on the situation', az: 'Vəziyyətdən asılıdır', ru: 'Зависит от ситуации' },
      { en: 'No', az: 'Xeyr', ru: 'Нет' },
    ],
  },
  {
    id: 16,
    topic: 'children',
    sensitive: false,
    text: {
      en: 'Who should mainly bring up the children?',
      az: 'Uşaqları əsasən kim tərbiyə etməlidir?',
      ru: 'Кто в основном должен воспитывать детей?',
    },
    answers: [
      { en: 'Both parents equally', az: 'Hər iki valideyn bərabər', ru: 'Оба родителя поровну' },
      { en: 'Mostly the mother', az: 'Əsasən ana', ru: 'В основном мама' },
      {
        en: 'The parents, with the grandparents’ help',
        az: 'Valideynlər, nənə-babanın köməyi ilə',
        ru: 'Родители с помощью бабушек и дедушек',
      },
    ],
  },
  {
    id: 17,
    topic: 'parents',
    sensitive: false,
    text: {
      en: 'Where would you like to live after the wedding?',
      az: 'Toydan sonra harada yaşamaq istərdiniz?',
      ru: 'Где вы хотели бы жить после свадьбы?',
    },
    answers: [
      {
        en: 'In our own home',
        az: 'Ayrıca, öz evimizdə',
        ru: 'Отдельно, своим домом',
      },
      {
        en: "With the husband's parents",
        az: 'Oğlan evində, valideynlərlə birgə',
        ru: 'С родителями мужа',
      },
      {
        en: 'With family at first, then on our own',
        az: 'Əvvəlcə ailə ilə, sonra ayrıca',
        ru: 'Сначала с родителями, потом отдельно',
      },
      { en: 'Wherever suits us best', az: 'Necə rahat olsa', ru: 'Как будет удобнее' },
    ],
  },
  {
    id: 18,
    topic: 'parents',
    sensitive: false,
    text: {
      en: "Would you be ready to live with your partner's parents?",
      az: 'Həyat yoldaşınızın valideynləri ilə birgə yaşamağa hazırsınızmı?',
      ru: 'Готовы ли вы жить вместе с родителями своей второй половины?',
    },
    answers: [
      { en: 'Yes, gladly', az: 'Bəli, məmnuniyyətlə', ru: 'Да, с радостью' },
      { en: 'For a while', az: 'Bir müddət', ru: 'Какое-то время' },
      { en: 'No', az: 'Xeyr', ru: 'Нет' },
    ],
  },
  {
    id: 19,
    topic: 'parents',
    sensitive: false,
    text: {
      en: 'When your parents grow old, where should they live?',
      az: 'Valideynləriniz yaşlananda harada yaşamalıdırlar?',
      ru: 'Где должны жить ваши родители, когда состарятся?',
    },
    answers: [
      { en: 'With us', az: 'Bizimlə birgə', ru: 'С нами' },
      {
        en: 'Nearby, in their own home',
        az: 'Yaxınlıqda, öz evlərində',
        ru: 'Рядом, в своём доме',
      },
      {
        en: 'Wherever they prefer',
        az: 'Özləri harada istəsələr',
        ru: 'Где сами захотят',
      },
    ],
  },
  {
    id: 20,
    topic: 'parents',
    sensitive: false,
    text: {
      en: "How much should parents have a say in a couple's decisions?",
      az: 'Cütlüyün qərarlarında valideynlərin sözü nə qədər keçməlidir?',
      ru: 'Насколько родители должны влиять на решения пары?',
    },
    answers: [
      { en: 'A lot: they know best', az: 'Çox: onlar daha yaxşı bilir', ru: 'Сильно: им виднее' },
      {
        en: 'Their advice matters, but we decide',
        az: 'Məsləhətləri vacibdir, amma qərarı biz veririk',
        ru: 'Их совет важен, но решаем мы',
      },
      {
        en: 'The couple decides alone',
        az: 'Qərarı yalnız cütlük verir',
        ru: 'Решает только пара',
      },
    ],
  },
  {
    id: 21,
    topic: 'family',
    sensitive: false,
    text: {
      en: 'How often would you like to see your relatives?',
      az: 'Qohumlarla nə qədər tez-tez görüşmək istərdiniz?',
      ru: 'Как часто вы хотели бы видеться с родственниками?',
    },
    answers: [
      {
        en: 'Every week or more',
        az: 'Hər həftə və ya daha tez-tez',
        ru: 'Каждую неделю или чаще',
      },
      { en: 'A few times a month', az: 'Ayda bir neçə dəfə', ru: 'Несколько раз в месяц' },
      {
        en: 'On holidays and special occasions',
        az: 'Bayramlarda və xüsusi günlərdə',
        ru: 'По праздникам и особым случаям',
      },
    ],
  },
  {
    id: 22,
    topic: 'family',
    sensitive: false,
    text: {
      en: 'How would you like the matchmaking visit, the engagement and the wedding to be?',
      az: 'Elçilik, nişan və toyun necə olmasını istərdiniz?',
      ru: 'Какими вы видите сватовство, помолвку и свадьбу?',
    },
    answers: [
      {
        en: 'With all the traditions',
        az: 'Bütün adət-ənənələrə uyğun',
        ru: 'Со всеми традициями',
      },
      {
        en: 'A modest celebration with close family',
        az: 'Yaxın ailə ilə təvazökar məclis',
        ru: 'Скромное торжество с близкими',
      },
      {
        en: 'A small ceremony, just for us',
        az: 'Yalnız ikimiz üçün kiçik mərasim',
        ru: 'Небольшая церемония только для нас',
      },
    ],
  },
  {
    id: 23,
    topic: 'family',
    sensitive: false,
    text: {
      en: 'How soon would you like to marry?',
      az: 'Nə vaxt ailə qurmaq istərdiniz?',
      ru: 'Как скоро вы хотели бы вступить в брак?',
    },
    answers: [
      { en: 'Within a year', az: 'Bir il ərzində', ru: 'В течение года' },
      { en: 'In one or two years', az: 'Bir-iki ilə', ru: 'Через год-два' },
      {
        en: 'When I meet the right person',
        az: 'Doğru insanla tanış olanda',
        ru: 'Когда встречу своего человека',
      },
    ],
  },
];
