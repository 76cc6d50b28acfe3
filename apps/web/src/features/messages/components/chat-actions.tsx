import type { ChatListItem } from '@vusal/shared/schemas/chat';
import { MoreVertical } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { BlockDialog } from '../../../components/report/block-dialog';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import type { MessageKey } from '../../../lib/i18n';
import { useTranslation } from '../../../lib/translation';
import { useChatActions } from '../lib/use-chat-actions';
import { ChatReportDialog } from './chat-report-dialog';

type Action = { key: string; label: string; run: () => void; tone?: 'danger' };

/**
 * A chat's menu, on its list item and in the conversation's header (product.md section 2):
 * pin/unpin, archive/unarchive, delete and block, and in the header report.
 * A disclosure of buttons: Escape or a click outside closes it and focus returns to its button,
 * as it does when an item opens a dialog (the item leaves with the menu, issue 37).
 */
export function ChatActions({
  chat,
  label,
  onReport,
  onGone,
}: {
  chat: ChatListItem;
  /** The button's name: each list row's names its chat, apart from the open chat's (issue 37). */
  label: string;
  /** In the conversation's header: opens the report dialog (issue 24). */
  onReport?: () => void;
  /** The chat left the list (deleted or blocked): the screen closes it. */
  onGone?: () => void;
}) {
  const { t } = useTranslation();
  // The block's answer closes the chat even if this menu has gone with it by then (the list
  // drops the chat at once, which unmounts the conversation's header).
  const { changeState, block } = useChatActions({ onBlocked: () => onGone?.() });
  const [isOpen, setOpen] = useState(false);
  const [confirming, setConfirming] = useState<'delete' | 'block' | 'reportAndBlock' | null>(null);
  const menuId = useId();
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!isOpen) return undefined;
    const close = (event: Event) => {
      if (event instanceof KeyboardEvent) {
        if (event.key !== 'Escape') return;
        button.current?.focus();
      } else if (root.current?.contains(event.target as Node)) return;
      setOpen(false);
    };
    document.addEventListener('keydown', close);
    document.addEventListener('pointerdown', close);
    return () => {
      document.removeEventListener('keydown', close);
      document.removeEventListener('pointerdown', close);
    };
  }, [isOpen]);

  const state = (
    update: Parameters<typeof changeState.mutate>[0]['update'],
    toastKey: MessageKey,
  ) => changeState.mutate({ chat, update, toastKey });
  const actions: Action[] = [
    chat.isPinned
      ? {
          key: 'unpin',
          label: t('chat.unpin'),
          run: () => state({ isPinned: false }, 'chat.unpinned'),
        }
      : { key: 'pin', label: t('chat.pin'), run: () => state({ isPinned: true }, 'chat.pinned') },
    chat.isArchived
      ? {
          key: 'unarchive',
          label: t('chat.unarchive'),
          run: () => state({ isArchived: false }, 'chat.unarchived'),
        }
      : {
          key: 'archive',
          label: t('chat.archive'),
          run: () => state({ isArchived: true }, 'chat.archived'),
        },
    { key: 'delete', label: t('chat.delete'), run: () => setConfirming('delete'), tone: 'danger' },
  ];
  // A purged account (S8) can be neither blocked nor reported: nobody is there any more.
  if (chat.other) {
    actions.push({
      key: 'block',
      label: t('chat.block'),
      run: () => setConfirming('block'),
      tone: 'danger',
    });
  }
  if (onReport && chat.other) {
    actions.push({ key: 'report', label: t('chat.report'), run: onReport });
  }

  const confirmDelete = () => {
    state({ isHidden: true }, 'chat.deleted');
    setConfirming(null);
    onGone?.();
  };

  const confirmBlock = ({ alsoReport }: { alsoReport: boolean }) => {
    if (alsoReport) {
      setConfirming('reportAndBlock');
      return;
    }
    block.mutate(chat, {
      onSuccess: () => setConfirming(null),
      onSimulated: () => setConfirming(null),
    });
  };

  return (
    <div ref={root} className="relative">
      <button
        ref={button}
        type="button"
        aria-label={label}
        aria-expanded={isOpen}
        aria-controls={menuId}
        onClick={() => setOpen((open) => !open)}
        className="grid size-10 place-items-center rounded-full text-stone-600 hover:bg-rose-50 hover:text-rose-800"
      >
        <MoreVertical aria-hidden="true" className="size-5" />
      </button>
      {isOpen ? (
        <ul
          id={menuId}
          className="absolute right-0 z-20 mt-1 w-52 overflow-hidden rounded-xl bg-white py-1 shadow-lg ring-1 ring-stone-200"
        >
          {actions.map((action) => (
            <li key={action.key}>
              <button
                type="button"
                onClick={() => {
                  setOpen(false);
                  // A dialog opened now finds the focus on the menu's button, and gives it back.
                  button.current?.focus();
                  action.run();
                }}
                // The ring inside the item: the menu's rounded corners clip what lies outside.
                className={`block min-h-11 w-full px-4 text-left text-sm font-medium hover:bg-rose-50 focus-visible:-outline-offset-2 ${
                  action.tone === 'danger' ? 'text-red-700' : 'text-stone-800'
                }`}
              >
                {action.label}
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      <ConfirmDialog
        isOpen={confirming === 'delete'}
        onOpenChange={(open) => !open && setConfirming(null)}
        title={t('chat.delete')}
        description={t('chat.confirmDelete')}
        confirmLabel={t('chat.delete')}
        cancelLabel={t('chat.cancel')}
        tone="danger"
        onConfirm={confirmDelete}
      />
      {chat.other ? (
        <>
          <BlockDialog
            isOpen={confirming === 'block'}
            onOpenChange={(open) => !open && setConfirming(null)}
            name={chat.other.fullName}
            isBusy={block.isPending}
            onConfirm={confirmBlock}
          />
          <ChatReportDialog
            chat={chat}
            name={chat.other.fullName}
            about={confirming === 'reportAndBlock' ? {} : null}
            alsoBlocks
            onClose={() => setConfirming(null)}
            onGone={() => onGone?.()}
          />
        </>
      ) : null}
    </div>
  );
}
