import { reportReasons } from '@vusal/shared/catalog/enums';
import { REPORT_NOTE_MAX } from '@vusal/shared/schemas/likes';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from '../../../lib/translation';
import { Button } from '../../../components/ui/button';
import { Modal } from '../../../components/ui/modal';

export type ReportReason = (typeof reportReasons)[number];

type ReportDialogProps = {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  name: string;
  isBusy: boolean;
  onSubmit: (report: { reason: ReportReason; note: string }) => void;
};

const fieldClasses =
  'w-full rounded-xl bg-white px-3 text-base text-stone-900 ring-1 ring-stone-300 ring-inset focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-rose-700';

/** Report a profile: a reason and an optional note, for the moderators (S3). */
export function ReportDialog({ isOpen, onOpenChange, name, isBusy, onSubmit }: ReportDialogProps) {
  const { t } = useTranslation();
  const id = useId();
  const [reason, setReason] = useState<ReportReason>(reportReasons[0]);
  const [note, setNote] = useState('');

  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit({ reason, note });
  };

  return (
    <Modal
      isOpen={isOpen}
      onClose={() => onOpenChange(false)}
      isBusy={isBusy}
      title={t('safety.report.title', { name })}
      description={t('safety.report.text', { name })}
      closeLabel={t('safety.report.close')}
    >
      <form onSubmit={submit} className="mt-5 grid gap-4">
        <div className="grid gap-1.5">
          <label htmlFor={`${id}-reason`} className="text-sm font-semibold text-stone-900">
            {t('safety.report.reason')}
          </label>
          <select
            id={`${id}-reason`}
            value={reason}
            onChange={(event) => setReason(event.target.value as ReportReason)}
            className={`${fieldClasses} h-11`}
          >
            {reportReasons.map((value) => (
              <option key={value} value={value}>
                {t(`enums.report_reason.${value}`)}
              </option>
            ))}
          </select>
        </div>
        <div className="grid gap-1.5">
          <label htmlFor={`${id}-note`} className="text-sm font-semibold text-stone-900">
            {t('safety.report.note')}
          </label>
          <textarea
            id={`${id}-note`}
            value={note}
            maxLength={REPORT_NOTE_MAX}
            rows={3}
            onChange={(event) => setNote(event.target.value)}
            className={`${fieldClasses} py-2`}
          />
        </div>
        <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <Button variant="secondary" disabled={isBusy} onClick={() => onOpenChange(false)}>
            {t('safety.report.cancel')}
          </Button>
          <Button type="submit" variant="danger" disabled={isBusy} aria-busy={isBusy || undefined}>
            {isBusy ? t('safety.report.busy') : t('safety.report.submit')}
          </Button>
        </div>
      </form>
    </Modal>
  );
}
