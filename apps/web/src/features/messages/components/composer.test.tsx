import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../test/providers';
import { Composer } from './composer';

function renderComposer() {
  const onSendText = vi.fn();
  const onTyping = vi.fn();
  renderWithProviders(
    <Composer onSendText={onSendText} onSendFile={vi.fn()} onTyping={onTyping} />,
  );
  return { onSendText, onTyping, box: screen.getByRole('textbox', { name: 'Message' }) };
}

describe('the composer (details.md sections 3 and 4)', () => {
  it('Enter sends the trimmed text and keeps the focus; Shift+Enter breaks the line', async () => {
    const user = userEvent.setup();
    const { onSendText, onTyping, box } = renderComposer();
    await user.type(box, '  Salam{Shift>}{Enter}{/Shift}necəsən?  ');
    expect(box).toHaveProperty('value', '  Salam\nnecəsən?  ');
    expect(onSendText).not.toHaveBeenCalled();
    expect(onTyping).toHaveBeenCalledWith(true);

    await user.keyboard('{Enter}');
    expect(onSendText).toHaveBeenCalledWith('Salam\nnecəsən?');
    expect(box).toHaveProperty('value', '');
    expect(document.activeElement).toBe(box);
    expect(onTyping).toHaveBeenLastCalledWith(false);
  });

  it('sends nothing blank, and an emoji goes in where the caret is', async () => {
    const user = userEvent.setup();
    const { onSendText, box } = renderComposer();
    await user.type(box, '   {Enter}');
    expect(onSendText).not.toHaveBeenCalled();
    // Invisible characters alone look blank too (issue 20): the server would refuse them.
    await user.clear(box);
    await user.type(box, '\u200B\u3164\u034F{Enter}');
    expect(onSendText).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Send' })).toHaveProperty('disabled', true);

    await user.clear(box);
    await user.type(box, 'Salam');
    await user.click(screen.getByRole('button', { name: 'Emoji' }));
    const emojis = screen
      .getByRole('group', { name: 'Choose an emoji' })
      .querySelectorAll('button');
    expect(emojis.length).toBeGreaterThanOrEqual(44);
    await user.click(emojis[0]!);
    expect(box).toHaveProperty('value', `Salam${emojis[0]!.textContent}`);
  });
});
