import type { FollowedMember } from '@vusal/shared/schemas/family';
import { ArrowLeft } from 'lucide-react';
import { Link } from 'react-router';
import { MemberPhoto } from '../../../components/member/member-photo';
import { AppPage, PageTitle, Surface } from '../../../components/ui/app-page';
import { ListEmpty, ListError, ListSkeleton } from '../../../components/ui/list-states';
import { useErrorReason } from '../../../lib/action-error';
import { formatDateTime } from '../../../lib/format-time';
import { useLocale } from '../../../lib/use-locale';
import { useTranslation } from '../../../lib/translation';
import { useFollowedMembers, useMemberFeed, useMemberMatches } from '../api/guardian-home';

/** The followed member's matches (with `seesMatches`), read-only. */
function MatchesSection({ member }: { member: FollowedMember }) {
  const { t } = useTranslation();
  const reason = useErrorReason();
  const matches = useMemberMatches(member.memberId, member.seesMatches);
  const id = 'guardian-matches-title';
  return (
    <Surface labelledBy={id} className="mt-6">
      <h2 id={id} className="text-lg font-bold text-stone-900">
        {t('guardian.matches.title')}
      </h2>
      {!member.seesMatches ? (
        <p className="mt-2 text-sm text-stone-600">
          {t('guardian.matches.off', { name: member.firstName })}
        </p>
      ) : matches.isPending ? (
        <ListSkeleton label={t('guardian.loading')} rows={2} />
      ) : matches.isError ? (
        <ListError
          message={reason(matches.error)}
          retryLabel={t('guardian.retry')}
          onRetry={() => void matches.refetch()}
        />
      ) : matches.data.length === 0 ? (
        <ListEmpty title={t('guardian.matches.emptyTitle')} text={t('guardian.matches.empty')} />
      ) : (
        <ul className="mt-4 grid gap-3 sm:grid-cols-2">
          {matches.data.map((match) => (
            <li key={match.matchId} className="flex gap-3 rounded-2xl p-3 ring-1 ring-rose-100">
              <MemberPhoto
                name={match.profile.fullName}
                photoUrl={match.profile.photoUrl}
                className="size-16 shrink-0 rounded-2xl"
              />
              <div className="min-w-0">
                <p className="font-semibold text-stone-900">{match.profile.fullName}</p>
                <p className="text-sm text-stone-600">
                  {match.profile.age !== null
                    ? t('profile.age', { count: match.profile.age })
                    : null}
                </p>
                <p className="text-sm text-stone-600">
                  {match.chatOpened
                    ? t('guardian.matches.chatOpen')
                    : match.chatRequested
                      ? t('guardian.matches.chatRequested')
                      : t('guardian.matches.matchedAt', {
                          date: formatDateTime(match.matchedAt, t),
                        })}
                </p>
              </div>
            </li>
          ))}
        </ul>
      )}
    </Surface>
  );
}

/** New matches and chat requests (with `seesNewMatches`), read-only. */
function FeedSection({ member }: { member: FollowedMember }) {
  const { t } = useTranslation();
  const reason = useErrorReason();
  const feed = useMemberFeed(member.memberId, member.seesNewMatches);
  const id = 'guardian-feed-title';
  return (
    <Surface labelledBy={id} className="mt-6">
      <h2 id={id} className="text-lg font-bold text-stone-900">
        {t('guardian.feed.title')}
      </h2>
      {!member.seesNewMatches ? (
        <p className="mt-2 text-sm text-stone-600">
          {t('guardian.feed.off', { name: member.firstName })}
        </p>
      ) : feed.isPending ? (
        <ListSkeleton label={t('guardian.loading')} rows={2} />
      ) : feed.isError ? (
        <ListError
          message={reason(feed.error)}
          retryLabel={t('guardian.retry')}
          onRetry={() => void feed.refetch()}
        />
      ) : feed.data.length === 0 ? (
        <ListEmpty title={t('guardian.feed.emptyTitle')} text={t('guardian.feed.empty')} />
      ) : (
        <ul className="mt-4 divide-y divide-rose-100">
          {feed.data.map((item) => (
            <li key={`${item.kind}-${item.matchId}`} className="py-3 text-base text-stone-800">
              {t(`guardian.feed.${item.kind}`, { name: item.otherName })}{' '}
              <span className="text-sm text-stone-500">{formatDateTime(item.at, t)}</span>
            </li>
          ))}
        </ul>
      )}
    </Surface>
  );
}

/** `/guardian/members/:memberId`: what the member allows, each part read-only (issue 39). */
/** The member's other read-only pages, each shown only where the member allows it. */
function MemberPages({ member }: { member: FollowedMember }) {
  const { t } = useTranslation();
  const { localizedPath } = useLocale();
  const base = `/guardian/members/${member.memberId}`;
  const pages = [
    ...(member.readsChats ? [{ to: `${base}/chats`, label: t('guardian.member.chats') }] : []),
    { to: `${base}/meetings`, label: t('guardian.member.meetings') },
    ...(member.editsProfile
      ? [{ to: `${base}/profile`, label: t('guardian.member.profile') }]
      : []),
  ];
  return (
    <nav aria-label={t('guardian.member.pages')} className="mt-4">
      <ul className="flex flex-wrap gap-2">
        {pages.map((page) => (
          <li key={page.to}>
            <Link
              to={localizedPath(page.to)}
              className="inline-flex min-h-11 items-center rounded-full border border-rose-200 bg-white px-4 text-sm font-semibold text-rose-800 hover:bg-rose-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-rose-800"
            >
              {page.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

export function GuardianMemberScreen({ memberId }: { memberId: string }) {
  const { t } = useTranslation();
  const { localizedPath } = useLocale();
  const reason = useErrorReason();
  const members = useFollowedMembers();
  const member = members.data?.find((one) => one.memberId === memberId);
  const back = (
    <Link
      to={localizedPath('/guardian')}
      className="inline-flex items-center gap-1 text-sm font-medium text-rose-800 hover:underline"
    >
      <ArrowLeft aria-hidden="true" className="size-4" />
      {t('guardian.back')}
    </Link>
  );
  return (
    <AppPage width="md" top={back}>
      {members.isPending ? (
        <ListSkeleton label={t('guardian.loading')} rows={3} />
      ) : members.isError ? (
        <ListError
          message={reason(members.error)}
          retryLabel={t('guardian.retry')}
          onRetry={() => void members.refetch()}
        />
      ) : !member ? (
        <>
          <PageTitle>{t('guardian.member.goneTitle')}</PageTitle>
          <p className="mt-2 text-base text-stone-600">{t('guardian.member.gone')}</p>
        </>
      ) : (
        <>
          <PageTitle>{member.firstName}</PageTitle>
          <p className="mt-2 text-base text-stone-600">
            {t('guardian.member.lead', { name: member.firstName })}
          </p>
          <MemberPages member={member} />
          <MatchesSection member={member} />
          <FeedSection member={member} />
        </>
      )}
    </AppPage>
  );
}
