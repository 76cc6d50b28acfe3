import { TOAST_DURATION_MS } from '@vusal/shared/catalog/constants';
import { useCallback } from 'react';
import type { LikeAction, LikeOutcome, Likeable } from '../../../lib/like-action';
import { toast } from '../../../lib/toast';
import { useTranslation } from '../../../lib/translation';
import { isAlreadyLiked, useLikeMutation } from '../api/like-member';

/**
 * The like button of browse and the profile view: resolves with what became of the like. A demo
 * profile sends nothing (real likes are disabled there); neither does a like the mutation layer
 * simulates (its sample profiles are demo profiles, so the simulation's own toast comes first).
 */
export function useLikeMember(): Omit<LikeAction, 'superlike'> {
  const { t } = useTranslation();
  const mutation = useLikeMutation();
  const { mutate, isSimulated } = mutation;

  const like = useCallback(
    (person: Likeable): Promise<LikeOutcome> => {
      const userId = person.isDemo ? null : person.userId;
      if (!isSimulated && !userId) {
        toast.info(t('likes.toast.demo'));
        return Promise.resolve('skipped');
      }
      return new Promise<LikeOutcome>((resolve) => {
        mutate(userId ?? '', {
          onSimulated: () => resolve('skipped'),
          onSuccess: (result) => resolve(result.result === 'matched' ? 'matched' : 'liked'),
          onError: (error) => resolve(isAlreadyLiked(error) ? 'already' : 'failed'),
        });
      });
    },
    [isSimulated, mutate, t],
  );

  return { like, isPending: mutation.isPending, pendingUserId: mutation.variables };
}

/** Superlike is premium (D "Kept as specified"): the toast shows for 4 s and nothing is sent. */
export function useSuperlike(): () => void {
  const { t } = useTranslation();
  return useCallback(() => {
    toast.info(t('likes.toast.superlike'), {
      description: t('likes.toast.superlikeText'),
      duration: TOAST_DURATION_MS.superlike,
    });
  }, [t]);
}
