import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../lib/api-client';
import {
  authModeOf,
  pageAfterSignIn,
  recoveryRedirect,
  recoveryToken,
  RESET_LINK_HOURS,
  retryAfterMinutes,
  signInReturn,
  signOutDestination,
} from './auth-routing';
import { signInProblem } from './sign-in-problem';

describe('the /auth screen', () => {
  it('is sign-up with ?signup=true, forgot-password with ?forgot=true, sign-in otherwise', () => {
    expect(authModeOf(new URLSearchParams('signup=true'))).toBe('signup');
    expect(authModeOf(new URLSearchParams('forgot=true'))).toBe('forgot');
    expect(authModeOf(new URLSearchParams(''))).toBe('signin');
    expect(authModeOf(new URLSearchParams('signup=false&confirmed=true'))).toBe('signin');
  });

  it('forwards a recovery fragment to /reset-password unchanged', () => {
    expect(recoveryRedirect('#type=recovery&token=abc')).toBe(
      '/reset-password#type=recovery&token=abc',
    );
    expect(recoveryRedirect('#token=abc')).toBeNull();
    expect(recoveryRedirect('')).toBeNull();
  });
});

describe('the reset link', () => {
  it('carries its token in the fragment', () => {
    expect(recoveryToken('#type=recovery&token=a%2Bb')).toBe('a+b');
    expect(recoveryToken('#type=recovery')).toBeNull();
    expect(recoveryToken('')).toBeNull();
  });

  it('is valid for one hour', () => {
    expect(RESET_LINK_HOURS).toBe(1);
  });
});

describe('signing in from a signed-in page', () => {
  it('comes back to the whole address, fragment included', () => {
    const state = signInReturn({
      pathname: '/az/account/data-export',
      search: '?x=1',
      hash: '#token=abc',
    });
    expect(pageAfterSignIn(state, '/az/dashboard')).toBe('/az/account/data-export?x=1#token=abc');
  });

  it('goes to the fallback without a page of this site to come back to', () => {
    for (const state of [null, 'x', {}, { returnTo: 5 }, { returnTo: 'https://evil.example' }]) {
      expect(pageAfterSignIn(state, '/dashboard')).toBe('/dashboard');
    }
    expect(pageAfterSignIn({ returnTo: '//evil.example/x' }, '/dashboard')).toBe('/dashboard');
    expect(pageAfterSignIn({ returnTo: '/\\evil.example' }, '/dashboard')).toBe('/dashboard');
  });
});

describe('signing out (D12)', () => {
  it('goes to the landing of the current language', () => {
    expect(signOutDestination('/az')).toBe('/az');
    expect(signOutDestination('')).toBe('/');
  });
});

describe('a refused sign-in', () => {
  it('tells how many minutes to wait after too many attempts', () => {
    expect(retryAfterMinutes(1)).toBe(1);
    expect(retryAfterMinutes(600)).toBe(10);
    expect(retryAfterMinutes(601)).toBe(11);
    expect(signInProblem(new ApiError('RATE_LIMITED', 429, '', [], 540))).toEqual({
      key: 'auth.signIn.rateLimited',
      count: 9,
    });
    expect(signInProblem(new ApiError('RATE_LIMITED', 429, ''))).toEqual({
      key: 'errors.RATE_LIMITED',
    });
  });

  it('explains unconfirmed, deactivated and wrong credentials', () => {
    expect(signInProblem(new ApiError('EMAIL_NOT_VERIFIED', 403, '')).key).toBe(
      'auth.signIn.emailNotVerified',
    );
    expect(signInProblem(new ApiError('ACCOUNT_DEACTIVATED', 403, '')).key).toBe(
      'auth.signIn.deactivated',
    );
    expect(signInProblem(new ApiError('INVALID_CREDENTIALS', 401, '')).key).toBe(
      'errors.INVALID_CREDENTIALS',
    );
    expect(signInProblem(new Error('boom')).key).toBe('errors.INTERNAL');
  });
});
