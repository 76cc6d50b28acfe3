import { useCallback, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useBlocker } from 'react-router';
import { ConfirmDialog } from '../ui/confirm-dialog';

/**
 * Asks before unsaved changes are left behind (issue 7 B7): an in-app navigation waits for the
 * person's answer in a dialog; closing or reloading the tab gets the browser's own question
 * (`beforeunload`, whose text browsers no longer let a page choose). Call `allowLeave()` just
 * before leaving on purpose (after a save), since the form is still dirty at that moment.
 */
export function useLeaveGuard(hasUnsavedChanges: boolean) {
  const isAllowed = useRef(false);
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      hasUnsavedChanges &&
      !isAllowed.current &&
      (currentLocation.pathname !== nextLocation.pathname ||
        currentLocation.search !== nextLocation.search),
  );

  useEffect(() => {
    if (!hasUnsavedChanges) return;
    const ask = (event: BeforeUnloadEvent) => {
      if (isAllowed.current) return;
      event.preventDefault();
    };
    window.addEventListener('beforeunload', ask);
    return () => window.removeEventListener('beforeunload', ask);
  }, [hasUnsavedChanges]);

  const allowLeave = useCallback(() => {
    isAllowed.current = true;
  }, []);

  return { blocker, allowLeave };
}

type LeaveGuardDialogProps = { blocker: ReturnType<typeof useBlocker> };

/** The question of `useLeaveGuard`, shown while a navigation waits for it. */
export function LeaveGuardDialog({ blocker }: LeaveGuardDialogProps) {
  const { t } = useTranslation();
  return (
    <ConfirmDialog
      isOpen={blocker.state === 'blocked'}
      onOpenChange={(isOpen) => {
        if (!isOpen && blocker.state === 'blocked') blocker.reset();
      }}
      title={t('form.leave.title')}
      description={t('form.leave.description')}
      confirmLabel={t('form.leave.confirm')}
      cancelLabel={t('form.leave.cancel')}
      tone="danger"
      onConfirm={() => blocker.proceed?.()}
    />
  );
}
