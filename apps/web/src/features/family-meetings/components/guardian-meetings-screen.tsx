import { useQuery } from '@tanstack/react-query';
import { AppPage, PageTitle, Surface } from '../../../components/ui/app-page';
import { ListEmpty, ListError, ListLoading } from '../../../components/ui/list-states';
import { formatDay } from '../../../lib/format-time';
import { useTranslation } from '../../../lib/translation';
import { familyMeetingsKeys, getGuardianMeetings } from '../api/family-meetings-api';
import { useMeetingWindow } from './meeting-texts';

/**
 * Decision 052: a guardian's read-only list of the requests for the families to meet that the
 * member they follow sent or received. Nothing here answers; the server decides per request
 * whether the guardianship still stands.
 */
export function GuardianMeetingsScreen({ memberId }: { memberId: string }) {
  const { t, translateKey } = useTranslation();
  const windowText = useMeetingWindow();
  const meetings = useQuery({
    queryKey: familyMeetingsKeys.ofGuardian(memberId),
    queryFn: ({ signal }) => getGuardianMeetings(memberId, signal),
  });

  return (
    <AppPage>
      <PageTitle>{t('familyMeetings.guardian.title')}</PageTitle>
      <p className="mb-5 text-stone-600">{t('familyMeetings.guardian.lead')}</p>
      {meetings.isPending ? (
        <ListLoading label={t('profile.loading')} />
      ) : meetings.isError ? (
        <ListError
          message={t('familyMeetings.loadFailed')}
          retryLabel={t('profile.retry')}
          onRetry={() => void meetings.refetch()}
        />
      ) : meetings.data.meetings.length === 0 ? (
        <ListEmpty title={t('familyMeetings.guardian.empty')} />
      ) : (
        <ul className="grid gap-3">
          {meetings.data.meetings.map((meeting) => (
            <li key={meeting.id}>
              <Surface labelledBy={`guardian-meeting-${meeting.id}`}>
                <h2 id={`guardian-meeting-${meeting.id}`} className="font-bold text-stone-900">
                  {t('familyMeetings.guardian.between', {
                    from: meeting.fromName ?? t('chat.deletedUser'),
                    to: meeting.toName ?? t('chat.deletedUser'),
                  })}
                </h2>
                <p className="mt-1 text-stone-700">{windowText(meeting)}</p>
                {meeting.note ? (
                  <p className="mt-1 break-words whitespace-pre-line text-stone-700">
                    {meeting.note}
                  </p>
                ) : null}
                <p className="mt-1 text-sm font-medium text-stone-600">
                  {translateKey(`enums.family_meeting_status.${meeting.status}`)} ·{' '}
                  {formatDay(meeting.createdAt, t)}
                </p>
              </Surface>
            </li>
          ))}
        </ul>
      )}
    </AppPage>
  );
}
