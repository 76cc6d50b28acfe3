import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { MessageText } from './message-text';

describe('MessageText (issue 24, item 7)', () => {
  it('shows a bare https link as a link with its domain and a safe rel', () => {
    const { container } = render(<MessageText text="Bax https://www.kino.az/film?id=1 bu axşam" />);
    const link = screen.getByRole('link', { name: 'https://www.kino.az/film?id=1' });
    expect(link.getAttribute('href')).toBe('https://www.kino.az/film?id=1');
    expect(link.getAttribute('rel')).toBe('noopener noreferrer nofollow ugc');
    expect(link.getAttribute('target')).toBe('_blank');
    expect(container.textContent).toBe('Bax https://www.kino.az/film?id=1 (kino.az) bu axşam');
  });

  it.each([
    'javascript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'vbscript:msgbox(1)',
    '<a href="javascript:alert(1)">klik</a>',
    '<img src=x onerror=alert(1)>',
    'mailto:aysel@example.com',
  ])('keeps %j as text, no link and no markup', (text) => {
    const { container } = render(<MessageText text={text} />);
    expect(screen.queryByRole('link')).toBeNull();
    expect(container.querySelector('img, script, a')).toBeNull();
    expect(container.textContent).toBe(text);
  });

  it('shows the real host of a look-alike address', () => {
    render(<MessageText text="https://аpple.com/id" />);
    expect(screen.getByText('(xn--pple-43d.com)')).toBeTruthy();
  });
});
