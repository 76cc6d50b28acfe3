import { useQuery, useQueryClient } from '@tanstack/react-query';
import { APPROVAL_POLL_MS } from '@vusal/shared/catalog/constants';
import type { SessionResponse } from '@vusal/shared/schemas/session';
import { useEffect, useEffectEvent } from 'react';
import { sessionQueryKey, sessionQueryOptions } from '../../../lib/session';
import { toast } from '../../../lib/toast';
import { useTranslation } from '../../../lib/translation';
import { seesPendingScreen } from '../lib/approval';

/**
 * Issue 22, item 6 (decision 024): while the pending screen is open, the session is asked again
 * every few seconds (only while the tab is visible; focus asks at once). The server's answer
 * is the authority: once it says "approved", every page showing this screen renders what an
 * approved member sees instead, and the member is greeted as the screen goes (welcomed back
 * when they restored a deleted account).
 */
export function useApprovalWatch(isRestored: boolean): void {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  useQuery({ ...sessionQueryOptions(), refetchInterval: APPROVAL_POLL_MS });

  const greetIfApproved = useEffectEvent(() => {
    const user = queryClient.getQueryData<SessionResponse>(sessionQueryKey)?.user;
    if (user && !seesPendingScreen(user)) {
      toast.success(t(isRestored ? 'pending.approvedAgain' : 'pending.approved'));
    }
  });
  useEffect(() => () => greetIfApproved(), []);
}
