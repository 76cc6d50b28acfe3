import type { AdminUser } from '@vusal/shared/schemas/admin';

/** A row of the admin's user list: an approved, active member unless `overrides` say otherwise. */
export function adminUser(overrides: Partial<AdminUser> = {}): AdminUser {
  return {
    userId: '00000000-0000-4000-8000-000000000009',
    fullName: 'Nigar Quliyeva',
    email: 'nigar@example.com',
    age: 29,
    city: 'baku',
    relationshipGoals: ['marriage'],
    photoUrl: null,
    hasBio: true,
    role: 'user',
    isAdminEmail: false,
    isActive: true,
    isApproved: true,
    rejection: null,
    deletedAt: null,
    createdAt: '2026-01-01T00:00:00.000Z',
    waitedMinutes: null,
    ...overrides,
  };
}
