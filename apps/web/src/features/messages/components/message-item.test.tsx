import type { ChatMessage } from '@vusal/shared/schemas/chat';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../test/providers';
import { MessageItem } from './message-item';

const photo = (size: { width: number | null; height: number | null }): ChatMessage => ({
  id: 'msg-1',
  matchId: 'm-1',
  clientId: 'c-1',
  senderId: 'other',
  type: 'image',
  text: null,
  attachment: { name: 'sea.jpg', mime: 'image/jpeg', size: 1000, url: '/x', ...size },
  createdAt: new Date().toISOString(),
  deliveredAt: null,
  readAt: null,
  hasContactDetails: false,
});

describe('a message', () => {
  it('issue 22: a photo reserves its box from its stored size before it loads', () => {
    renderWithProviders(
      <ol>
        <MessageItem message={photo({ width: 900, height: 1200 })} isMine={false} />
      </ol>,
    );
    const image = screen.getByRole('img', { name: 'sea.jpg' });
    expect(image.getAttribute('width')).toBe('900');
    expect(image.getAttribute('height')).toBe('1200');
    expect(image.style.aspectRatio).toBe('900 / 1200');
  });

  it('issue 22: a photo stored before sizes were kept sizes itself as it loads', () => {
    renderWithProviders(
      <ol>
        <MessageItem message={photo({ width: null, height: null })} isMine={false} />
      </ol>,
    );
    const image = screen.getByRole('img', { name: 'sea.jpg' });
    expect(image.hasAttribute('width')).toBe(false);
    expect(image.style.aspectRatio).toBe('');
  });

  it.each([
    [
      'en',
      'This message contains contact details. Never send money, and share only what you want to.',
    ],
    [
      'az',
      'Bu mesajda əlaqə məlumatları var. Heç vaxt pul göndərməyin və yalnız istədiyinizi paylaşın.',
    ],
    [
      'ru',
      'В этом сообщении есть контактные данные. Никогда не отправляйте деньги и делитесь только тем, чем хотите.',
    ],
  ] as const)(
    'issue 37: a received message sent anyway with contact details carries a safety hint in %s',
    (language, hint) => {
      const marked: ChatMessage = {
        ...photo({ width: null, height: null }),
        type: 'text',
        text: '+994 50 123 45 67',
        attachment: null,
        hasContactDetails: true,
      };
      renderWithProviders(
        <ol>
          <MessageItem message={marked} isMine={false} />
          <MessageItem
            message={{ ...marked, id: 'msg-2', hasContactDetails: false }}
            isMine={false}
          />
          <MessageItem message={{ ...marked, id: 'msg-3' }} isMine />
        </ol>,
        { language },
      );
      expect(screen.getAllByText(hint)).toHaveLength(1);
      expect(screen.getAllByRole('listitem')[0]!.textContent).toContain(hint);
    },
  );

  describe('issue 22: its actions sit behind one menu button', () => {
    const text: ChatMessage = { ...photo({ width: null, height: null }), type: 'text' };
    const theirs = { ...text, text: 'Salam!', attachment: null };

    it('one tab stop per message; the keyboard opens it, moves through it and Escape closes it', async () => {
      const user = userEvent.setup();
      const onReport = vi.fn();
      renderWithProviders(
        <ol>
          <MessageItem message={theirs} isMine={false} onReport={onReport} />
        </ol>,
      );
      const item = screen.getByRole('listitem');
      expect(within(item).getAllByRole('button')).toHaveLength(1);
      const trigger = within(item).getByRole('button', { name: 'Message actions' });

      await user.tab();
      expect(document.activeElement).toBe(trigger);
      await user.keyboard('{Enter}');
      const menu = screen.getByRole('menu');
      const items = within(menu).getAllByRole('menuitem');
      expect(items.map((entry) => entry.textContent)).toEqual(['Copy text', 'Report this message']);
      await user.keyboard('{ArrowDown}');
      await user.keyboard('{Escape}');
      expect(screen.queryByRole('menu')).toBeNull();
      expect(document.activeElement).toBe(trigger);
      expect(onReport).not.toHaveBeenCalled();

      await user.keyboard('{Enter}');
      await user.click(screen.getByRole('menuitem', { name: 'Report this message' }));
      expect(onReport).toHaveBeenCalledOnce();
      expect(screen.queryByRole('menu')).toBeNull();
    });

    it('my own message offers no report, and a photo of mine has no menu at all', () => {
      renderWithProviders(
        <ol>
          <MessageItem message={theirs} isMine onReport={vi.fn()} />
          <MessageItem message={photo({ width: 10, height: 10 })} isMine />
        </ol>,
      );
      const [text, picture] = screen.getAllByRole('listitem');
      expect(within(text!).getAllByRole('button', { name: 'Message actions' })).toHaveLength(1);
      expect(within(picture!).queryByRole('button')).toBeNull();
    });
  });
});
