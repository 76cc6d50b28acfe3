import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { CallKind, CallsOptIn } from '@vusal/shared/schemas/calls';
import { Phone, Video } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { ApiError } from '../../../lib/api-client';
import { useAppMutation } from '../../../lib/app-mutation';
import { listen } from '../../../lib/socket';
import { toast } from '../../../lib/toast';
import { useTranslation } from '../../../lib/translation';
import { getCallsOptIn, setCallsOptIn } from '../api/calls-api';
import { callsKeys } from '../api/calls-keys';
import { CallRefused } from '../lib/call-controller';
import { calls, useCall } from '../lib/calls';
import { useCallErrorText } from './call-texts';

const pill =
  'inline-flex min-h-10 items-center gap-1.5 rounded-full px-3 py-1.5 font-semibold disabled:opacity-60';

/**
 * Issue 40, item 1: a match's calls in its chat. Each member turns calls on for this match
 * (a toggle, `aria-pressed`); the sentence beside it (above it on a phone) says what that means,
 * and neither learns the other's choice until both have: then both read "Calls are on" and get
 * the voice and video buttons. The chat's header mounts this under itself (lib/chat-extras).
 */
export function CallsControl({ matchId, name }: { matchId: string; name: string }) {
  const { t } = useTranslation();
  const errorText = useCallErrorText();
  const queryClient = useQueryClient();
  const key = callsKeys.optIn(matchId);
  const optIn = useQuery({
    queryKey: key,
    queryFn: ({ signal }) => getCallsOptIn(matchId, signal),
  });
  const { state } = useCall();
  const isInCall = state.phase !== 'idle' && state.phase !== 'ended';

  // The other member's choice arrives as `calls:state`, for both pages at once.
  const wasBoth = useRef<boolean | null>(null);
  useEffect(
    () =>
      listen({
        'calls:state': (change) => {
          if (change.matchId !== matchId) return;
          const changed = callsKeys.optIn(matchId);
          queryClient.setQueryData<CallsOptIn>(changed, (old) =>
            old ? { ...old, both: change.both } : old,
          );
          void queryClient.invalidateQueries({ queryKey: changed });
        },
      }),
    [matchId, queryClient],
  );
  const both = optIn.data?.both ?? false;
  useEffect(() => {
    if (optIn.data === undefined) return;
    if (wasBoth.current === false && both) toast.success(t('calls.on'));
    wasBoth.current = both;
  }, [both, optIn.data, t]);

  const change = useAppMutation({
    mutationFn: (on: boolean) => setCallsOptIn(matchId, on),
    onSuccess: (answer) => queryClient.setQueryData(key, answer),
    onError: (error) => toast.error(errorText(error instanceof ApiError ? error.code : 'NETWORK')),
  });

  if (!optIn.data) return null;
  const { mine } = optIn.data;
  const call = async (kind: CallKind) => {
    try {
      await calls.dial(matchId, kind, name);
    } catch (error) {
      toast.error(errorText(error instanceof CallRefused ? error.code : 'NETWORK'));
    }
  };

  return (
    <div className="flex flex-wrap items-center justify-between gap-2 border-b border-rose-100 bg-white px-4 py-2 text-sm">
      {/* At least 16rem wide, or the row wraps and the sentence takes a line of its own above the
          buttons: growing from nothing, it had shrunk to a column one word wide on a phone. */}
      <p aria-live="polite" className="min-w-0 grow basis-64 text-stone-700">
        {both ? (
          <>
            <strong className="font-semibold text-stone-900">{t('calls.on')}</strong>{' '}
            {t('calls.onText', { name })}
          </>
        ) : mine ? (
          t('calls.mineOn', { name })
        ) : (
          t('calls.optInHint', { name })
        )}
      </p>
      <div className="flex flex-wrap items-center gap-2">
        {both ? (
          <>
            <button
              type="button"
              disabled={isInCall}
              onClick={() => void call('voice')}
              aria-label={t('calls.callVoice', { name })}
              className={`${pill} bg-rose-700 text-white hover:bg-rose-800`}
            >
              <Phone aria-hidden="true" className="size-4" />
              <span aria-hidden="true">{t('calls.voiceCall')}</span>
            </button>
            <button
              type="button"
              disabled={isInCall}
              onClick={() => void call('video')}
              aria-label={t('calls.callVideo', { name })}
              className={`${pill} bg-rose-700 text-white hover:bg-rose-800`}
            >
              <Video aria-hidden="true" className="size-4" />
              <span aria-hidden="true">{t('calls.videoCall')}</span>
            </button>
          </>
        ) : null}
        <button
          type="button"
          aria-pressed={mine}
          disabled={change.isPending}
          onClick={() => change.mutate(!mine)}
          className={`${pill} text-rose-800 ring-1 ring-rose-300 hover:bg-rose-50 aria-pressed:bg-rose-100 aria-pressed:ring-2 aria-pressed:ring-rose-700`}
        >
          <Phone aria-hidden="true" className="size-4" />
          {t('calls.optIn')}
        </button>
      </div>
    </div>
  );
}
