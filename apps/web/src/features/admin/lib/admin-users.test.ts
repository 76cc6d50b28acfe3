import { describe, expect, it } from 'vitest';
import { activeState, goalsSummary, userActions } from './admin-users';

const self = '00000000-0000-4000-8000-000000000001';
const other = '00000000-0000-4000-8000-000000000002';
const member = {
  userId: other,
  role: 'user' as const,
  isAdminEmail: false,
  isActive: true,
  isApproved: false,
  deletedAt: null,
  photoUrl: null,
};
const approved = { ...member, isApproved: true, photoUrl: '/api/photos/p1' };

describe('goalsSummary', () => {
  it('names the first two goals and counts the rest as +N', () => {
    expect(goalsSummary(['marriage', 'serious_relationship', 'friendship'])).toEqual({
      shown: ['marriage', 'serious_relationship'],
      hidden: ['friendship'],
      more: 1,
    });
  });

  it('has no +N for two goals or fewer', () => {
    expect(goalsSummary(['marriage', 'friendship']).more).toBe(0);
    expect(goalsSummary(['marriage']).shown).toEqual(['marriage']);
    expect(goalsSummary([])).toEqual({ shown: [], hidden: [], more: 0 });
  });
});

describe('userActions', () => {
  it('offers approve, reject and deactivate for an active pending member, no role yet', () => {
    expect(userActions(member, self)).toEqual({
      approve: true,
      reject: true,
      makeAdmin: false,
      removeAdmin: false,
      makeModerator: false,
      removeModerator: false,
      activity: 'deactivate',
    });
  });

  it('offers the roles to an approved member with a photo only (issue 34, item 12)', () => {
    expect(userActions(approved, self)).toMatchObject({ makeAdmin: true, makeModerator: true });
    const noPhoto = { ...approved, photoUrl: null };
    expect(userActions(noPhoto, self)).toMatchObject({ makeAdmin: false, makeModerator: false });
  });

  it('never offers deactivating the ADMIN_EMAIL account', () => {
    const owner = { ...approved, role: 'admin' as const, isAdminEmail: true };
    expect(userActions(owner, self).activity).toBeNull();
  });

  it('offers a moderator removal of the role or promotion to admin, not the role again', () => {
    expect(userActions({ ...approved, role: 'moderator' }, self)).toMatchObject({
      makeAdmin: true,
      makeModerator: false,
      removeModerator: true,
    });
  });

  it('hides approve once approved and make admin for admins', () => {
    expect(userActions({ ...member, isApproved: true, role: 'admin' }, self)).toEqual({
      approve: false,
      reject: false,
      makeAdmin: false,
      removeAdmin: true,
      makeModerator: false,
      removeModerator: false,
      activity: 'deactivate',
    });
  });

  it('never offers removing oneself or the ADMIN_EMAIL account as admin', () => {
    const admin = { ...member, role: 'admin' as const };
    expect(userActions({ ...admin, userId: self }, self).removeAdmin).toBe(false);
    expect(userActions({ ...admin, isAdminEmail: true }, self).removeAdmin).toBe(false);
  });

  it('offers activate for a deactivated member', () => {
    expect(userActions({ ...member, isActive: false }, self).activity).toBe('activate');
  });

  it('never lets admins deactivate themselves', () => {
    expect(userActions({ ...member, userId: self, role: 'admin' }, self).activity).toBeNull();
  });

  it('offers nothing for an account its owner deleted', () => {
    const deleted = { ...member, isActive: false, deletedAt: '2025-01-01T00:00:00.000Z' };
    expect(userActions(deleted, self)).toEqual({
      approve: false,
      reject: false,
      makeAdmin: false,
      removeAdmin: false,
      makeModerator: false,
      removeModerator: false,
      activity: null,
    });
    expect(activeState(deleted)).toBe('deleted');
  });
});
