import { MoreHorizontal } from 'lucide-react';
import { MenuButton, type MenuAction } from '../../../components/ui/menu-button';
import { rovingItem } from '../../../lib/roving-focus';
import { useTranslation } from '../../../lib/translation';

/**
 * A message's actions behind one button (issue 22). The thread's buttons share one tab stop
 * (`useRovingFocus`): ArrowUp and ArrowDown move between messages, Enter or Space opens one.
 * Inside the menu (`MenuButton`) the arrow keys move through it, Enter picks, Escape closes it
 * and the focus returns to the button. The chosen action runs once it has: a dialog it opens
 * (Report) then finds the focus on the button and gives it back there when it closes (issue 37).
 */
export function MessageMenu({ actions, isMine }: { actions: MenuAction[]; isMine: boolean }) {
  const { t } = useTranslation();
  if (actions.length === 0) return null;
  return (
    <MenuButton
      label={t('chat.messageActions')}
      actions={actions}
      align={isMine ? 'end' : 'start'}
      buttonAttributes={rovingItem}
      className={`grid size-6 place-items-center rounded-full ${
        isMine
          ? 'text-rose-100 hover:bg-rose-800'
          : 'text-stone-500 hover:bg-rose-50 hover:text-rose-800'
      }`}
    >
      <MoreHorizontal aria-hidden="true" className="size-4" />
    </MenuButton>
  );
}
