import { relationWords } from './family-invitation';
import { greeting } from './format';
import type { MailCopyByLanguage } from './mail-copy';

/**
 * Issue 39, item 2 (decision 051): the other member's family follows their conversations, and
 * the chat opens only once the reader of this mail answers. The relation is a label, not a
 * pronoun, as on the site; what a decline does is said before they choose.
 */
export const chatSharingAsked: MailCopyByLanguage<'chat-sharing-asked'> = {
  az: ({ name, otherName, relation, sharingRequired, link, settingsLink }) => ({
    subject: `${otherName}: ailə söhbətləri izləyir, cavabınız lazımdır`,
    heading: 'Söhbət cavabınızı gözləyir',
    paragraphs: [
      greeting('az', name),
      `${otherName} ilə ikiniz də "bəli" dediniz. ${otherName} axtarışını ailəsi ilə birlikdə aparır: ailə üzvü (${relationWords.az[relation]}) bu söhbətin mesajlarını oxuyacaq.`,
      sharingRequired
        ? 'Söhbət yalnız siz razılaşsanız açılacaq. Razılaşmasanız, söhbət açılmayacaq.'
        : 'Söhbət siz cavab verdikdən sonra açılacaq. Razılaşmasanız, söhbət nüsxəsiz açılacaq.',
    ],
    action: { label: 'Cavab verin', url: link },
    footer: 'Bu məktubu aldınız, çünki saytda olmadığınız vaxt bir söhbət cavabınızı gözləyir.',
    footerLink: { label: 'Bildiriş parametrləri', url: settingsLink },
  }),
  en: ({ name, otherName, relation, sharingRequired, link, settingsLink }) => ({
    subject: `${otherName}: the family follows the conversations, your answer is needed`,
    heading: 'A chat waits for your answer',
    paragraphs: [
      greeting('en', name),
      `You and ${otherName} both said yes. ${otherName}'s family follows the conversations: a relative (${relationWords.en[relation]}) will read the messages of this chat.`,
      sharingRequired
        ? 'The chat opens only if you accept. If you decline, it will not open.'
        : 'The chat opens once you answer. If you decline, it opens without copies.',
    ],
    action: { label: 'Answer now', url: link },
    footer: 'You received this e-mail because a chat waits for your answer while you are away.',
    footerLink: { label: 'Notification settings', url: settingsLink },
  }),
  ru: ({ name, otherName, relation, sharingRequired, link, settingsLink }) => ({
    subject: `${otherName}: семья следит за перепиской, нужен ваш ответ`,
    heading: 'Чат ждёт вашего ответа',
    paragraphs: [
      greeting('ru', name),
      `Вы и ${otherName} оба сказали «да». Семья следит за перепиской: родственник (${relationWords.ru[relation]}) будет читать сообщения этого чата.`,
      sharingRequired
        ? 'Чат откроется, только если вы согласитесь. Если откажетесь, он не откроется.'
        : 'Чат откроется, когда вы ответите. Если откажетесь, он откроется без копий.',
    ],
    action: { label: 'Ответить', url: link },
    footer: 'Вы получили это письмо, потому что чат ждёт вашего ответа, пока вас нет на сайте.',
    footerLink: { label: 'Настройки уведомлений', url: settingsLink },
  }),
};
