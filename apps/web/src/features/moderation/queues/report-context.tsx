import type { FullProfile } from '@vusal/shared/schemas/profile';
import { useId } from 'react';
import type { FrozenCall, FrozenMessage, ReportContext } from '@vusal/shared/schemas/reports';
import { callLineKey } from '../../../lib/call-line';
import { useCities } from '../../../lib/cities';
import { useTranslation } from '../../../lib/translation';
import { useReport } from '../api/get-report';
import { formatDateTime } from '../../../lib/format-time';
import { LoadError } from '../../../components/staff/load-error';
import { StatusPill } from '../../../components/staff/status-pill';
import { OpenOnDemand } from './queue-card';

/** The free-text fields of a profile: where scams and contact details show (issue 24). */
const textFields = [
  'bio',
  'aboutPartner',
  'profession',
  'education',
  'hobbies',
  'interests',
  'favoriteMovies',
  'lastBookRead',
  'lastTravelDestination',
  'lifestyle',
  'familyPlans',
  'religion',
  'healthLimitations',
  'biggestDream',
  'lifeMotto',
] as const satisfies readonly (keyof FullProfile)[];

const term = 'text-xs font-semibold tracking-wide text-stone-600 uppercase';

/**
 * What a report froze when it was sent (issue 24): the counts, the last messages between the
 * two with the reported one marked, and the profile as others saw it. Loaded when opened.
 */
export function ReportContextDisclosure({ reportId }: { reportId: string }) {
  const { t } = useTranslation();
  return (
    <OpenOnDemand label={t('admin.reports.showContext')}>
      <ReportContextView reportId={reportId} />
    </OpenOnDemand>
  );
}

function ReportContextView({ reportId }: { reportId: string }) {
  const { t } = useTranslation();
  const report = useReport(reportId);
  if (report.isPending) {
    return (
      <p role="status" className="text-sm text-stone-600">
        {t('admin.reports.context.loading')}
      </p>
    );
  }
  if (report.isError) {
    return <LoadError error={report.error} onRetry={() => void report.refetch()} />;
  }
  const { context } = report.data;
  if (!context) {
    return <p className="text-sm text-stone-600">{t('admin.reports.context.none')}</p>;
  }
  return <FrozenContext context={context} />;
}

function FrozenContext({ context }: { context: ReportContext }) {
  const { t } = useTranslation();
  const conversationId = useId();
  const profileId = useId();
  return (
    <div className="grid gap-4">
      <p className="text-sm text-stone-700">
        {t('admin.reports.context.counts', {
          count: context.counts.reports,
          reporters: context.counts.reporters,
        })}{' '}
        <span className="text-stone-600">
          {t('admin.reports.context.frozenAt', {
            time: formatDateTime(context.frozenAt, t),
          })}
        </span>
      </p>
      <section aria-labelledby={conversationId}>
        <h4 id={conversationId} className={term}>
          {t('admin.reports.context.conversation')}
        </h4>
        {context.conversation === null ? (
          <p className="mt-1 text-sm text-stone-600">{t('admin.reports.context.noChat')}</p>
        ) : context.conversation.length === 0 ? (
          <p className="mt-1 text-sm text-stone-600">{t('admin.reports.context.noMessages')}</p>
        ) : (
          <ConversationExcerpt
            messages={context.conversation.map((message) => ({
              ...message,
              body: callLineText(message, t) ?? message.body,
              author: message.from
                ? t(`admin.reports.context.from.${message.from}`)
                : t('admin.reports.context.from.gone'),
              mark: message.isReported ? t('admin.reports.message') : null,
            }))}
          />
        )}
      </section>
      {context.call ? <FrozenCallView call={context.call} /> : null}
      <section aria-labelledby={profileId}>
        <h4 id={profileId} className={term}>
          {t('admin.reports.context.profile')}
        </h4>
        {context.profile ? (
          <FrozenProfile profile={context.profile} />
        ) : (
          <p className="mt-1 text-sm text-stone-600">{t('admin.reports.context.noProfile')}</p>
        )}
      </section>
    </div>
  );
}

/** A message of a read-only excerpt: who wrote it, and the mark of the one decided on. */
/** A missed or declined call's line (issue 40) reads as the chat shows it, not as its code. */
function callLineText(message: FrozenMessage, t: ReturnType<typeof useTranslation>['t']) {
  const key = message.type === 'call' ? callLineKey(message.body) : null;
  return key ? t(key) : null;
}

/** Issue 40: the call the report was sent from: voice or video, how long, how it ended. */
function FrozenCallView({ call }: { call: FrozenCall }) {
  const { t, translateKey } = useTranslation();
  const id = useId();
  return (
    <section aria-labelledby={id}>
      <h4 id={id} className={term}>
        {t('calls.frozenTitle')}
      </h4>
      <p className="mt-1 text-sm text-stone-800">
        {[
          t(call.kind === 'video' ? 'calls.videoCall' : 'calls.voiceCall'),
          t('calls.frozenMinutes', { count: Math.ceil(call.seconds / 60) }),
          translateKey(`calls.ended.${call.endReason}`),
        ].join(' · ')}{' '}
        <time dateTime={call.startedAt} className="text-stone-600">
          {formatDateTime(call.startedAt, t)}
        </time>
      </p>
    </section>
  );
}

export type ExcerptMessage = Pick<
  FrozenMessage,
  'id' | 'body' | 'attachmentName' | 'attachmentUrl' | 'createdAt'
> & {
  author: string;
  mark: string | null;
};

/**
 * A few messages of a chat, oldest first, read-only, the one a decision is about marked: a
 * report's frozen conversation, the chat around a marked message (issue 34, item 4).
 */
export function ConversationExcerpt({ messages }: { messages: readonly ExcerptMessage[] }) {
  return (
    <ol className="mt-2 grid gap-2">
      {messages.map((message) => (
        <ExcerptItem key={message.id} message={message} />
      ))}
    </ol>
  );
}

function ExcerptItem({ message }: { message: ExcerptMessage }) {
  const { t } = useTranslation();
  return (
    <li
      className={`rounded-xl px-3 py-2 text-sm ${
        message.mark ? 'bg-rose-50 ring-2 ring-rose-600' : 'bg-stone-50'
      }`}
    >
      <div className="flex flex-wrap items-center gap-2 text-xs text-stone-600">
        <span className="font-semibold text-stone-800">{message.author}</span>
        <time dateTime={message.createdAt}>{formatDateTime(message.createdAt, t)}</time>
        {message.mark ? <StatusPill tone="rose">{message.mark}</StatusPill> : null}
      </div>
      <p className="mt-1 break-words whitespace-pre-line text-stone-900">
        {message.body ?? message.attachmentName ?? t('admin.reports.fileMessage')}
      </p>
      {message.attachmentUrl ? (
        <EvidenceImage
          url={message.attachmentUrl}
          alt={t('admin.reports.context.image', { name: message.attachmentName ?? '' })}
        />
      ) : null}
    </li>
  );
}

/** A copy kept with the report (SECURITY 38), small, opening the large one in a new tab. */
function EvidenceImage({ url, alt }: { url: string; alt: string }) {
  return (
    <a href={url} target="_blank" rel="noreferrer" className="mt-2 inline-block">
      <img
        src={`${url}?size=small`}
        alt={alt}
        className="h-24 w-24 rounded-lg object-cover ring-1 ring-stone-200"
      />
    </a>
  );
}

/**
 * Reports sent before they kept their photos froze links to the member's current photos,
 * which are not what was reported: only the kept copies are shown.
 */
const isEvidence = (url: string) => url.startsWith('/api/admin/reports/');

function FrozenProfile({ profile }: { profile: FullProfile }) {
  const { t } = useTranslation();
  const { nameOf } = useCities();
  const captionId = useId();
  const shown = textFields.filter((field) => profile[field]);
  const photos = profile.photos.filter(isEvidence);
  return (
    <>
      {photos.length ? (
        <figure aria-labelledby={captionId} className="mt-2">
          <figcaption id={captionId} className="text-sm text-stone-700">
            {t('admin.reports.context.photos')}
          </figcaption>
          <div className="flex flex-wrap gap-2">
            {photos.map((url, index) => (
              <EvidenceImage
                key={url}
                url={url}
                alt={t('admin.reports.context.photo', { number: index + 1 })}
              />
            ))}
          </div>
        </figure>
      ) : null}
      <dl className="mt-2 grid gap-2 text-sm text-stone-800 sm:grid-cols-2">
        <div>
          <dt className={term}>{t('admin.reports.context.name')}</dt>
          <dd>{profile.fullName}</dd>
        </div>
        <div>
          <dt className={term}>{t('profile.view.fields.age')}</dt>
          <dd>{profile.age ?? '—'}</dd>
        </div>
        <div>
          <dt className={term}>{t('profile.view.fields.city')}</dt>
          <dd>{profile.city ? nameOf(profile.city) : '—'}</dd>
        </div>
        {shown.map((field) => (
          <div key={field} className="sm:col-span-2">
            <dt className={term}>{t(`profile.view.fields.${field}`)}</dt>
            <dd className="break-words whitespace-pre-line">{profile[field]}</dd>
          </div>
        ))}
      </dl>
    </>
  );
}
