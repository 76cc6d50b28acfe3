import { describe, expect, it } from 'vitest';
import { DATA_EXPORT_PAGE } from '@vusal/shared/locale/site-locale';
import { redirectFor } from './account-pages';

describe('which signed-in pages each kind of account opens (decision 050)', () => {
  it('keeps a guardian to its home and account pages', () => {
    for (const page of [
      '/guardian',
      '/guardian/members/x/profile',
      '/preferences',
      '/change-password',
      '/delete-account',
      DATA_EXPORT_PAGE,
    ]) {
      expect(redirectFor('guardian', page), page).toBeNull();
    }
    for (const page of ['/dashboard', '/browse', '/profile-setup', '/messages', '/admin']) {
      expect(redirectFor('guardian', page), page).toBe('/guardian');
    }
  });

  it("sends a member opening a guardian's page to their dashboard", () => {
    for (const page of ['/guardian', '/guardian/members/x', '/guardian/members/x/chats/y']) {
      expect(redirectFor('member', page), page).toBe('/dashboard');
    }
    for (const page of ['/dashboard', '/preferences', '/guardians-of-nothing']) {
      expect(redirectFor('member', page), page).toBeNull();
    }
  });
});
