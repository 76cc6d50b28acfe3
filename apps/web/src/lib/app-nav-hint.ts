/**
 * Whether this browser's last signed-in page was a member's, with the app's navigation. While
 * the next visit's session is checked, the page shows that frame at once (the header, the tab
 * bar, grey shapes) instead of a blank screen (issue 37, decision 043). One flag, no name, no
 * id; the session query stays the authority and corrects it as soon as it answers.
 */
const KEY = 'vusal.appNav';

export function rememberAppNav(hasNav: boolean): void {
  try {
    if (hasNav) window.localStorage.setItem(KEY, '1');
    else window.localStorage.removeItem(KEY);
  } catch {
    // Storage refused (a private window): the next check shows the frame without the navigation.
  }
}

export function expectsAppNav(): boolean {
  try {
    return window.localStorage.getItem(KEY) === '1';
  } catch {
    return false;
  }
}
