import { expect, test } from '@playwright/test';
import en from '../../packages/shared/src/i18n/en.json' with { type: 'json' };
import { twoMembersChatting } from '../fixtures/chat';

/** The service worker's global scope, as far as this test touches it. */
type WorkerScope = {
  registration: { showNotification(title: string, options?: NotificationOptions): Promise<void> };
  shown: (NotificationOptions & { title: string })[];
  WindowClient: { prototype: { focus(): Promise<unknown> } };
  dispatchEvent(event: Event): boolean;
};

test.describe('web push (issue 26)', () => {
  test('a tap subscribes this browser, a push delivered to the service worker shows a private notice, and its click opens the chat', async ({
    browser,
    playwright,
  }) => {
    const { aysel, matchId } = await twoMembersChatting(
      browser,
      playwright,
      {},
      {
        serviceWorkers: 'allow',
      },
    );
    const { page } = aysel;
    const origin = new URL(
      page.url() === 'about:blank' ? test.info().project.use.baseURL! : page.url(),
    ).origin;
    await page.context().grantPermissions(['notifications'], { origin });
    // chromium-headless-shell has neither a push service nor notification permission (it stays
    // "denied" whatever is granted): the page's Notification and PushManager are stand-ins that
    // grant and subscribe on FCM's address, so the subscription can reach the server.
    await page.addInitScript(() => {
      const keys = {
        p256dh:
          'BNcRdreALRFXTkOOUHK1EtK2wtaz5Ry4YfYCA_0QTpQtUbVlUls0VJXg7A8u-Ts1XbjhazAkj7I99e8QcYP7DkM',
        auth: 'tBHItJI5svbpez7KI4CCXg',
      };
      let permission: NotificationPermission = 'default';
      Object.defineProperty(Notification, 'permission', { get: () => permission });
      Notification.requestPermission = async () => {
        permission = 'granted';
        return permission;
      };
      let current: unknown = null;
      const stand = {
        endpoint: 'https://fcm.googleapis.com/fcm/send/e2e-device',
        toJSON: () => ({ endpoint: 'https://fcm.googleapis.com/fcm/send/e2e-device', keys }),
        unsubscribe: async () => {
          current = null;
          return true;
        },
      };
      PushManager.prototype.subscribe = async function () {
        current = stand;
        return stand as unknown as PushSubscription;
      };
      PushManager.prototype.getSubscription = async function () {
        return current as PushSubscription | null;
      };
    });

    await page.goto('/dashboard');
    await page.evaluate(() => navigator.serviceWorker.ready);
    const registered = page.waitForResponse(
      (response) =>
        response.url().endsWith('/api/push/subscription') && response.request().method() === 'PUT',
    );
    await page.getByRole('button', { name: en.push.turnOn }).click();
    expect((await registered).status()).toBe(204);
    // The dashboard offers it no more; the preferences say it is on for this device.
    await expect(page.getByRole('button', { name: en.push.turnOn })).toBeHidden();

    // The worker's own showNotification needs the permission the headless shell never grants:
    // what the push handler asks to show is recorded instead.
    const worker =
      page.context().serviceWorkers()[0] ?? (await page.context().waitForEvent('serviceworker'));
    await worker.evaluate(() => {
      const scope = self as unknown as WorkerScope;
      scope.shown = [];
      scope.registration.showNotification = async (title, options) => {
        scope.shown.push({ title, ...options });
      };
    });
    const cdp = await page.context().newCDPSession(page);
    const registrationId = new Promise<string>((resolve) => {
      cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
        const ours = registrations.find((registration) => registration.scopeURL.startsWith(origin));
        if (ours) resolve(ours.registrationId);
      });
    });
    await cdp.send('ServiceWorker.enable');
    const payload = {
      title: 'Vüsal',
      body: 'New message on Vüsal',
      tag: `chat:${matchId}`,
      url: `${origin}/messages?match=${matchId}`,
    };
    await cdp.send('ServiceWorker.deliverPushMessage', {
      origin,
      registrationId: await registrationId,
      data: JSON.stringify(payload),
    });
    await expect
      .poll(() => worker.evaluate(() => (self as unknown as WorkerScope).shown))
      .toEqual([
        {
          title: payload.title,
          body: payload.body,
          tag: payload.tag,
          renotify: true,
          icon: '/icons/icon-192.png',
          badge: '/icons/icon-192.png',
          data: { url: payload.url },
        },
      ]);

    // A click on the notice, as the system would report it (a headless browser shows none to
    // click, and allows no focus without one): the worker brings the open window to the chat.
    await page.goto('/dashboard');
    await worker.evaluate((url) => {
      const scope = self as unknown as WorkerScope;
      scope.WindowClient.prototype.focus = async function () {
        return this;
      };
      const click = Object.assign(new Event('notificationclick'), {
        notification: { close: () => undefined, data: { url } },
        waitUntil: (promise: Promise<unknown>) => void promise,
      });
      scope.dispatchEvent(click);
    }, payload.url);
    await expect(page).toHaveURL(new RegExp(`/messages\\?match=${matchId}$`));
  });
});
