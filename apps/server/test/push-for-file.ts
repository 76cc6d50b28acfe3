import webpush from 'web-push';
import { afterAll, beforeAll } from 'vitest';
import type { VapidKeys } from '../src/vapid-keys';
import { startPushService, type TestPushService } from './push-service';

/**
 * A test file's own push service: fresh VAPID keys, the service started before the file's tests
 * and closed after them, and the endpoint rule that lets the app push to it alone.
 */
export function pushServiceForFile() {
  const vapidKeys: VapidKeys = {
    ...webpush.generateVAPIDKeys(),
    subject: 'mailto:test@vusal.test',
  };
  let running: TestPushService | undefined;
  beforeAll(async () => {
    running = await startPushService(vapidKeys.publicKey);
  });
  afterAll(() => running?.close());
  return {
    vapidKeys,
    /** The running service, for tests and hooks (it starts in the file's `beforeAll`). */
    get service(): TestPushService {
      if (!running) throw new Error('The push service starts before the tests, in beforeAll');
      return running;
    },
    allowPushEndpoint: (endpoint: URL) => endpoint.origin === running?.origin,
    /**
     * Pushes go out in the background, and a device may first receive others (a match made
     * just before it subscribed is announced a turn later): the first push tagged `tag`, once
     * it arrived or two seconds passed.
     */
    async tagged(deviceId: string, tag: string) {
      const find = () =>
        this.service.to(deviceId).find((push) => (push.payload as { tag?: unknown }).tag === tag);
      for (let attempt = 0; attempt < 100 && !find(); attempt++)
        await new Promise((resolve) => setTimeout(resolve, 20));
      return find();
    },
  };
}
