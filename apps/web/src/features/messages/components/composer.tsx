import { COMPOSER_REFOCUS, TYPING } from '@vusal/shared/catalog/constants';
import { MESSAGE_TEXT_MAX } from '@vusal/shared/schemas/chat';
import { looksBlank } from '@vusal/shared/schemas/invisible';
import { Paperclip, SendHorizontal, Smile } from 'lucide-react';
import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { toast } from '../../../lib/toast';
import { useTranslation } from '../../../lib/translation';
import { useChosenPhoto } from '../../../lib/use-chosen-photo';
import { attachmentProblem } from '../lib/use-send';
import { AttachmentPreview } from './attachment-preview';
import { EmojiPicker } from './emoji-picker';

type ComposerProps = {
  onSendText: (text: string) => void;
  onSendFile: (file: File) => void;
  /** The member is typing (true) or stopped (false); the caller limits how often it is sent. */
  onTyping: (isTyping: boolean) => void;
  disabled?: boolean;
  /** What the field starts with: a message the member took back to edit. */
  initialText?: string;
};

/**
 * The composer (details.md sections 3 and 4): Enter sends and Shift+Enter breaks the line; an
 * emoji grid, a photo/PDF control whose file shows in a preview first (issue 22), and Send. While the member typed within the last 10 s and the
 * focus fell to nothing, it takes the focus back, so a stray tap does not end a conversation.
 * While the focus is in it, a phone's tab bar gives its room to the conversation (issue 37,
 * `data-hides-tab-bar` in index.css).
 */
export function Composer({
  onSendText,
  onSendFile,
  onTyping,
  disabled,
  initialText = '',
}: ComposerProps) {
  const { t } = useTranslation();
  const [text, setText] = useState(initialText);
  const [isPicking, setPicking] = useState(false);
  const input = useRef<HTMLTextAreaElement>(null);
  const files = useRef<HTMLInputElement>(null);
  const attachButton = useRef<HTMLButtonElement>(null);
  const emojiButton = useRef<HTMLButtonElement>(null);
  // A chosen file waits in a preview until the member sends it or changes their mind.
  const { chosen, choose, clear } = useChosenPhoto();
  const typedAt = useRef(0);
  const typingSentAt = useRef(0);
  const stopTimer = useRef<ReturnType<typeof setTimeout>>(undefined);

  useEffect(() => {
    const timer = setInterval(() => {
      const recently = Date.now() - typedAt.current < COMPOSER_REFOCUS.windowMs;
      const focusIsFree =
        document.activeElement === document.body || document.activeElement === null;
      if (recently && focusIsFree) input.current?.focus();
    }, COMPOSER_REFOCUS.intervalMs);
    return () => clearInterval(timer);
  }, []);

  useEffect(() => () => clearTimeout(stopTimer.current), []);

  const stopTyping = () => {
    clearTimeout(stopTimer.current);
    if (typingSentAt.current) onTyping(false);
    typingSentAt.current = 0;
  };

  const change = (value: string) => {
    setText(value);
    typedAt.current = Date.now();
    if (looksBlank(value)) return stopTyping();
    if (Date.now() - typingSentAt.current >= TYPING.clearAfterMs) {
      typingSentAt.current = Date.now();
      onTyping(true);
    }
    clearTimeout(stopTimer.current);
    stopTimer.current = setTimeout(stopTyping, TYPING.clearAfterMs);
  };

  const send = () => {
    if (looksBlank(text) || disabled) return;
    onSendText(text.trim());
    setText('');
    stopTyping();
    input.current?.focus();
  };

  const keyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      send();
    }
  };

  const insert = (emoji: string) => {
    const field = input.current;
    const start = field?.selectionStart ?? text.length;
    const end = field?.selectionEnd ?? text.length;
    change(text.slice(0, start) + emoji + text.slice(end));
    setPicking(false);
    requestAnimationFrame(() => {
      field?.focus();
      field?.setSelectionRange(start + emoji.length, start + emoji.length);
    });
  };

  const closePicker = () => {
    setPicking(false);
    input.current?.focus();
  };

  const pickFile = (file: File | undefined) => {
    if (!file) return;
    const problem = attachmentProblem(file);
    if (problem) toast.error(t(problem));
    else choose(file);
    if (files.current) files.current.value = '';
  };

  const sendChosen = () => {
    if (!chosen) return;
    onSendFile(chosen.file);
    clear();
    input.current?.focus();
  };

  const cancelChosen = () => {
    clear();
    attachButton.current?.focus();
  };

  return (
    <div data-hides-tab-bar className="relative border-t border-stone-200 bg-white p-2 sm:p-3">
      {isPicking ? (
        <div className="absolute bottom-full left-2 mb-2">
          <EmojiPicker
            onPick={insert}
            onClose={closePicker}
            onLeave={(to) => {
              if (to !== emojiButton.current) setPicking(false);
            }}
          />
        </div>
      ) : null}
      {chosen ? (
        <AttachmentPreview chosen={chosen} onSend={sendChosen} onCancel={cancelChosen} />
      ) : null}
      <div className="flex items-end gap-1">
        <button
          ref={emojiButton}
          type="button"
          aria-label={t('chat.emoji')}
          aria-expanded={isPicking}
          onClick={() => setPicking((open) => !open)}
          className="grid size-11 shrink-0 place-items-center rounded-full text-stone-600 hover:bg-rose-50 hover:text-rose-800"
        >
          <Smile aria-hidden="true" className="size-5" />
        </button>
        <button
          ref={attachButton}
          type="button"
          aria-label={t('chat.attach')}
          onClick={() => files.current?.click()}
          disabled={disabled}
          className="grid size-11 shrink-0 place-items-center rounded-full text-stone-600 hover:bg-rose-50 hover:text-rose-800"
        >
          <Paperclip aria-hidden="true" className="size-5" />
        </button>
        <input
          ref={files}
          type="file"
          hidden
          accept="image/jpeg,image/png,image/gif,image/webp,application/pdf"
          onChange={(event) => pickFile(event.target.files?.[0])}
        />
        <label className="min-w-0 flex-1">
          <span className="sr-only">{t('chat.messageLabel')}</span>
          <textarea
            ref={input}
            rows={1}
            value={text}
            maxLength={MESSAGE_TEXT_MAX}
            onChange={(event) => change(event.target.value)}
            onKeyDown={keyDown}
            placeholder={t('chat.placeholder')}
            className="block max-h-40 min-h-11 w-full resize-none rounded-2xl border border-stone-300 px-4 py-2.5 text-base [field-sizing:content]"
          />
        </label>
        <button
          type="button"
          aria-label={t('chat.send')}
          // A tap on Send leaves the focus (and a phone's keyboard) in the text: the tab bar
          // would otherwise come back under the finger between the press and the click.
          onMouseDown={(event) => event.preventDefault()}
          onClick={send}
          disabled={disabled || looksBlank(text)}
          className="grid size-11 shrink-0 place-items-center rounded-full bg-rose-700 text-white hover:bg-rose-800 disabled:opacity-50"
        >
          <SendHorizontal aria-hidden="true" className="size-5" />
        </button>
      </div>
    </div>
  );
}
