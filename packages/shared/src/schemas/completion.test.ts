import { describe, expect, it } from 'vitest';
import { PROFILE_COMPLETION_TOTAL } from '../catalog/constants';
import { completionItems, profileCompletion } from './completion';

describe('profile completion (38 items)', () => {
  it('counts exactly 38 distinct items', () => {
    expect(completionItems).toHaveLength(PROFILE_COMPLETION_TOTAL);
    expect(new Set(completionItems).size).toBe(PROFILE_COMPLETION_TOTAL);
  });

  it('is 0 for an empty profile and 100 for a full one', () => {
    expect(profileCompletion({})).toBe(0);
    const full = Object.fromEntries(
      completionItems.map((item) => [item, item.endsWith('s') && item !== 'bio' ? ['x'] : 'x']),
    );
    expect(profileCompletion({ ...full, age: 30, height: 170, partnerAgeMin: 25 })).toBe(100);
  });

  it('is 50 for half of the items, ignoring blank texts and empty lists', () => {
    const half = Object.fromEntries(completionItems.slice(0, 19).map((item) => [item, 'filled']));
    expect(profileCompletion({ ...half, lifeMotto: '   ', dealBreakers: [] })).toBe(50);
  });
});
