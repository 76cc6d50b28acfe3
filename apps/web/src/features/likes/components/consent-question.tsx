import { useTranslation } from '../../../lib/translation';
import { Button } from '../../../components/ui/button';

type ConsentQuestionProps = {
  name: string;
  onAnswer: (answer: boolean) => void;
  isSaving: boolean;
};

/**
 * "Would you like to chat with …?" with Yes and No; each member answers once, for themselves.
 * No only asks the caller to confirm it.
 */
export function ConsentQuestion({ name, onAnswer, isSaving }: ConsentQuestionProps) {
  const { t } = useTranslation();
  return (
    <div className="grid gap-3 rounded-2xl bg-rose-50/70 p-4 ring-1 ring-rose-100">
      <div>
        <p className="text-base font-semibold text-stone-900">
          {t('likes.consent.question', { name })}
        </p>
        <p className="mt-1 text-sm text-stone-600">{t('likes.consent.hint')}</p>
      </div>
      <div className="flex flex-wrap gap-2">
        <Button
          onClick={() => onAnswer(true)}
          disabled={isSaving}
          aria-busy={isSaving || undefined}
        >
          {isSaving ? t('likes.consent.saving') : t('likes.consent.yes')}
        </Button>
        <Button
          variant="secondary"
          aria-haspopup="dialog"
          onClick={() => onAnswer(false)}
          disabled={isSaving}
        >
          {t('likes.consent.no')}
        </Button>
      </div>
    </div>
  );
}
