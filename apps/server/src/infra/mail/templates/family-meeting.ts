import { greeting } from './format';
import type { MailCopyByLanguage } from './mail-copy';

/**
 * Issue 39, item 4 (decisions 052, 056): the other member asks for the families to meet, or
 * answered such a request. The dates, city and note stay in the chat, as a message's words do.
 */
export const familyMeeting: MailCopyByLanguage<'family-meeting'> = {
  az: ({ name, otherName, news, link, settingsLink }) => ({
    subject: {
      requested: `${otherName} ailələrinizin tanış olmasını təklif edir`,
      accepted: `${otherName} razılaşdı: ailələriniz tanış olacaq`,
      declined: `${otherName} ailələrin tanışlığı təklifini rədd etdi`,
    }[news],
    heading: 'Ailələrin tanışlığı',
    paragraphs: [
      greeting('az', name),
      {
        requested: `${otherName} ailələrinizin tanış olmasını təklif edir. Tarixləri, şəhəri və qeydi söhbətdə görəcəksiniz; təklifi orada qəbul və ya rədd edə bilərsiniz.`,
        accepted: `${otherName} ailələrinizin tanış olması təklifinizi qəbul etdi.`,
        declined: `${otherName} ailələrinizin tanış olması təklifinizi rədd etdi.`,
      }[news],
    ],
    action: { label: 'Söhbəti açın', url: link },
    footer:
      'Bu məktubu aldınız, çünki saytda olmadığınız vaxt ailələrin tanışlığı ilə bağlı xəbər gəldi.',
    footerLink: { label: 'Bildiriş parametrləri', url: settingsLink },
  }),
  en: ({ name, otherName, news, link, settingsLink }) => ({
    subject: {
      requested: `${otherName} asks for your families to meet`,
      accepted: `${otherName} accepted: your families will meet`,
      declined: `${otherName} declined the families' meeting`,
    }[news],
    heading: 'Let our families meet',
    paragraphs: [
      greeting('en', name),
      {
        requested: `${otherName} asks for your families to meet. The dates, the city and the note are in your chat, where you can accept or decline.`,
        accepted: `${otherName} accepted your request for your families to meet.`,
        declined: `${otherName} declined your request for your families to meet.`,
      }[news],
    ],
    action: { label: 'Open the chat', url: link },
    footer:
      "You received this e-mail because there was news of your families' meeting while you were away.",
    footerLink: { label: 'Notification settings', url: settingsLink },
  }),
  ru: ({ name, otherName, news, link, settingsLink }) => ({
    subject: {
      requested: `${otherName} предлагает познакомить ваши семьи`,
      accepted: `${otherName} согласен(на): ваши семьи познакомятся`,
      declined: `${otherName} отклонил(а) предложение познакомить семьи`,
    }[news],
    heading: 'Знакомство семей',
    paragraphs: [
      greeting('ru', name),
      {
        requested: `${otherName} предлагает познакомить ваши семьи. Даты, город и комментарий — в чате, там же можно принять или отклонить предложение.`,
        accepted: `${otherName} принял(а) ваше предложение познакомить семьи.`,
        declined: `${otherName} отклонил(а) ваше предложение познакомить семьи.`,
      }[news],
    ],
    action: { label: 'Открыть чат', url: link },
    footer:
      'Вы получили это письмо, потому что, пока вас не было на сайте, пришла новость о знакомстве семей.',
    footerLink: { label: 'Настройки уведомлений', url: settingsLink },
  }),
};
