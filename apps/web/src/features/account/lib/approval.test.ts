import { describe, expect, it } from 'vitest';
import { seesPendingScreen } from './approval';

describe('the pending screen', () => {
  it('shows to members without an approved profile', () => {
    expect(seesPendingScreen({ role: 'user', profileStatus: 'pending' })).toBe(true);
    expect(seesPendingScreen({ role: 'user', profileStatus: 'none' })).toBe(true);
    expect(seesPendingScreen({ role: 'user', profileStatus: 'deactivated' })).toBe(true);
    expect(seesPendingScreen({ role: 'user', profileStatus: 'approved' })).toBe(false);
  });

  it('never holds back an admin', () => {
    expect(seesPendingScreen({ role: 'admin', profileStatus: 'pending' })).toBe(false);
    expect(seesPendingScreen({ role: 'admin', profileStatus: 'none' })).toBe(false);
  });
});
