import type { AccountLanguage } from '@vusal/shared/catalog/countries';
import type { StoredObject } from '../../infra/storage/storage.types';
import { shortName } from '../members';
import type { ArchiveMedia, ArchiveText } from './export-archive';
import type { ExportDataQueries } from './export-data.queries';
import { readme } from './export-readme';

/** A stored key's extension: keys are random, but their extension is the file's type. */
const extensionOf = (key: string) => key.slice(key.lastIndexOf('.') + 1);

/** Decision 018: a member shows in full only to a live match, else as "Aysel M.". */
const seenName = (name: string | null, matched: boolean) =>
  name === null ? null : matched ? name : shortName(name);

const json = (value: unknown) => `${JSON.stringify(value, null, 2)}\n`;

/**
 * Everything the member may take away (issue 36, item 5): their own data, and of others only
 * what they could see: names as shown, and what was written to them in their chats.
 */
export async function collectExport(
  data: ExportDataQueries,
  read: (key: string) => Promise<StoredObject | null>,
  userId: string,
  language: AccountLanguage,
  madeAt: Date,
): Promise<{ media: ArchiveMedia[]; texts: (included: ReadonlySet<string>) => ArchiveText[] }> {
  const account = await data.account(userId);
  if (!account) throw new Error('data export of a missing account');
  const { profileId, profile, ...own } = account;
  const [photos, selfies, answers, preferences, likes, matches, reports, pushes, visits, family] =
    await Promise.all([
      profileId ? data.photos(profileId) : [],
      data.verifications(userId),
      data.answers(userId),
      data.preferences(userId),
      data.likesGiven(userId),
      data.matches(userId),
      data.reportsMade(userId),
      data.pushSubscriptions(userId),
      Promise.all([data.visitsMade(userId), data.visitsReceived(userId)]),
      data.family(userId, madeAt),
    ]);
  const conversations = await Promise.all(
    matches.map(async (match) => ({ match, messages: await data.messages(match.id) })),
  );

  const media: ArchiveMedia[] = [];
  const mediaFile = (key: string, name: string) => {
    media.push({ name, read: () => read(key) });
    return name;
  };
  const photoFiles = photos.map(({ key, ...photo }, index) => ({
    ...photo,
    file: mediaFile(key, `photos/${index + 1}.${extensionOf(key)}`),
  }));
  const selfieFiles = selfies.map(({ key, ...selfie }, index) => ({
    ...selfie,
    file: key ? mediaFile(key, `selfies/${index + 1}.${extensionOf(key)}`) : null,
  }));
  const chats = conversations.map(({ match, messages }) => ({
    name: `messages/${match.id}.json`,
    messages: messages.map(({ attachmentKey: key, senderId, ...message }) => ({
      id: message.id,
      from: senderId === userId ? 'me' : senderId ? 'them' : 'deleted-user',
      type: message.type,
      text: message.body,
      attachment: key
        ? {
            name: message.attachmentName,
            type: message.attachmentMime,
            size: message.attachmentSize,
            file: mediaFile(key, `attachments/${message.id}.${extensionOf(key)}`),
          }
        : null,
      sentAt: message.createdAt,
      // Whether the other member read a message is theirs to share (decision 014).
      readAt: senderId === userId ? undefined : message.readAt,
    })),
  }));

  const texts = (included: ReadonlySet<string>): ArchiveText[] => {
    const present = (file: string | null) => (file && included.has(file) ? file : null);
    return [
      { name: 'README.txt', text: readme(language, madeAt) },
      {
        name: 'profile.json',
        text: json({
          account: own,
          profile,
          photos: photoFiles.map((photo) => ({ ...photo, file: present(photo.file) })),
          verifications: selfieFiles.map((selfie) => ({ ...selfie, file: present(selfie.file) })),
        }),
      },
      { name: 'answers.json', text: json(answers) },
      { name: 'preferences.json', text: json(preferences ?? null) },
      {
        name: 'likes-given.json',
        text: json(
          likes.map(({ name, matched, ...like }) => ({ name: seenName(name, matched), ...like })),
        ),
      },
      {
        name: 'matches.json',
        text: json(
          matches.map(({ name, ...match }) => ({
            ...match,
            name: seenName(name, match.endedAt === null),
            messagesFile: `messages/${match.id}.json`,
          })),
        ),
      },
      ...chats.map((chat) => ({
        name: chat.name,
        text: json(
          chat.messages.map((message) =>
            message.attachment
              ? {
                  ...message,
                  attachment: { ...message.attachment, file: present(message.attachment.file) },
                }
              : message,
          ),
        ),
      })),
      {
        name: 'reports-made.json',
        text: json(
          reports.map(({ name, matched, ...report }) => ({
            name: seenName(name, matched),
            ...report,
          })),
        ),
      },
      {
        name: 'visits.json',
        text: json({
          made: visits[0].map(({ name, matched, ...visit }) => ({
            name: seenName(name, matched),
            ...visit,
          })),
          received: visits[1].map(({ name, matched, ...visit }) => ({
            name: seenName(name, matched),
            ...visit,
          })),
        }),
      },
      { name: 'family.json', text: json(family) },
      {
        name: 'consents.json',
        text: json({
          terms: { version: own.termsVersion, acceptedAt: own.termsAcceptedAt },
          pushSubscriptions: pushes,
          emailNotices: preferences?.receiveNotifications ?? true,
          sensitiveAnswersInScore: answers
            .filter((answer) => answer.useInScore)
            .map((answer) => answer.questionId),
          chatAnswers: matches.map((match) => ({ matchId: match.id, answer: match.myChatAnswer })),
        }),
      },
    ];
  };
  return { media, texts };
}
