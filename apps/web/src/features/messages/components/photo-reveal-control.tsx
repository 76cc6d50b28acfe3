import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Eye, EyeOff } from 'lucide-react';
import { useAppMutation } from '../../../lib/app-mutation';
import { toast } from '../../../lib/toast';
import { useTranslation } from '../../../lib/translation';
import { getPhotoReveal, setPhotoReveal } from '../api/chat-api';
import { chatKeys } from '../api/chat-keys';

/**
 * Issue 38, item 2: in a match's chat, "Show my photos to Rauf" and "Hide them again", for a
 * member who shows their photos only to whom they choose. A toggle button (`aria-pressed`);
 * the sentence beside it says what the other member gets now, and is read out when it changes.
 */
export function PhotoRevealControl({ matchId, name }: { matchId: string; name: string }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const key = chatKeys.photoReveal(matchId);
  const reveal = useQuery({
    queryKey: key,
    queryFn: ({ signal }) => getPhotoReveal(matchId, signal),
  });
  const change = useAppMutation({
    mutationFn: (revealed: boolean) => setPhotoReveal(matchId, revealed),
    onSuccess: (answer) => queryClient.setQueryData(key, answer),
    onError: () => toast.error(t('chat.photos.failed')),
  });
  if (reveal.data?.visibility !== 'revealed') return null;
  const isRevealed = reveal.data.revealed;
  return (
    <div className="flex flex-wrap items-center justify-between gap-2 border-b border-rose-100 bg-rose-50/60 px-4 py-2 text-sm">
      <p aria-live="polite" className="text-stone-700">
        {t(isRevealed ? 'chat.photos.revealed' : 'chat.photos.hidden', { name })}
      </p>
      <button
        type="button"
        aria-pressed={isRevealed}
        disabled={change.isPending}
        onClick={() => change.mutate(!isRevealed)}
        className="inline-flex items-center gap-1.5 rounded-full px-3 py-1.5 font-semibold text-rose-800 ring-1 ring-rose-300 hover:bg-rose-100 disabled:opacity-60"
      >
        {isRevealed ? (
          <EyeOff aria-hidden="true" className="size-4" />
        ) : (
          <Eye aria-hidden="true" className="size-4" />
        )}
        {isRevealed ? t('chat.photos.hide') : t('chat.photos.reveal', { name })}
      </button>
    </div>
  );
}
