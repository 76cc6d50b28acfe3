import { useEffect, useRef } from 'react';
import { useTranslation } from '../../../../lib/translation';
import { Button } from '../../../../components/ui/button';

type RemoveConfirmProps = { isBusy: boolean; onConfirm: () => void; onCancel: () => void };

/** "Remove your photo?" asked inside the dialog; the question takes focus so it is read out. */
export function RemoveConfirm({ isBusy, onConfirm, onCancel }: RemoveConfirmProps) {
  const { t } = useTranslation();
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => headingRef.current?.focus(), []);

  return (
    <div className="rounded-2xl bg-red-50 p-4 ring-1 ring-red-200 ring-inset">
      <h3 ref={headingRef} tabIndex={-1} className="font-semibold text-red-900 outline-none">
        {t('editor.photo.removeQuestion')}
      </h3>
      <p className="mt-1 text-sm text-red-900">{t('editor.photo.removeExplanation')}</p>
      <div className="mt-4 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={onCancel} disabled={isBusy}>
          {t('editor.photo.keep')}
        </Button>
        <Button
          variant="danger"
          onClick={onConfirm}
          disabled={isBusy}
          aria-busy={isBusy || undefined}
        >
          {isBusy ? t('editor.photo.removing') : t('editor.photo.confirmRemove')}
        </Button>
      </div>
    </div>
  );
}
