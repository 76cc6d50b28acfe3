import { describe, expect, it } from 'vitest';
import { defaultExploreFilters, exploreSearch } from './explore-filters';

describe('explore filters', () => {
  it('sends nothing for filters left to the saved preferences', () => {
    expect(exploreSearch(defaultExploreFilters)).toBe('');
  });

  it('sends the filters that are set, goals as one list, and the cursor', () => {
    expect(
      exploreSearch(
        { minAge: 25, maxAge: 40, city: 'all', goals: ['marriage', 'friendship'] },
        'next-page',
      ),
    ).toBe('?minAge=25&maxAge=40&city=all&goals=marriage%2Cfriendship&cursor=next-page');
  });

  it('asks for verified members only, or for everyone, as the box says; untouched, the preference decides', () => {
    expect(exploreSearch({ ...defaultExploreFilters, verifiedOnly: true })).toBe(
      '?verifiedOnly=true',
    );
    expect(exploreSearch({ ...defaultExploreFilters, verifiedOnly: false })).toBe(
      '?verifiedOnly=false',
    );
    expect(exploreSearch(defaultExploreFilters)).toBe('');
  });
});
