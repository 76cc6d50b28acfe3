import type { ChatSharingState } from '@vusal/shared/schemas/chat-sharing';
import { Users } from 'lucide-react';
import { useId } from 'react';
import { Button } from '../../../components/ui/button';
import { Notice } from '../../../components/ui/notice';
import { toast } from '../../../lib/toast';
import { useTranslation } from '../../../lib/translation';
import { useAnswerChatSharing } from '../api/answer-chat-sharing';

/**
 * Issue 39, item 2 (decision 051): one held match as its member sees it, where the chat would
 * open. The member asked gets the explanation and Accept / Decline; the guarded member waits;
 * a closed question says so to both, for good.
 */
export function ChatSharingQuestion({ state }: { state: ChatSharingState }) {
  const { t } = useTranslation();
  const headingId = useId();
  const answer = useAnswerChatSharing();
  const name = state.otherName;
  const { toMe, aboutMe } = state;

  let body;
  if (state.outcome === 'closed') {
    body = (
      <Notice tone="info">
        {toMe?.answer === 'declined'
          ? t('chatSharing.closed.asked', { about: toMe.about })
          : t('chatSharing.closed.guarded', { name })}
      </Notice>
    );
  } else if (toMe?.answer === 'asked') {
    const relation = t(`enums.guardian_relation.${toMe.relation}`);
    const respond = (accept: boolean) =>
      answer.mutate(
        { matchId: state.matchId, accept },
        {
          onSuccess: (next) => {
            if (next.outcome === 'open') toast.success(t('chatSharing.opened', { name }));
          },
        },
      );
    body = (
      <>
        <p className="text-base text-stone-800">
          {t('chatSharing.question.text', { about: toMe.about, relation })}
        </p>
        <p className="text-sm text-stone-600">
          {t('chatSharing.question.explain', { about: toMe.about })}{' '}
          {toMe.sharingRequired
            ? t('chatSharing.question.declineCloses', { about: toMe.about })
            : t('chatSharing.question.declineOpens')}
        </p>
        {answer.isError ? (
          <Notice tone="error" role="alert">
            {t('chatSharing.question.answerError')}
          </Notice>
        ) : null}
        <div className="flex flex-wrap gap-3">
          <Button disabled={answer.isPending} onClick={() => respond(true)} canWrap>
            {t('chatSharing.question.accept')}
          </Button>
          <Button
            variant="secondary"
            disabled={answer.isPending}
            onClick={() => respond(false)}
            canWrap
          >
            {t('chatSharing.question.decline')}
          </Button>
        </div>
      </>
    );
  } else {
    // Asked about my own guardian (or my answer is in, the other question is not).
    body = (
      <p className="text-base text-stone-700">
        {aboutMe?.answer === 'asked'
          ? t('chatSharing.waiting.aboutMe', {
              name,
              relation: t(`enums.guardian_relation.${aboutMe.relation}`),
            })
          : t('chatSharing.waiting.other', { name })}
      </p>
    );
  }

  return (
    <section
      aria-labelledby={headingId}
      className="grid gap-3 rounded-2xl bg-amber-50 p-4 ring-1 ring-amber-200 ring-inset sm:p-5"
    >
      <h2 id={headingId} className="flex items-center gap-2 text-lg font-semibold text-stone-900">
        <Users aria-hidden="true" className="size-5 text-amber-800" />
        {state.outcome === 'closed'
          ? t('chatSharing.closed.title', { name })
          : t('chatSharing.question.title', { name })}
      </h2>
      {body}
    </section>
  );
}
