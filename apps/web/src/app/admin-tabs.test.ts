import { describe, expect, it } from 'vitest';
import { queuesFor, seesAdminPanel, tabsFor } from './admin-tabs';

describe('the admin panel tabs by role (issue 23, item 8)', () => {
  it('shows moderators only the queues they decide, admins everything, members nothing', () => {
    expect(tabsFor('moderator')).toEqual([
      'verifications',
      'reports',
      'markedMessages',
      'appeals',
      'reviews',
    ]);
    expect(tabsFor('admin')).toEqual([
      'users',
      'verifications',
      'reports',
      'markedMessages',
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

  it('counts on the dashboard the queues of the role’s tabs (issue 34, item 12)', () => {
    expect(queuesFor('moderator')).toEqual([
      'selfies',
      'reports',
      'markedMessages',
      'appeals',
      'photoReviews',
    ]);
    expect(queuesFor('admin')).toEqual(['profiles', ...queuesFor('moderator')]);
    expect(queuesFor('user')).toEqual([]);
  });
});
