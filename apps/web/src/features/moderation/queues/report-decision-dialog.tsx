import { reportDecisions, suspensionDays, type ReportDecision } from '@vusal/shared/catalog/enums';
import {
  MODERATION_REASON_MAX,
  reportDecisionSchema,
  type ReportDecisionInput,
} from '@vusal/shared/schemas/admin-decisions';
import { useId, useState, type FormEvent } from 'react';
import { Button } from '../../../components/ui/button';
import { FormField } from '../../../components/ui/form-field';
import { Select } from '../../../components/ui/input';
import { Modal } from '../../../components/ui/modal';
import { Notice } from '../../../components/ui/notice';
import { useMessageTranslator } from '../../../lib/form-messages';
import { useTranslation } from '../../../lib/translation';
import { ReasonField } from '../../../components/staff/reason-field';

type ReportDecisionDialogProps = {
  /** The reported member's name; the dialog is open while it is set. */
  name: string | null;
  /** The dialog's title when it decides on something else than a report (a marked message). */
  title?: string;
  isBusy: boolean;
  /**
   * Why the server refused the last try, in words (e.g. STAFF_PROTECTED: the member is staff or
   * the main admin); shown in the dialog where the moderator is looking.
   */
  failure: string | null;
  onClose: () => void;
  onDecide: (decision: ReportDecisionInput) => void;
};

/**
 * Issue 24, item 3: one decision on a report, with the reason the member sees. The shared
 * schema checks it here as the server will (a reason; a length only for a suspension).
 */
export function ReportDecisionDialog({
  name,
  title,
  isBusy,
  failure,
  onClose,
  onDecide,
}: ReportDecisionDialogProps) {
  const { t } = useTranslation();
  const translate = useMessageTranslator();
  const ids = useId();
  const [decision, setDecision] = useState<ReportDecision>('warn');
  const [days, setDays] = useState<(typeof suspensionDays)[number]>(suspensionDays[0]);
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState<string | null>(null);

  function submit(event: FormEvent) {
    event.preventDefault();
    const input = { decision, reason, ...(decision === 'suspend' ? { days } : {}) };
    const parsed = reportDecisionSchema.safeParse(input);
    if (!parsed.success) {
      setReasonError(parsed.error.issues[0]?.message ?? 'validation.invalid');
      return;
    }
    setReasonError(null);
    onDecide(input);
  }

  return (
    <Modal
      isOpen={name !== null}
      onClose={onClose}
      isBusy={isBusy}
      title={title ?? t('admin.decision.title', { name: name ?? '' })}
      description={t('admin.decision.lead')}
      closeLabel={t('admin.decision.cancel')}
    >
      <form onSubmit={submit} noValidate className="mt-5 grid gap-5">
        <fieldset className="grid gap-2">
          <legend className="mb-2 text-sm font-semibold text-stone-800">
            {t('admin.decision.legend')}
          </legend>
          {reportDecisions.map((value) => (
            <label
              key={value}
              className="flex cursor-pointer gap-3 rounded-xl p-3 ring-1 ring-stone-200 has-checked:bg-rose-50 has-checked:ring-rose-400"
            >
              <input
                type="radio"
                name={`${ids}-decision`}
                value={value}
                checked={decision === value}
                onChange={() => setDecision(value)}
                aria-describedby={`${ids}-${value}-hint`}
                className="mt-1 size-4 accent-rose-700"
              />
              <span>
                <span className="block text-base font-semibold text-stone-900">
                  {t(`admin.decision.decisions.${value}`)}
                </span>
                <span id={`${ids}-${value}-hint`} className="block text-sm text-stone-600">
                  {t(`admin.decision.hints.${value}`)}
                </span>
              </span>
            </label>
          ))}
        </fieldset>
        {decision === 'suspend' ? (
          <FormField id={`${ids}-days`} label={t('admin.decision.length')}>
            {(control) => (
              <Select
                {...control}
                value={days}
                onChange={(event) =>
                  setDays(Number(event.target.value) as (typeof suspensionDays)[number])
                }
              >
                {suspensionDays.map((value) => (
                  <option key={value} value={value}>
                    {t('admin.decision.days', { count: value })}
                  </option>
                ))}
              </Select>
            )}
          </FormField>
        ) : null}
        <ReasonField
          id={`${ids}-reason`}
          label={t('admin.decision.reason')}
          value={reason}
          error={reasonError ? translate(reasonError) : null}
          maxLength={MODERATION_REASON_MAX}
          onChange={setReason}
        />
        {failure ? (
          <Notice tone="error" role="alert">
            <span className="block font-semibold">{t('admin.toasts.decideFailed')}</span>
            {failure}
          </Notice>
        ) : null}
        {/* Issue 37, item 6: stuck to the dialog's bottom edge, so Save stays in view on a
            1366 × 900 screen however long the form grows. */}
        <div className="sticky bottom-0 -mx-6 -mb-6 flex flex-col-reverse gap-3 border-t border-stone-200 bg-white px-6 py-4 sm:-mx-7 sm:-mb-7 sm:flex-row sm:justify-end sm:px-7">
          <Button variant="secondary" disabled={isBusy} onClick={onClose}>
            {t('admin.decision.cancel')}
          </Button>
          <Button
            type="submit"
            variant={decision === 'dismiss' ? 'primary' : 'danger'}
            disabled={isBusy}
            aria-busy={isBusy || undefined}
          >
            {isBusy ? t('admin.decision.busy') : t('admin.decision.confirm')}
          </Button>
        </div>
      </form>
    </Modal>
  );
}
