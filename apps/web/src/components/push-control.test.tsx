import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ADMIN_MODE_STORAGE_KEY, AdminRoleContext } from '../lib/admin-mode';
import { renderWithProviders } from '../test/providers';
import { stubApi } from '../test/stub-api';
import { PushControl } from './push-control';

const subscription = {
  endpoint: 'https://fcm.googleapis.com/fcm/send/device-1',
  toJSON: () => ({
    endpoint: 'https://fcm.googleapis.com/fcm/send/device-1',
    keys: { p256dh: 'BPUB', auth: 'AUTH' },
  }),
  unsubscribe: vi.fn(async () => true),
};

/** A browser that can push: the permission it holds and what its prompt would answer. */
function pushCapableBrowser(permission: NotificationPermission, answer: NotificationPermission) {
  const requestPermission = vi.fn(async () => answer);
  const subscribe = vi.fn(async () => subscription);
  const pushManager = { getSubscription: vi.fn(async () => null), subscribe };
  vi.stubGlobal('Notification', { permission, requestPermission });
  vi.stubGlobal('PushManager', function PushManager() {});
  Object.defineProperty(navigator, 'serviceWorker', {
    configurable: true,
    value: {
      ready: Promise.resolve({ pushManager }),
      getRegistration: async () => ({ pushManager }),
    },
  });
  return { requestPermission, subscribe };
}

afterEach(() => {
  Reflect.deleteProperty(navigator, 'serviceWorker');
});

describe('the "Turn on notifications" control (issue 26, item 2)', () => {
  it('asks the browser only on a tap, then hands the subscription to the server', async () => {
    const browser = pushCapableBrowser('default', 'granted');
    const calls = stubApi({
      'GET /api/push/key': () => ({ body: { publicKey: 'BEl62iUYgUivxIkv69yViEuiBIa40HI' } }),
      'PUT /api/push/subscription': () => ({ status: 204 }),
    });
    renderWithProviders(<PushControl />);
    const button = await screen.findByRole('button', { name: 'Turn on notifications' });
    expect(browser.requestPermission).not.toHaveBeenCalled();
    await userEvent.click(button);
    await screen.findByText('Notifications are on for this device.');
    expect(browser.requestPermission).toHaveBeenCalledOnce();
    expect(browser.subscribe).toHaveBeenCalledWith(
      expect.objectContaining({ userVisibleOnly: true }),
    );
    expect(calls.find((call) => call.route === 'PUT /api/push/subscription')?.body).toEqual(
      subscription.toJSON(),
    );
  });

  it('respects a refusal and explains how to undo it, never asking again', async () => {
    const browser = pushCapableBrowser('denied', 'denied');
    stubApi({});
    renderWithProviders(<PushControl />);
    await screen.findByText(/Notifications are blocked for this site/);
    expect(screen.queryByRole('button')).toBeNull();
    expect(browser.requestPermission).not.toHaveBeenCalled();
  });

  it('explains the home screen on an iPhone outside it', async () => {
    vi.stubGlobal('navigator', {
      ...navigator,
      userAgent: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) Safari/604.1',
      maxTouchPoints: 5,
    });
    stubApi({});
    renderWithProviders(<PushControl />);
    await screen.findByText(/Add to Home Screen/);
  });

  it('asks nothing and sends nothing in admin preview mode', async () => {
    const browser = pushCapableBrowser('default', 'granted');
    const calls = stubApi({});
    localStorage.setItem(ADMIN_MODE_STORAGE_KEY, 'true');
    renderWithProviders(
      <AdminRoleContext value="admin">
        <PushControl />
      </AdminRoleContext>,
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Turn on notifications' }));
    await act(async () => undefined);
    expect(browser.requestPermission).not.toHaveBeenCalled();
    expect(calls).toEqual([]);
    localStorage.removeItem(ADMIN_MODE_STORAGE_KEY);
  });
});
