import { useId, useState } from 'react';
import { useTranslation } from '../../lib/translation';
import { ConfirmDialog } from '../ui/confirm-dialog';

type BlockDialogProps = {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  /** Who is blocked: the question names them (issue 37, item 6). */
  name: string;
  isBusy: boolean;
  /**
   * Block now, or with `alsoReport` go on to the report dialog, whose report blocks in the same
   * request (`block: true`).
   */
  onConfirm: (choice: { alsoReport: boolean }) => void;
};

/**
 * The one block question, from a profile and from a chat (S2): it names the person, says what
 * blocking does (they no longer see or write to the member, the match and chat close, they are
 * not told) and offers to report them too.
 */
export function BlockDialog({ isOpen, onOpenChange, name, isBusy, onConfirm }: BlockDialogProps) {
  const { t } = useTranslation();
  const id = useId();
  const [alsoReport, setAlsoReport] = useState(false);
  const close = (open: boolean) => {
    if (!open) setAlsoReport(false);
    onOpenChange(open);
  };

  return (
    <ConfirmDialog
      isOpen={isOpen}
      onOpenChange={close}
      title={t('safety.block.title', { name })}
      description={t('safety.block.text', { name })}
      confirmLabel={t(alsoReport ? 'safety.block.confirmAndReport' : 'safety.block.confirm')}
      busyLabel={t('safety.block.busy')}
      cancelLabel={t('safety.block.cancel')}
      tone="danger"
      isBusy={isBusy}
      onConfirm={() => {
        onConfirm({ alsoReport });
        if (alsoReport) setAlsoReport(false);
      }}
    >
      <div className="rounded-2xl bg-stone-50 p-3 ring-1 ring-stone-200 has-checked:bg-rose-50 has-checked:ring-rose-300">
        <label className="flex cursor-pointer items-start gap-3 font-semibold text-stone-900">
          <input
            type="checkbox"
            checked={alsoReport}
            onChange={(event) => setAlsoReport(event.target.checked)}
            aria-describedby={`${id}-hint`}
            className="mt-0.5 size-5 shrink-0 accent-rose-700"
          />
          {t('safety.block.alsoReport', { name })}
        </label>
        <p id={`${id}-hint`} className="mt-1 pl-8 text-sm text-stone-600">
          {t('safety.block.alsoReportHint')}
        </p>
      </div>
    </ConfirmDialog>
  );
}
