import { act, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../test/providers';
import { Composer } from './composer';

function renderComposer() {
  const onSendText = vi.fn();
  const onSendFile = vi.fn();
  const onTyping = vi.fn();
  renderWithProviders(
    <Composer onSendText={onSendText} onSendFile={onSendFile} onTyping={onTyping} />,
  );
  return {
    onSendText,
    onSendFile,
    onTyping,
    box: screen.getByRole('textbox', { name: 'Message' }),
  };
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

  it('a click on Send leaves the focus in the text, where the tab bar stays away (issue 37)', async () => {
    const user = userEvent.setup();
    const { onSendText, box } = renderComposer();
    await user.type(box, 'Salam');
    expect(box.closest('[data-hides-tab-bar]')).not.toBeNull();
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(onSendText).toHaveBeenCalledWith('Salam');
    expect(document.activeElement).toBe(box);
    // Pressing Send does not take the focus from the text, so the tab bar does not come back
    // under the finger before the click lands.
    await user.type(box, 'x');
    expect(fireEvent.mouseDown(screen.getByRole('button', { name: 'Send' }))).toBe(false);
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

  it('issue 22: the emoji grid is one tab stop; arrows move, Enter inserts, focus returns to the text', async () => {
    const user = userEvent.setup();
    const { box } = renderComposer();
    await user.type(box, 'Salam ');
    act(() => screen.getByRole('button', { name: 'Emoji' }).focus());
    await user.keyboard('{Enter}');
    const grid = screen.getByRole('group', { name: 'Choose an emoji' });
    const emojis = [...grid.querySelectorAll('button')];
    expect(document.activeElement).toBe(emojis[0]);
    expect(emojis.filter((emoji) => emoji.tabIndex === 0)).toHaveLength(1);

    await user.keyboard('{ArrowRight}{ArrowDown}{ArrowLeft}');
    expect(document.activeElement).toBe(emojis[8]);
    expect(emojis[8]!.tabIndex).toBe(0);
    await user.keyboard('{Enter}');
    expect(box).toHaveProperty('value', `Salam ${emojis[8]!.textContent}`);
    expect(screen.queryByRole('group', { name: 'Choose an emoji' })).toBeNull();
    await vi.waitFor(() => expect(document.activeElement).toBe(box));
  });

  it('issue 22: Escape closes the emoji grid and gives the focus back to the text', async () => {
    const user = userEvent.setup();
    const { box } = renderComposer();
    await user.click(screen.getByRole('button', { name: 'Emoji' }));
    expect(screen.getByRole('group', { name: 'Choose an emoji' })).toBeDefined();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('group', { name: 'Choose an emoji' })).toBeNull();
    expect(document.activeElement).toBe(box);
    expect(box).toHaveProperty('value', '');
  });

  describe('issue 22: a chosen photo shows in a preview first', () => {
    beforeEach(() => {
      URL.createObjectURL = vi.fn(() => 'blob:preview');
      URL.revokeObjectURL = vi.fn();
    });
    afterEach(() => vi.restoreAllMocks());

    // As the browser's file dialog does: the input stays hidden and never takes the focus.
    const choose = () => {
      const photo = new File(['x'], 'sea.jpg', { type: 'image/jpeg' });
      const input = document.querySelector('input[type=file]') as HTMLInputElement;
      fireEvent.change(input, { target: { files: [photo] } });
      return photo;
    };

    it('Send sends it; nothing leaves before', async () => {
      const user = userEvent.setup();
      const { onSendFile, box } = renderComposer();
      const photo = choose();
      const preview = screen.getByRole('group', { name: 'Ready to send' });
      expect(within(preview).getByRole('img', { name: 'sea.jpg' }).getAttribute('src')).toBe(
        'blob:preview',
      );
      expect(onSendFile).not.toHaveBeenCalled();
      const send = within(preview).getByRole('button', { name: 'Send photo' });
      expect(document.activeElement).toBe(send);
      await user.click(send);
      expect(onSendFile).toHaveBeenCalledWith(photo);
      expect(screen.queryByRole('group', { name: 'Ready to send' })).toBeNull();
      expect(URL.revokeObjectURL).toHaveBeenCalledWith('blob:preview');
      expect(document.activeElement).toBe(box);
    });

    it('Cancel or Escape drops it unsent', async () => {
      const user = userEvent.setup();
      const { onSendFile } = renderComposer();
      choose();
      await user.click(screen.getByRole('button', { name: 'Cancel' }));
      expect(screen.queryByRole('group', { name: 'Ready to send' })).toBeNull();
      expect(document.activeElement).toBe(
        screen.getByRole('button', { name: 'Attach a photo or PDF' }),
      );
      choose();
      await user.keyboard('{Escape}');
      expect(screen.queryByRole('group', { name: 'Ready to send' })).toBeNull();
      expect(onSendFile).not.toHaveBeenCalled();
    });
  });
});
