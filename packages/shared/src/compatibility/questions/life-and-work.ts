import type { CompatibilityQuestion } from '../question-types';

export const lifeAndWorkQuestions: readonly CompatibilityQuestion[] = [
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
  {
    id: 30,
    topic: 'money',
    sensitive: false,
    text: {
      en: 'Who should provide for the family?',
      az: 'Ailəni kim dolandırmalıdır?',
      ru: 'Кто должен обеспечивать семью?',
    },
    answers: [
      { en: 'Mainly the husband', az: 'Əsasən kişi', ru: 'В основном муж' },
      { en: 'Both, together', az: 'Hər ikisi birlikdə', ru: 'Оба вместе' },
      { en: 'Whoever earns more', az: 'Kim çox qazanırsa', ru: 'Тот, кто больше зарабатывает' },
    ],
  },
  {
    id: 31,
    topic: 'money',
    sensitive: false,
    text: {
      en: 'How should a couple manage their money?',
      az: 'Ailədə pul necə idarə olunmalıdır?',
      ru: 'Как паре распоряжаться деньгами?',
    },
    answers: [
      { en: 'One shared budget', az: 'Bir ümumi büdcə', ru: 'Один общий бюджет' },
      {
        en: 'A shared budget and some personal money',
        az: 'Ümumi büdcə və şəxsi xərclik',
        ru: 'Общий бюджет и личные деньги',
      },
      {
        en: 'Each keeps their own',
        az: 'Hər kəs öz pulunu özü idarə edir',
        ru: 'У каждого свои',
      },
    ],
  },
  {
    id: 32,
    topic: 'money',
    sensitive: false,
    text: {
      en: 'Are you more of a saver or a spender?',
      az: 'Siz daha çox qənaətcilsiniz, yoxsa xərcləməyi sevirsiniz?',
      ru: 'Вы скорее экономный человек или любите тратить?',
    },
    answers: [
      { en: 'I save carefully', az: 'Diqqətlə qənaət edirəm', ru: 'Тщательно коплю' },
      { en: 'A bit of both', az: 'Tarazlığı qoruyuram', ru: 'Соблюдаю баланс' },
      {
        en: 'I like to spend and enjoy the moment',
        az: 'Anı yaşayıb xərcləməyi sevirəm',
        ru: 'Люблю тратить и жить моментом',
      },
    ],
  },
  {
    id: 33,
    topic: 'money',
    sensitive: false,
    text: {
      en: 'How do you feel about a loan for a home or a car?',
      az: 'Ev və ya maşın üçün kredit götürməyə necə baxırsınız?',
      ru: 'Как вы относитесь к кредиту на жильё или машину?',
    },
    answers: [
      { en: 'It is normal', az: 'Normal haldır', ru: 'Это нормально' },
      {
        en: 'Only if there is no other way',
        az: 'Yalnız başqa yol olmasa',
        ru: 'Только если нет другого выхода',
      },
      { en: 'I avoid loans', az: 'Kreditdən uzaq dururam', ru: 'Избегаю кредитов' },
    ],
  },
  {
    id: 34,
    topic: 'roles',
    sensitive: false,
    text: {
      en: 'Who should do the housework?',
      az: 'Ev işlərini kim görməlidir?',
      ru: 'Кто должен заниматься домашними делами?',
    },
    answers: [
      { en: 'We share it equally', az: 'Bərabər bölüşürük', ru: 'Делим поровну' },
      { en: 'Mostly the wife', az: 'Əsasən qadın', ru: 'В основном жена' },
      { en: 'Whoever has more time', az: 'Kimin vaxtı çoxdursa', ru: 'Тот, у кого больше времени' },
      { en: 'We get help at home', az: 'Köməkçi tuturuq', ru: 'Нанимаем помощницу' },
    ],
  },
  {
    id: 35,
    topic: 'roles',
    sensitive: false,
    text: {
      en: 'Who should have the final word in important family decisions?',
      az: 'Ailənin vacib qərarlarında son sözü kim deməlidir?',
      ru: 'За кем последнее слово в важных семейных решениях?',
    },
    answers: [
      { en: 'The husband', az: 'Kişi', ru: 'За мужем' },
      { en: 'We decide together', az: 'Birlikdə qərar veririk', ru: 'Решаем вместе' },
      {
        en: 'Whoever knows the matter better',
        az: 'Məsələni kim daha yaxşı bilirsə',
        ru: 'За тем, кто лучше разбирается',
      },
    ],
  },
  {
    id: 36,
    topic: 'habits',
    sensitive: false,
    text: { en: 'Do you smoke?', az: 'Siqaret çəkirsiniz?', ru: 'Вы курите?' },
    answers: [
      { en: 'No', az: 'Xeyr', ru: 'Нет' },
      { en: 'Sometimes', az: 'Bəzən', ru: 'Иногда' },
      { en: 'Yes', az: 'Bəli', ru: 'Да' },
      { en: 'I am trying to quit', az: 'Tərgitməyə çalışıram', ru: 'Пытаюсь бросить' },
    ],
  },
  {
    id: 37,
    topic: 'habits',
    sensitive: false,
    text: { en: 'Do you smoke hookah?', az: 'Qəlyan çəkirsiniz?', ru: 'Курите ли вы кальян?' },
    answers: [
      { en: 'No', az: 'Xeyr', ru: 'Нет' },
      { en: 'Sometimes, with friends', az: 'Bəzən, dostlarla', ru: 'Иногда, в компании' },
      { en: 'Yes, often', az: 'Bəli, tez-tez', ru: 'Да, часто' },
    ],
  },
  {
    id: 38,
    topic: 'habits',
    sensitive: true,
    text: {
      en: 'Do you drink alcohol?',
      az: 'Spirtli içki içirsiniz?',
      ru: 'Вы употребляете алкоголь?',
    },
    answers: [
      { en: 'Never', az: 'Heç vaxt', ru: 'Никогда' },
      {
        en: 'Rarely, on special occasions',
        az: 'Nadir hallarda, xüsusi günlərdə',
        ru: 'Редко, по особым случаям',
      },
      { en: 'Sometimes', az: 'Bəzən', ru: 'Иногда' },
      { en: 'Regularly', az: 'Müntəzəm', ru: 'Регулярно' },
    ],
  },
  {
    id: 39,
    topic: 'habits',
    sensitive: false,
    text: {
      en: 'How do you like to spend your weekends?',
      az: 'Həftə sonlarını necə keçirməyi sevirsiniz?',
      ru: 'Как вы любите проводить выходные?',
    },
    answers: [
      { en: 'At home with family', az: 'Evdə, ailə ilə', ru: 'Дома с семьёй' },
      { en: 'Out with friends', az: 'Dostlarla bayırda', ru: 'С друзьями вне дома' },
      {
        en: 'Outdoors or travelling',
        az: 'Təbiətdə və ya səyahətdə',
        ru: 'На природе или в поездках',
      },
      { en: 'Resting on my own', az: 'Tək, dincələrək', ru: 'Отдыхаю в одиночестве' },
    ],
  },
  {
    id: 40,
    topic: 'habits',
    sensitive: false,
    text: {
      en: 'Would you like a pet at home?',
      az: 'Evdə ev heyvanı saxlamaq istərdiniz?',
      ru: 'Хотели бы вы завести домашнее животное?',
    },
    answers: [
      { en: 'Yes', az: 'Bəli', ru: 'Да' },
      { en: 'Maybe', az: 'Ola bilər', ru: 'Возможно' },
      { en: 'No', az: 'Xeyr', ru: 'Нет' },
    ],
  },
];
