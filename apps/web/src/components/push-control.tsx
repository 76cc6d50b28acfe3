import { useQuery, useQueryClient } from '@tanstack/react-query';
import { BellOff, BellRing } from 'lucide-react';
import { useAppMutation } from '../lib/app-mutation';
import { readPushState, turnOffPush, turnOnPush, type PushState } from '../lib/push';
import { useTranslation } from '../lib/translation';
import { Button } from './ui/button';
import { Notice } from './ui/notice';

const pushStateKey = ['push-state'] as const;

/**
 * "Turn on notifications" (issue 26, item 2): the browser is asked only when the member taps,
 * never on load; where it cannot push, or the member said no, the control explains instead.
 * `compact` (the dashboard) shows only what invites a tap; preferences show every state.
 */
export function PushControl({ compact = false }: { compact?: boolean }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const state = useQuery({ queryKey: pushStateKey, queryFn: readPushState, staleTime: Infinity });
  const change = useAppMutation<PushState, 'on' | 'off'>({
    mutationFn: (wanted) => (wanted === 'on' ? turnOnPush() : turnOffPush()),
    onSuccess: (next) => queryClient.setQueryData(pushStateKey, next),
  });

  if (!state.data) return null;
  if (compact && state.data !== 'off' && state.data !== 'home-screen') return null;

  switch (state.data) {
    case 'unsupported':
      return <Notice tone="info">{t('push.unsupported')}</Notice>;
    case 'home-screen':
      return <Notice tone="info">{t('push.homeScreen')}</Notice>;
    case 'denied':
      return <Notice tone="info">{t('push.denied')}</Notice>;
    case 'on':
      return (
        <div className="grid gap-3">
          <Notice tone="success">{t('push.on')}</Notice>
          <Button
            variant="secondary"
            disabled={change.isPending}
            onClick={() => change.mutate('off')}
          >
            <BellOff aria-hidden="true" className="size-4" />
            {t('push.turnOff')}
          </Button>
        </div>
      );
    case 'off':
      return (
        <div className="grid gap-3 rounded-2xl bg-white/80 p-4 ring-1 ring-rose-100">
          <p className="text-sm text-stone-700">{t('push.offer')}</p>
          <Button disabled={change.isPending} onClick={() => change.mutate('on')}>
            <BellRing aria-hidden="true" className="size-4" />
            {t('push.turnOn')}
          </Button>
          {change.isError ? (
            <Notice tone="error" role="alert">
              {t('push.failed')}
            </Notice>
          ) : null}
        </div>
      );
  }
}
