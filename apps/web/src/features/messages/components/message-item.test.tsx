import type { ChatMessage } from '@vusal/shared/schemas/chat';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
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
});
