import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../lib/api-client';
import { barredFrom } from './barred-account';

describe('a sign-in refused for a suspension or a ban (issue 24, item 3)', () => {
  it('reads the end, the reason and whether the appeal was sent from the answer', () => {
    const suspended = new ApiError('ACCOUNT_SUSPENDED', 403, '', [], undefined, {
      reason: 'Insults in chat',
      until: '2026-03-08T10:00:00.000Z',
      appealSent: null,
    });
    expect(barredFrom(suspended, 'a@b.az', 'Secret1pass')).toEqual({
      kind: 'suspended',
      reason: 'Insults in chat',
      until: '2026-03-08T10:00:00.000Z',
      appealSent: false,
      email: 'a@b.az',
      password: 'Secret1pass',
    });
    const banned = new ApiError('ACCOUNT_BANNED', 403, '', [], undefined, {
      reason: 'Scam',
      until: null,
      appealSent: 'true',
    });
    expect(barredFrom(banned, 'a@b.az', 'x')).toMatchObject({ kind: 'banned', appealSent: true });
  });

  it('leaves every other refusal to the sign-in form', () => {
    expect(barredFrom(new ApiError('ACCOUNT_DEACTIVATED', 403, ''), 'a@b.az', 'x')).toBeNull();
    expect(barredFrom(new Error('x'), 'a@b.az', 'x')).toBeNull();
  });
});
