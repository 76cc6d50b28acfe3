import { EMOJI_GRID_COLUMNS } from '@vusal/shared/catalog/constants';
import { useEffect, useRef, useState, type FocusEvent, type KeyboardEvent } from 'react';
import { useTranslation } from '../../../lib/translation';

/** details.md: about 48 emojis in an 8-column grid. */
export const EMOJIS = Array.from(
  '😀😁😂🤣😊😍🥰😘😉😎🤗🤔😅😇🙂🙃😌😴😢😭😡😳🥺😱👍👎👏🙏🤝💪👋✌️❤️🧡💛💚💙💜💔💕🌹🌸🌟🔥🎉🎁☕🍰',
).filter((character) => character !== '\uFE0F');

/**
 * A grid of emoji buttons that is one tab stop (issue 22): it opens with the focus on an emoji,
 * the arrow keys (and Home, End) move between them, Enter or a click inserts one, Escape closes
 * it. Leaving it with Tab or a click elsewhere closes it too.
 */
export function EmojiPicker({
  onPick,
  onClose,
  onLeave,
}: {
  onPick: (emoji: string) => void;
  /** Escape: the composer takes the focus back. */
  onClose: () => void;
  /** The focus went outside the grid, to `to`. */
  onLeave: (to: Element | null) => void;
}) {
  const { t } = useTranslation();
  const grid = useRef<HTMLDivElement>(null);
  const [active, setActive] = useState(0);

  useEffect(() => {
    grid.current?.querySelector('button')?.focus();
  }, []);

  const keyDown = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    if (event.key === 'Escape') {
      event.preventDefault();
      onClose();
      return;
    }
    const step = {
      ArrowRight: 1,
      ArrowLeft: -1,
      ArrowDown: EMOJI_GRID_COLUMNS,
      ArrowUp: -EMOJI_GRID_COLUMNS,
      Home: -index,
      End: EMOJIS.length - 1 - index,
    }[event.key];
    if (step === undefined) return;
    event.preventDefault();
    const target = index + step;
    if (target < 0 || target >= EMOJIS.length) return;
    setActive(target);
    grid.current?.querySelectorAll('button')[target]?.focus();
  };

  const blur = (event: FocusEvent<HTMLDivElement>) => {
    const to = event.relatedTarget instanceof Element ? event.relatedTarget : null;
    if (!to || !event.currentTarget.contains(to)) onLeave(to);
  };

  return (
    <div
      ref={grid}
      role="group"
      aria-label={t('chat.emojiPicker')}
      onBlur={blur}
      className="grid gap-1 rounded-2xl bg-white p-2 shadow-lg ring-1 ring-stone-200"
      style={{ gridTemplateColumns: `repeat(${EMOJI_GRID_COLUMNS}, minmax(0, 1fr))` }}
    >
      {EMOJIS.map((emoji, index) => (
        <button
          key={emoji}
          type="button"
          tabIndex={index === active ? 0 : -1}
          onClick={() => onPick(emoji)}
          onKeyDown={(event) => keyDown(event, index)}
          className="grid size-9 place-items-center rounded-lg text-xl hover:bg-rose-50 focus-visible:bg-rose-50"
        >
          {emoji}
        </button>
      ))}
    </div>
  );
}
