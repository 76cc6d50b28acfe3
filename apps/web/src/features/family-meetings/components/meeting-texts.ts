import type { FamilyMeeting } from '@vusal/shared/schemas/family-meetings';
import { useCities } from '../../../lib/cities';
import { formatDay } from '../../../lib/format-time';
import { useTranslation } from '../../../lib/translation';

// A calendar date read at noon UTC, so no time zone moves it to the day before or after.
const dayOf = (date: string) => `${date}T12:00:00Z`;

/** "12 Jan 2027 – 3 Feb 2027, Baku": a request's window and city in the reader's language. */
export function useMeetingWindow(): (
  meeting: Pick<FamilyMeeting, 'dateFrom' | 'dateTo' | 'city'>,
) => string {
  const { t } = useTranslation();
  const { nameOf } = useCities();
  return (meeting) =>
    t('familyMeetings.window', {
      from: formatDay(dayOf(meeting.dateFrom), t),
      to: formatDay(dayOf(meeting.dateTo), t),
      city: nameOf(meeting.city),
    });
}
