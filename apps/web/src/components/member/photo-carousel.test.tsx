import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../test/providers';
import { PhotoCarousel } from './photo-carousel';

const photos = ['/api/photos/p?v=a', '/api/photos/p?n=1&v=b', '/api/photos/p?n=2&v=c'];
const shown = () => screen.getByRole('img').getAttribute('src');

describe('the photo carousel (decision 037)', () => {
  it('goes through the photos by named buttons, arrow keys and a swipe, round the ends', async () => {
    const user = userEvent.setup();
    renderWithProviders(<PhotoCarousel name="Aysel M." photos={photos} photoUrl={photos[0]!} />);
    const carousel = await screen.findByRole('group', { name: 'Photos of Aysel M.' });
    expect(screen.getByRole('img', { name: 'Photo 1 of 3: Aysel M.' })).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Next photo' }));
    expect(shown()).toBe(photos[1]);
    await user.click(screen.getByRole('button', { name: 'Previous photo' }));
    await user.click(screen.getByRole('button', { name: 'Previous photo' }));
    expect(shown()).toBe(photos[2]);

    carousel.focus();
    await user.keyboard('{ArrowRight}');
    expect(shown()).toBe(photos[0]);
    await user.keyboard('{ArrowLeft}');
    expect(shown()).toBe(photos[2]);

    fireEvent.pointerDown(carousel, { pointerType: 'touch', clientX: 200 });
    fireEvent.pointerUp(carousel, { pointerType: 'touch', clientX: 100 });
    expect(shown()).toBe(photos[0]);
  });

  it('shows one photo alone, without buttons', async () => {
    renderWithProviders(
      <PhotoCarousel name="Aysel M." photos={[photos[0]!]} photoUrl={photos[0]!} />,
    );
    expect(await screen.findByRole('img', { name: 'Photo of Aysel M.' })).toBeTruthy();
    expect(screen.queryByRole('button')).toBeNull();
  });
});
