import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { hydrateRoot } from 'react-dom/client';
import { expect, it, vi } from 'vitest';
import { signedInAs } from '../test/session';
import { stubApi } from '../test/stub-api';

/**
 * The build renders in a process of its own; here the server renderer shares the router's
 * contexts with the browser's. It leaves the last values it gave them in place until its next
 * render, which an empty one ends; React's development build still notes the two renderers.
 */
async function settleServerRenderer() {
  const { prerenderToNodeStream } = await import('react-dom/static');
  await prerenderToNodeStream(<></>);
  const log = console.error;
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    if (!String(args[0]).startsWith('Detected multiple renderers')) log(...args);
  });
}

const submitButton = () => screen.getByRole<HTMLButtonElement>('button', { name: 'Sign In' });

// Decision 067: the prerendered sign-in page hydrates its layouts with the entry's code, and the
// form (its screens' chunk) when that arrives; the visitor may have typed by then.
it('keeps what the visitor typed before the form’s code arrived, and sends it', async () => {
  const calls = stubApi({
    ...signedInAs(null),
    'POST /api/auth/sign-in': () => ({
      status: 401,
      body: { error: { code: 'INVALID_CREDENTIALS', message: 'errors.INVALID_CREDENTIALS' } },
    }),
  });
  // The page as the build prerenders it.
  const { renderPage } = await import('../entry-server');
  const page = await renderPage('/auth');
  if (!page) throw new Error('/auth is prerendered');
  await settleServerRenderer();

  // The browser's own modules, the screens' chunk still on its way.
  vi.resetModules();
  let arrive = () => {};
  const arrived = new Promise<void>((resolve) => (arrive = resolve));
  vi.doMock('./auth-page', async (importOriginal) => {
    await arrived;
    return importOriginal();
  });
  window.history.replaceState(null, '', '/auth');
  const container = document.body.appendChild(document.createElement('div'));
  container.innerHTML = page.html;
  const heading = container.querySelector('h1');
  const { App } = await import('./app');
  const { preloadRoute } = await import('./router');
  const { loadI18n } = await import('../lib/i18n');
  // What main.tsx waits for before it hydrates: the texts and the route's modules.
  await Promise.all([loadI18n('en'), preloadRoute('/auth')]);
  const problems: unknown[] = [];
  const root = await act(async () =>
    hydrateRoot(container, <App />, { onRecoverableError: (error) => problems.push(error) }),
  );

  // The HTML's form takes the visitor's typing; its button waits for the form's code.
  await userEvent.type(screen.getByLabelText('E-mail'), 'aysel@example.com');
  const password = screen.getByLabelText('Password');
  await userEvent.type(password, 'Whatever1');
  expect(submitButton().disabled).toBe(true);

  await act(async () => arrive());
  await waitFor(() => expect(submitButton().disabled).toBe(false));
  expect(container.querySelector('h1')).toBe(heading);
  expect(problems).toEqual([]);
  // The visitor goes on typing where they were: the card's title does not take the focus.
  expect(document.activeElement).toBe(password);
  await userEvent.click(submitButton());
  await screen.findByText('Invalid e-mail or password.');
  expect(calls.filter(({ route }) => route === 'POST /api/auth/sign-in')).toEqual([
    {
      route: 'POST /api/auth/sign-in',
      body: { email: 'aysel@example.com', password: 'Whatever1' },
    },
  ]);
  await act(async () => root.unmount());
  container.remove();
  // The screens' module, held back above, ends loading its imports before the file's
  // environment is torn down: a CI run saw Radix's dialog still loading after the test.
  await import('./auth-page');
});
