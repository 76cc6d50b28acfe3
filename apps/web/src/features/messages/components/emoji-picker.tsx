import { EMOJI_GRID_COLUMNS } from '@vusal/shared/catalog/constants';
import { useRef, type KeyboardEvent } from 'react';
import { useTranslation } from '../../../lib/translation';

/** details.md: about 48 emojis in an 8-column grid. */
export const EMOJIS = Array.from(
  '😀😁😂🤣😊😍🥰😘😉😎🤗🤔😅😇🙂🙃😌😴😢😭😡😳🥺😱👍👎👏🙏🤝💪👋✌️❤️🧡💛💚💙💜💔💕🌹🌸🌟🔥🎉🎁☕🍰',
).filter((character) => character !== '\uFE0F');

/** A grid of emoji buttons; arrow keys move between them, Enter or a click inserts one. */
export function EmojiPicker({ onPick }: { onPick: (emoji: string) => void }) {
  const { t } = useTranslation();
  const grid = useRef<HTMLDivElement>(null);
  const move = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const step = {
      ArrowRight: 1,
      ArrowLeft: -1,
      ArrowDown: EMOJI_GRID_COLUMNS,
      ArrowUp: -EMOJI_GRID_COLUMNS,
    }[event.key];
    if (!step) return;
    event.preventDefault();
    const next = grid.current?.querySelectorAll('button')[index + step];
    next?.focus();
  };
  return (
    <div
      ref={grid}
      role="group"
      aria-label={t('chat.emojiPicker')}
      className="grid gap-1 rounded-2xl bg-white p-2 shadow-lg ring-1 ring-stone-200"
      style={{ gridTemplateColumns: `repeat(${EMOJI_GRID_COLUMNS}, minmax(0, 1fr))` }}
    >
      {EMOJIS.map((emoji, index) => (
        <button
          key={emoji}
          type="button"
          onClick={() => onPick(emoji)}
          onKeyDown={(event) => move(event, index)}
          className="grid size-9 place-items-center rounded-lg text-xl hover:bg-rose-50"
        >
          {emoji}
        </button>
      ))}
    </div>
  );
}
