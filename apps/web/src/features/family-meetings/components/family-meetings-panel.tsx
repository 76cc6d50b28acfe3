import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { FamilyMeetings } from '@vusal/shared/schemas/family-meetings';
import { useEffect, useState } from 'react';
import { ApiError } from '../../../lib/api-client';
import { useAppMutation } from '../../../lib/app-mutation';
import { useMessageTranslator } from '../../../lib/form-messages';
import { formatDay } from '../../../lib/format-time';
import { listen } from '../../../lib/socket';
import { toast } from '../../../lib/toast';
import { useTranslation } from '../../../lib/translation';
import {
  answerFamilyMeeting,
  familyMeetingsKeys,
  getFamilyMeetings,
} from '../api/family-meetings-api';
import { MeetingCard } from './meeting-card';
import { MeetingForm } from './meeting-form';

/**
 * Issue 39, item 4 (decision 052): "Let our families meet" under an open chat's header. The
 * action shows only when the server says a request may be sent; otherwise a sentence says why
 * (a week-old chat, both written, one pending at a time). The latest request shows with its
 * state, and the recipient answers it here. The other side's changes arrive over the socket.
 */
export function FamilyMeetingsPanel({ matchId, name }: { matchId: string; name: string }) {
  const { t } = useTranslation();
  const translate = useMessageTranslator();
  const queryClient = useQueryClient();
  const key = familyMeetingsKeys.ofMatch(matchId);
  const [isOpen, setIsOpen] = useState(false);
  const meetings = useQuery({
    queryKey: key,
    queryFn: ({ signal }) => getFamilyMeetings(matchId, signal),
  });
  useEffect(
    () =>
      listen({
        'family-meeting:changed': ({ meeting }) => {
          if (meeting.matchId !== matchId) return;
          void queryClient.invalidateQueries({ queryKey: familyMeetingsKeys.ofMatch(matchId) });
        },
      }),
    [matchId, queryClient],
  );
  const answer = useAppMutation({
    mutationFn: ({ id, choice }: { id: string; choice: 'accept' | 'decline' }) =>
      answerFamilyMeeting(id, choice),
    onSuccess: (meeting) => {
      toast.success(
        meeting.status === 'accepted' ? t('familyMeetings.accepted') : t('familyMeetings.declined'),
      );
      void queryClient.invalidateQueries({ queryKey: key });
    },
    onError: (error) => {
      const code = error instanceof ApiError ? error.code : 'NETWORK';
      toast.error(
        code === 'NETWORK' ? t('familyMeetings.answerFailed') : translate(`errors.${code}`),
      );
      void queryClient.invalidateQueries({ queryKey: key });
    },
  });

  // Loading or failed: the chat works without this panel, so it stays out of the way.
  if (!meetings.data) return null;
  const { canSend, reason, allowedFrom } = meetings.data;
  const latest = meetings.data.meetings[0];

  return (
    <div className="grid gap-2 border-b border-rose-100 bg-white px-4 py-2 text-sm">
      {latest ? (
        <MeetingCard
          meeting={latest}
          name={name}
          isAnswering={answer.isPending}
          onAnswer={(choice) => answer.mutate({ id: latest.id, choice })}
        />
      ) : null}
      {isOpen ? (
        <MeetingForm
          matchId={matchId}
          onCancel={() => setIsOpen(false)}
          onSent={(meeting) => {
            setIsOpen(false);
            queryClient.setQueryData<FamilyMeetings>(key, (old) =>
              old
                ? {
                    ...old,
                    meetings: [meeting, ...old.meetings],
                    canSend: false,
                    reason: 'pending',
                  }
                : old,
            );
          }}
        />
      ) : canSend ? (
        <div>
          <button
            type="button"
            aria-expanded={false}
            onClick={() => setIsOpen(true)}
            className="inline-flex min-h-10 items-center rounded-full bg-rose-50 px-3 py-1.5 font-semibold text-rose-800 ring-1 ring-rose-200 hover:bg-rose-100"
          >
            {t('familyMeetings.action')}
          </button>
        </div>
      ) : reason && reason !== 'pending' ? (
        <p className="text-stone-600">
          {t(`familyMeetings.notAllowed.${reason}`, {
            date: allowedFrom ? formatDay(allowedFrom, t) : '',
          })}
        </p>
      ) : null}
    </div>
  );
}
