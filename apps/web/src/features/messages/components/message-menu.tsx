import * as Menu from '@radix-ui/react-dropdown-menu';
import { MoreHorizontal } from 'lucide-react';
import { useRef } from 'react';
import { rovingItem } from '../../../lib/roving-focus';
import { useTranslation } from '../../../lib/translation';

export type MessageAction = { key: string; label: string; run: () => void };

/**
 * A message's actions behind one button (issue 22). The thread's buttons share one tab stop
 * (`useRovingFocus`): ArrowUp and ArrowDown move between messages, Enter or Space opens one.
 * Inside the menu the arrow keys move through it, Enter picks, Escape closes it and the focus
 * returns to the button. The chosen action runs once it has: a dialog it opens (Report) then
 * finds the focus on the button and gives it back there when it closes (issue 37).
 */
export function MessageMenu({ actions, isMine }: { actions: MessageAction[]; isMine: boolean }) {
  const { t } = useTranslation();
  const chosen = useRef<MessageAction | null>(null);
  if (actions.length === 0) return null;
  return (
    <Menu.Root modal={false}>
      <Menu.Trigger
        {...rovingItem}
        aria-label={t('chat.messageActions')}
        className={`grid size-6 place-items-center rounded-full ${
          isMine
            ? 'text-rose-100 hover:bg-rose-800'
            : 'text-stone-500 hover:bg-rose-50 hover:text-rose-800'
        }`}
      >
        <MoreHorizontal aria-hidden="true" className="size-4" />
      </Menu.Trigger>
      <Menu.Portal>
        <Menu.Content
          align={isMine ? 'end' : 'start'}
          sideOffset={4}
          collisionPadding={8}
          onCloseAutoFocus={() => {
            const action = chosen.current;
            chosen.current = null;
            action?.run();
          }}
          className="z-30 min-w-48 overflow-hidden rounded-xl bg-white py-1 shadow-lg ring-1 ring-stone-200"
        >
          {actions.map((action) => (
            <Menu.Item
              key={action.key}
              onSelect={() => {
                chosen.current = action;
              }}
              className="flex min-h-11 cursor-pointer items-center px-4 text-sm font-medium text-stone-800 outline-none data-[highlighted]:bg-rose-50 data-[highlighted]:text-rose-900"
            >
              {action.label}
            </Menu.Item>
          ))}
        </Menu.Content>
      </Menu.Portal>
    </Menu.Root>
  );
}
