import type { Language } from './countries';

/**
 * The demo profiles' bios, each in the three interface languages, so a demo profile reads in
 * the language of the screen (issue 22). The seed stores one of the versions (the one the
 * bio was first written in); `demoBioIn` finds it again and returns the screen's version.
 */
export const demoBios = [
  {
    az: 'Bakıda yaşayıram, kitab oxumağı və dəniz kənarında gəzməyi sevirəm. Səmimi münasibət axtarıram.',
    en: 'I live in Baku and love reading and walking by the sea. I am looking for a sincere relationship.',
    ru: 'Живу в Баку, люблю читать и гулять у моря. Ищу искренние отношения.',
  },
  {
    az: 'Həyatı sadə və dürüst yaşamağa çalışıram. Ailə dəyərlərinə böyük önəm verirəm.',
    en: 'I try to live simply and honestly. Family values matter a great deal to me.',
    ru: 'Стараюсь жить просто и честно. Семейные ценности для меня очень важны.',
  },
  {
    az: 'Səyahət etməyi, yeni yerlər kəşf etməyi sevirəm. Dünyanı birlikdə gəzəcəyim insanı axtarıram.',
    en: 'I love travelling and discovering new places. I am looking for someone to see the world with.',
    ru: 'Люблю путешествовать и открывать новые места. Ищу человека, с которым увижу мир.',
  },
  {
    az: 'İşimi sevirəm, amma axşamları ailəm və dostlarımla keçirməyi daha çox sevirəm.',
    en: 'I love my work, but I love evenings with my family and friends even more.',
    ru: 'Люблю свою работу, но вечера с семьёй и друзьями люблю ещё больше.',
  },
  {
    az: 'Musiqi mənim üçün hər şeydir, xüsusilə muğam və caz. Gülərüz insanlarla tanış olmaq istəyirəm.',
    en: 'Music is everything to me, especially mugham and jazz. I would like to meet cheerful people.',
    ru: 'Музыка для меня — всё, особенно мугам и джаз. Хочу познакомиться с жизнерадостными людьми.',
  },
  {
    az: 'İdmanla məşğul oluram, sağlam həyat tərzinə üstünlük verirəm. Həyata pozitiv baxıram.',
    en: 'I do sports and prefer a healthy way of life. I look at life with optimism.',
    ru: 'Занимаюсь спортом и предпочитаю здоровый образ жизни. Смотрю на жизнь с оптимизмом.',
  },
  {
    az: 'Yemək bişirməyi və qonaq qəbul etməyi sevirəm. Hörmət və səmimiyyət mənim üçün vacibdir.',
    en: 'I love cooking and having guests over. Respect and sincerity matter to me.',
    ru: 'Люблю готовить и принимать гостей. Для меня важны уважение и искренность.',
  },
  {
    az: 'Təbiəti, dağları və təmiz havanı sevirəm. Həftəsonları tez-tez bölgələrə gedirəm.',
    en: 'I love nature, the mountains and fresh air. At weekends I often go to the regions.',
    ru: 'Люблю природу, горы и свежий воздух. По выходным часто езжу в регионы.',
  },
  {
    az: 'Sakit, düşüncəli və məsuliyyətli biriyəm. Uzunmüddətli, ciddi münasibət axtarıram.',
    en: 'I am calm, thoughtful and responsible. I am looking for a long, serious relationship.',
    ru: 'Я спокойный, вдумчивый и ответственный человек. Ищу долгие, серьёзные отношения.',
  },
  {
    az: 'Yeni dillər öyrənməyi və fərqli mədəniyyətləri tanımağı sevirəm.',
    en: 'I love learning new languages and getting to know other cultures.',
    ru: 'Люблю учить новые языки и знакомиться с другими культурами.',
  },
  {
    az: 'Həyatda ən çox dürüstlüyü və sadiqliyi qiymətləndirirəm.',
    en: 'What I value most in life is honesty and loyalty.',
    ru: 'Больше всего в жизни ценю честность и верность.',
  },
  {
    az: 'Film izləməyi, şahmat oynamağı və uzun söhbətləri sevirəm.',
    en: 'I love watching films, playing chess and long conversations.',
    ru: 'Люблю смотреть фильмы, играть в шахматы и долгие разговоры.',
  },
  {
    az: 'Gündüz mühəndisəm, axşamlar həvəskar aşpaz. Dadlı yeməyi və uzun söhbətləri bölüşəcəyim mehriban birini axtarıram.',
    en: 'Engineer by day, amateur cook by night. Looking for someone kind to share good food and long talks with.',
    ru: 'Днём инженер, вечером повар-любитель. Ищу доброго человека, с которым можно разделить вкусную еду и долгие разговоры.',
  },
  {
    az: 'Xəzər sahilini, köhnə filmləri və çaylı sakit səhərləri sevirəm.',
    en: 'I love the Caspian seaside, old films and quiet mornings with tea.',
    ru: 'Люблю берег Каспия, старые фильмы и тихие утра за чаем.',
  },
  {
    az: 'Ailə mənim üçün çox vacibdir. Ciddi, dürüst münasibət axtarıram.',
    en: 'Family matters a lot to me. I am looking for a serious, honest relationship.',
    ru: 'Семья для меня очень важна. Ищу серьёзные, честные отношения.',
  },
  {
    az: 'Səyyah, kitabsevər, arabir qaçışçı. Sizi son dəfə təəccübləndirən yer haqqında danışın.',
    en: 'Traveller, reader, occasional runner. Tell me about the last place that surprised you.',
    ru: 'Путешественник, читатель, иногда бегун. Расскажите о последнем месте, которое вас удивило.',
  },
  {
    az: 'Sakit, maraqlı və bir az zarafatcılam. Görək, anlaşa biləcəyikmi.',
    en: 'Calm, curious and a little bit funny. Let us see if we get along.',
    ru: 'Спокойный, любознательный и немного весёлый. Посмотрим, найдём ли мы общий язык.',
  },
  {
    az: 'Səhiyyədə çalışıram və mehribanlığı hər şeydən üstün tuturam.',
    en: 'I work in healthcare and value kindness above everything else.',
    ru: 'Работаю в здравоохранении и ценю доброту превыше всего.',
  },
  {
    az: 'Həftəsonları dağ yürüşü, həftə içi qəhvə həvəskarı. Səmimi biri ilə tanış olmaq istəyirəm.',
    en: 'Weekend hiker, weekday coffee enthusiast. Hoping to meet someone genuine.',
    ru: 'По выходным хожу в походы, по будням люблю кофе. Надеюсь встретить искреннего человека.',
  },
  {
    az: 'Musiqi, kitablar və xoş söhbət: mükəmməl axşam mənim üçün budur.',
    en: 'Music, books and good company: that is my idea of a perfect evening.',
    ru: 'Музыка, книги и приятная компания — вот мой идеальный вечер.',
  },
  {
    az: 'Hörmətə, səbrə və birlikdə nəsə qurmağa inanıram.',
    en: 'I believe in respect, patience and building something together.',
    ru: 'Я верю в уважение, терпение и в то, чтобы строить что-то вместе.',
  },
  {
    az: 'Şəhərdə yeniyəm, əvvəlcə dostluğa açığam. Sonrasını görərik.',
    en: 'New to the city and open to friendship first. We will see where it goes.',
    ru: 'Я недавно в городе и для начала открыт(а) для дружбы. А там посмотрим.',
  },
] as const satisfies readonly Record<Language, string>[];

/** The bio as it was seeded: the first twelve were written in Azerbaijani, the rest in English. */
export const seededDemoBios: readonly string[] = demoBios.map((bio, index) =>
  index < 12 ? bio.az : bio.en,
);

const byText = new Map<string, Record<Language, string>>(
  demoBios.flatMap((bio) => [bio.az, bio.en, bio.ru].map((text) => [text, bio] as const)),
);

/** A demo profile's bio in `language`; any other text (or none) is returned as it is. */
export function demoBioIn(bio: string | null, language: Language): string | null {
  return bio === null ? null : (byText.get(bio)?.[language] ?? bio);
}
