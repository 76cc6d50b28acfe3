import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../test/providers';
import { ManagedByLine, MarriageDetailsSection } from './family-lines';

describe('the profile’s family lines (issue 39)', () => {
  it('says who manages the profile, in the reader’s language', () => {
    renderWithProviders(<ManagedByLine managedBy="parent" />, { language: 'az' });
    expect(screen.getByText('Bu profili idarə edən: Valideynim')).toBeTruthy();
  });

  it('shows the marriage details a match was sent, and nothing when the server sent none', () => {
    const { container, rerender } = renderWithProviders(
      <MarriageDetailsSection
        details={{
          religiousPractice: 'moderately',
          nikahExpectation: 'yes',
          familyRegion: 'shaki_zagatala',
        }}
      />,
    );
    expect(screen.getByRole('heading', { name: 'Marriage details' })).toBeTruthy();
    expect(screen.getByText('Moderately practising')).toBeTruthy();
    expect(screen.getByText('Shaki-Zagatala')).toBeTruthy();
    rerender(<MarriageDetailsSection details={null} />);
    expect(container.textContent).toBe('');
  });
});
