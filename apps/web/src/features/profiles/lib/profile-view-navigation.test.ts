import { describe, expect, it } from 'vitest';
import { profileViewNavigation } from './profile-view-navigation';

describe('profileViewNavigation', () => {
  it('goes back to the conversation when opened from the chat', () => {
    expect(
      profileViewNavigation({
        state: { from: 'chat', matchId: 'm 1' },
        isOwn: false,
        canGoBack: true,
      }),
    ).toEqual({ title: 'chat', back: { path: '/messages?match=m%201' } });
  });

  it('understands the old fromChat state', () => {
    expect(
      profileViewNavigation({
        state: { fromChat: true, matchId: 'abc' },
        isOwn: false,
        canGoBack: false,
      }),
    ).toEqual({ title: 'chat', back: { path: '/messages?match=abc' } });
  });

  it('ignores a chat origin without a match id', () => {
    expect(
      profileViewNavigation({ state: { from: 'chat' }, isOwn: false, canGoBack: true }),
    ).toEqual({
      title: 'profile',
      back: 'history',
    });
  });

  it('goes back to likes and matches when opened from there', () => {
    expect(
      profileViewNavigation({
        state: { from: 'likes-and-matches' },
        isOwn: false,
        canGoBack: true,
      }),
    ).toEqual({ title: 'matches', back: { path: '/likes-and-matches' } });
  });

  it('titles the own profile "my profile" and steps back in the history', () => {
    expect(profileViewNavigation({ state: null, isOwn: true, canGoBack: true })).toEqual({
      title: 'own',
      back: 'history',
    });
  });

  it('titles another profile "profile" and steps back in the history', () => {
    expect(
      profileViewNavigation({ state: { from: 'browse' }, isOwn: false, canGoBack: true }),
    ).toEqual({
      title: 'profile',
      back: 'history',
    });
  });

  it('falls back to a page of the app when opened directly', () => {
    expect(
      profileViewNavigation({ state: undefined, isOwn: false, canGoBack: false }).back,
    ).toEqual({
      path: '/dashboard',
    });
    expect(profileViewNavigation({ state: 'junk', isOwn: true, canGoBack: false }).back).toEqual({
      path: '/my-profile',
    });
  });
});
