import { reportReasons, type ReportReason } from '@vusal/shared/catalog/enums';
import { REPORT_NOTE_MAX } from '@vusal/shared/schemas/reports';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from '../../lib/translation';
import { Button } from '../ui/button';
import { ChoiceFieldset, choiceClasses, choiceInputClasses } from '../ui/choice-fieldset';
import { Modal } from '../ui/modal';

export type ReportChoice = { reason: ReportReason; note: string | null };

type ReportDialogProps = {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  name: string;
  /** Sent from one message: the moderators see it marked in the conversation. */
  isAboutMessage?: boolean;
  /** Issue 37, item 6: asked for from the block question; the report blocks too. */
  alsoBlocks?: boolean;
  isBusy: boolean;
  onSubmit: (report: ReportChoice) => void;
};

const fieldClasses =
  'w-full rounded-xl bg-white px-3 py-2 text-base text-stone-900 ring-1 ring-stone-300 ring-inset focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-rose-700';

/**
 * The one report dialog, from a profile, a chat's header or one message (issue 24): a category
 * and an optional note, then a confirmation, so no report is ever sent with one tap.
 */
export function ReportDialog({
  isOpen,
  onOpenChange,
  name,
  isAboutMessage = false,
  alsoBlocks = false,
  isBusy,
  onSubmit,
}: ReportDialogProps) {
  const { t } = useTranslation();
  const id = useId();
  const [reason, setReason] = useState<ReportReason | null>(null);
  const [note, setNote] = useState('');
  const [isConfirming, setConfirming] = useState(false);
  const [isMissing, setMissing] = useState(false);

  const close = (open: boolean) => {
    if (!open) {
      setReason(null);
      setNote('');
      setConfirming(false);
      setMissing(false);
    }
    onOpenChange(open);
  };

  const next = (event: FormEvent) => {
    event.preventDefault();
    if (!reason) {
      setMissing(true);
      return;
    }
    if (!isConfirming) {
      setConfirming(true);
      return;
    }
    onSubmit({ reason, note: note.trim() || null });
  };

  return (
    <Modal
      isOpen={isOpen}
      onClose={() => close(false)}
      isBusy={isBusy}
      title={t('safety.report.title', { name })}
      description={t(
        alsoBlocks
          ? 'safety.report.blockText'
          : isAboutMessage
            ? 'safety.report.messageText'
            : 'safety.report.text',
        { name },
      )}
      closeLabel={t('safety.report.close')}
    >
      <form onSubmit={next} className="mt-5 grid gap-4" noValidate>
        {isConfirming && reason ? (
          <div className="grid gap-2 rounded-2xl bg-rose-50 p-4 text-sm text-stone-800">
            <p className="font-semibold text-stone-900">{t('safety.report.confirmTitle')}</p>
            <p>
              {t('safety.report.reason')}: {t(`enums.report_reason.${reason}`)}
            </p>
            {note.trim() ? (
              <p className="break-words whitespace-pre-line">
                {t('safety.report.noteShort')}: {note.trim()}
              </p>
            ) : null}
            <p className="text-stone-600">{t('safety.report.confirmText')}</p>
          </div>
        ) : (
          <>
            <ChoiceFieldset
              legend={t('safety.report.reason')}
              describedBy={isMissing ? `${id}-missing` : undefined}
              footer={
                isMissing ? (
                  <p id={`${id}-missing`} className="mt-2 text-sm font-medium text-red-700">
                    {t('safety.report.reasonRequired')}
                  </p>
                ) : null
              }
            >
              <div className="grid gap-2">
                {reportReasons.map((value) => (
                  <label key={value} className={choiceClasses}>
                    <input
                      type="radio"
                      name={`${id}-reason`}
                      value={value}
                      checked={reason === value}
                      aria-invalid={isMissing || undefined}
                      onChange={() => {
                        setReason(value);
                        setMissing(false);
                      }}
                      className={choiceInputClasses}
                    />
                    {t(`enums.report_reason.${value}`)}
                  </label>
                ))}
              </div>
            </ChoiceFieldset>
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
                className={fieldClasses}
              />
            </div>
          </>
        )}
        <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <Button
            variant="secondary"
            disabled={isBusy}
            onClick={() => (isConfirming ? setConfirming(false) : close(false))}
          >
            {isConfirming ? t('safety.report.back') : t('safety.report.cancel')}
          </Button>
          <Button
            type="submit"
            variant={isConfirming ? 'danger' : 'primary'}
            disabled={isBusy}
            aria-busy={isBusy || undefined}
          >
            {isBusy
              ? t('safety.report.busy')
              : isConfirming
                ? t(alsoBlocks ? 'safety.report.submitAndBlock' : 'safety.report.submit')
                : t('safety.report.continue')}
          </Button>
        </div>
      </form>
    </Modal>
  );
}
