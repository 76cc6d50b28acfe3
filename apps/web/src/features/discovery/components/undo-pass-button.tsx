import { Undo2 } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { useTranslation } from '../../../lib/translation';

/** Brings back the card just passed (issue 22); the name says whose card returns. */
export function UndoPassButton({
  name,
  onUndo,
  disabled,
}: {
  name: string;
  onUndo: () => void;
  disabled: boolean;
}) {
  const { t } = useTranslation();
  return (
    <Button
      variant="ghost"
      onClick={onUndo}
      disabled={disabled}
      aria-label={t('discovery.browse.undoLabel', { name })}
      className="justify-self-center"
    >
      <Undo2 aria-hidden="true" className="size-4" />
      {t('discovery.browse.undo')}
    </Button>
  );
}
