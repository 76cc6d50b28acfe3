import { useQueryClient } from '@tanstack/react-query';
import { TOAST_DURATION_MS } from '@vusal/shared/catalog/constants';
import { likeResultSchema, type LikeResult, type Relation } from '@vusal/shared/schemas/likes';
import { useCallback } from 'react';
import { useTranslation } from './translation';
import { toast } from './toast';
import { ApiError, apiFetch } from './api-client';
import { nothingSentToast, useAppMutation } from './app-mutation';
import { likesKeys } from './discovery-keys';
import { refreshAfterMatchChange } from './match-cache';
import { matchToastId } from './realtime';

/** `POST /api/likes`: one transaction on the server (S6); a mutual like answers with the match. */
export async function likeMember(userId: string): Promise<LikeResult> {
  return likeResultSchema.parse(
    await apiFetch('/api/likes', { method: 'POST', body: { userId, kind: 'like' } }),
  );
}

/** What became of a like: the card advances on everything but `failed`. */
export type LikeOutcome = 'liked' | 'matched' | 'already' | 'skipped' | 'failed';

type Likeable = { userId: string | null; isDemo: boolean };

/**
 * `POST /api/likes` as a mutation: the toasts and caches of the like flow (product.md section 4),
 * whichever screen asked. 'Bəyəndiniz!', '🎉 Match yarandı!', an earlier like answered with 'Bu
 * şəxsi artıq bəyənmişsiniz', other failures with 'Bəyənmə göndərilərkən xəta baş verdi'; admin
 * preview mode says 'Admin rejimi: heç nə göndərilmədi' and sends nothing.
 */
export function useLikeMutation() {
  const queryClient = useQueryClient();
  const { t } = useTranslation();

  const markLiked = useCallback(
    (userId: string, match: Relation['match'] = null) => {
      queryClient.setQueryData<Relation>(likesKeys.relation(userId), (relation) => ({
        liked: true,
        likedMe: relation?.likedMe ?? match !== null,
        match: match ?? relation?.match ?? null,
      }));
      void queryClient.invalidateQueries({ queryKey: likesKeys.relation(userId) });
    },
    [queryClient],
  );

  return useAppMutation({
    mutationFn: likeMember,
    simulatedToast: nothingSentToast,
    onSuccess: (result, userId) => {
      if (result.result === 'matched') {
        toast.success(t('likes.toast.match'), { id: matchToastId(result.match.matchId) });
        markLiked(userId, { matchId: result.match.matchId, chatOpen: result.match.chatOpen });
        refreshAfterMatchChange(queryClient);
        return;
      }
      toast.success(t('likes.toast.liked'), { duration: TOAST_DURATION_MS.success });
      markLiked(userId);
    },
    onError: (error, userId) => {
      if (isAlreadyLiked(error)) {
        toast.success(t('likes.toast.already'), { description: t('likes.toast.alreadyText') });
        markLiked(userId);
        return;
      }
      const code = error instanceof ApiError ? error.code : undefined;
      toast.error(
        code === 'RATE_LIMITED' || code === 'NETWORK'
          ? t(`errors.${code}`)
          : t('likes.toast.failed'),
      );
    },
  });
}

function isAlreadyLiked(error: unknown): boolean {
  return error instanceof ApiError && error.code === 'ALREADY_LIKED';
}

/**
 * The like button of browse and the profile view: resolves with what became of the like. A demo
 * profile sends nothing (real likes are disabled there); neither does admin preview mode, where
 * the mutation layer simulates the like (its sample profiles are demo profiles, so preview's
 * own toast comes first).
 */
export function useLikeMember() {
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
