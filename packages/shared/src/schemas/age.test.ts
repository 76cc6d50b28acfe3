import { describe, expect, it } from 'vitest';
import { clampExploreAge, defaultPartnerAges } from './age';

describe('ages', () => {
  it('keeps ages inside the 18–60 slider of explore', () => {
    expect(clampExploreAge(10)).toBe(18);
    expect(clampExploreAge(70)).toBe(60);
    expect(clampExploreAge(33.4)).toBe(33);
    expect(clampExploreAge(Number.NaN)).toBe(18);
  });

  it("starts a member's partner ages at their own age ± 5, within explore's range (issue 22, item 7)", () => {
    expect(defaultPartnerAges(30)).toEqual({ min: 25, max: 35 });
    expect(defaultPartnerAges(19)).toEqual({ min: 18, max: 24 });
    expect(defaultPartnerAges(58)).toEqual({ min: 53, max: 60 });
    expect(defaultPartnerAges(75)).toEqual({ min: 60, max: 60 });
  });
});
