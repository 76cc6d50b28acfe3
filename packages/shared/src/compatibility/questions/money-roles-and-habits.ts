import type { CompatibilityQuestion } from '../question-types';

export const moneyRolesAndHabitsQuestions: readonly CompatibilityQuestion[] = [
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
