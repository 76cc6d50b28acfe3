import type { FamilyMeeting } from '@vusal/shared/schemas/family-meetings';
import { Users } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { formatDay } from '../../../lib/format-time';
import { useTranslation } from '../../../lib/translation';
import { useMeetingWindow } from './meeting-texts';

type MeetingCardProps = {
  meeting: FamilyMeeting;
  /** The other member's name, as the chat shows it. */
  name: string;
  isAnswering: boolean;
  onAnswer: (answer: 'accept' | 'decline') => void;
};

/**
 * One request in the chat: its window, city and note, and its state; the member it went to
 * answers a pending one with Accept or Decline, the sender reads that it waits.
 */
export function MeetingCard({ meeting, name, isAnswering, onAnswer }: MeetingCardProps) {
  const { t, translateKey } = useTranslation();
  const windowText = useMeetingWindow();
  const headingId = `family-meeting-${meeting.id}`;
  const canAnswer = meeting.status === 'pending' && meeting.isMine === false;
  return (
    <section
      aria-labelledby={headingId}
      className="rounded-2xl border border-rose-100 bg-rose-50/60 p-3 text-sm"
    >
      <div className="flex items-start gap-2">
        <Users aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-rose-700" />
        <div className="min-w-0 flex-1">
          <h3 id={headingId} className="font-semibold text-stone-900">
            {meeting.isMine ? t('familyMeetings.fromMe') : t('familyMeetings.fromOther', { name })}
          </h3>
          <p className="text-stone-700">{windowText(meeting)}</p>
          {meeting.note ? (
            <p className="mt-1 break-words whitespace-pre-line text-stone-700">{meeting.note}</p>
          ) : null}
          <p className="mt-1 font-medium text-stone-600">
            {translateKey(`enums.family_meeting_status.${meeting.status}`)}
            {meeting.status === 'pending'
              ? ` · ${t('familyMeetings.expires', { date: formatDay(meeting.expiresAt, t) })}`
              : null}
          </p>
        </div>
      </div>
      {canAnswer ? (
        <div className="mt-3 flex flex-wrap gap-2">
          <Button type="button" disabled={isAnswering} onClick={() => onAnswer('accept')}>
            {t('familyMeetings.accept')}
          </Button>
          <Button
            type="button"
            variant="secondary"
            disabled={isAnswering}
            onClick={() => onAnswer('decline')}
          >
            {t('familyMeetings.decline')}
          </Button>
        </div>
      ) : null}
    </section>
  );
}
