/** Which top-bar title the profile view shows: spec section 2, "Profile view". */
export type ProfileViewTitle = 'chat' | 'matches' | 'own' | 'profile';

export type ProfileViewNavigation = {
  title: ProfileViewTitle;
  /** An app path (not yet localized) to go back to, or one step back in the history. */
  back: { path: string } | 'history';
};

type NavigationInput = {
  /** The router state the page was opened with (anything: it survives reloads and old links). */
  state: unknown;
  isOwn: boolean;
  /** False when the page was opened directly, so there is no in-app step to go back to. */
  canGoBack: boolean;
};

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

function matchIdOf(state: Record<string, unknown>): string | undefined {
  const { matchId } = state;
  return typeof matchId === 'string' && matchId.length > 0 ? matchId : undefined;
}

/**
 * Back target and title by where the profile was opened from: the chat (`{ from: 'chat',
 * matchId }`, or the old `{ fromChat: true, matchId }`) goes back to that conversation; likes
 * and matches (`{ from: 'likes-and-matches' }`) back there; anything else one step back, or to
 * the dashboard when the page was opened directly.
 */
export function profileViewNavigation({
  state,
  isOwn,
  canGoBack,
}: NavigationInput): ProfileViewNavigation {
  if (isRecord(state)) {
    const matchId = matchIdOf(state);
    if ((state.from === 'chat' || state.fromChat === true) && matchId) {
      return { title: 'chat', back: { path: `/messages?match=${encodeURIComponent(matchId)}` } };
    }
    if (state.from === 'likes-and-matches')
      return { title: 'matches', back: { path: '/likes-and-matches' } };
  }
  const back = canGoBack ? 'history' : { path: isOwn ? '/my-profile' : '/dashboard' };
  return { title: isOwn ? 'own' : 'profile', back };
}
