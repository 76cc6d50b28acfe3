import { useCallback, useEffect, useEffectEvent, useRef, useState } from 'react';
import { useTranslation } from '../../lib/translation';
import {
  setNavigationGuard,
  type Destination,
  type PendingLeave,
} from '../../lib/navigation-guard';
import { ConfirmDialog } from '../ui/confirm-dialog';

export type LeaveBlocker = {
  /** A navigation waits for the answer. */
  isAsking: boolean;
  proceed: () => void;
  stay: () => void;
};

/**
 * Asks before unsaved changes are left behind (issue 7 B7): an in-app navigation (a link,
 * `navigate()`, Back or Forward) waits for the person's answer in a dialog; closing or reloading
 * the tab gets the browser's own question (`beforeunload`, whose text browsers no longer let a
 * page choose). Call `allowLeave()` just before leaving on purpose (after a save), while the
 * form still counts as changed. `stays` names the navigations that do not leave the form (the
 * wizard's steps live in the URL), which go ahead unasked.
 */
export function useLeaveGuard(
  hasUnsavedChanges: boolean,
  stays?: (destination: Destination) => boolean,
) {
  const [pending, setPending] = useState<PendingLeave | null>(null);
  const isAllowed = useRef(false);
  const isStaying = useEffectEvent((destination: Destination) => stays?.(destination) ?? false);

  useEffect(() => {
    if (!hasUnsavedChanges) return;
    const removeGuard = setNavigationGuard({
      ask: (leave) => {
        if (isAllowed.current) leave.proceed();
        else setPending(leave);
      },
      stays: isStaying,
    });
    const ask = (event: BeforeUnloadEvent) => {
      if (!isAllowed.current) event.preventDefault();
    };
    window.addEventListener('beforeunload', ask);
    return () => {
      removeGuard();
      window.removeEventListener('beforeunload', ask);
    };
  }, [hasUnsavedChanges]);

  const allowLeave = useCallback(() => {
    isAllowed.current = true;
  }, []);

  const blocker: LeaveBlocker = {
    isAsking: pending !== null,
    proceed: () => {
      setPending(null);
      pending?.proceed();
    },
    stay: () => setPending(null),
  };
  return { blocker, allowLeave };
}

/** The question of `useLeaveGuard`, shown while a navigation waits for it. */
export function LeaveGuardDialog({ blocker }: { blocker: LeaveBlocker }) {
  const { t } = useTranslation();
  return (
    <ConfirmDialog
      isOpen={blocker.isAsking}
      onOpenChange={(isOpen) => {
        if (!isOpen) blocker.stay();
      }}
      title={t('form.leave.title')}
      description={t('form.leave.description')}
      confirmLabel={t('form.leave.confirm')}
      cancelLabel={t('form.leave.cancel')}
      emphasis="cancel"
      onConfirm={blocker.proceed}
    />
  );
}
