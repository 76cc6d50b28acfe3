import { describe, expect, it } from 'vitest';
import { seesAdminPanel, tabsFor } from './admin-tabs';

describe('the admin panel tabs by role (issue 23, item 8)', () => {
  it('shows moderators only the queues they decide, admins everything, members nothing', () => {
    expect(tabsFor('moderator')).toEqual(['verifications', 'reports', 'appeals', 'reviews']);
    expect(tabsFor('admin')).toEqual([
      'users',
      'verifications',
      'reports',
      'appeals',
      'reviews',
      'audit',
    ]);
    expect(tabsFor('user')).toEqual([]);
    expect([seesAdminPanel('admin'), seesAdminPanel('moderator'), seesAdminPanel('user')]).toEqual([
      true,
      true,
      false,
    ]);
  });
});
