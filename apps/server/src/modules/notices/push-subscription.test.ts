import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { requestAs } from '../../../test/accounts';
import { pushServiceForFile } from '../../../test/push-for-file';
import { pushSubscriptions } from '../../db/schema';
import { chatPair } from '../chat/chat.test-support';
import { insertGuardian } from '../family/family.test-support';
import { insertMembers, liveApp, type Member } from '../likes/discovery.test-support';
import { isKnownPushService } from './push.routes';

const pushServer = pushServiceForFile();

const live = liveApp({
  vapidKeys: pushServer.vapidKeys,
  allowPushEndpoint: pushServer.allowPushEndpoint,
});

describe('push subscriptions: who may subscribe, and where the server may push', () => {
  it('accepts only approved members, and only their own devices can be removed', async () => {
    const [pending] = await insertMembers(live.ctx.database.db, [{ isApproved: false }]);
    const { a, b } = await chatPair(live.ctx.database.db);
    const device = pushServer.service.newDevice();
    const put = (member?: Member) =>
      requestAs(live.ctx, member, 'PUT', '/api/push/subscription', device.subscription);
    expect((await put()).statusCode).toBe(401);
    expect((await put(pending)).statusCode).toBe(403);
    expect((await put(a)).statusCode).toBe(204);
    const remove = (member: Member) =>
      requestAs(live.ctx, member, 'DELETE', '/api/push/subscription', {
        endpoint: device.subscription.endpoint,
      });
    expect((await remove(b)).statusCode).toBe(204);
    const rows = () =>
      live.ctx.database.db
        .select()
        .from(pushSubscriptions)
        .where(eq(pushSubscriptions.endpoint, device.subscription.endpoint));
    expect(await rows()).toHaveLength(1);
    expect((await remove(a)).statusCode).toBe(204);
    expect(await rows()).toHaveLength(0);
    const key = await requestAs(live.ctx, a, 'GET', '/api/push/key');
    expect(key.json()).toEqual({ publicKey: pushServer.vapidKeys.publicKey });
  });

  it('accepts a guardian account, which hears of family news by push (decision 056)', async () => {
    const guardian = await insertGuardian(live.ctx.database.db);
    const device = pushServer.service.newDevice();
    expect((await requestAs(live.ctx, guardian, 'GET', '/api/push/key')).statusCode).toBe(200);
    expect(
      (await requestAs(live.ctx, guardian, 'PUT', '/api/push/subscription', device.subscription))
        .statusCode,
    ).toBe(204);
    const [row] = await live.ctx.database.db
      .select()
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.endpoint, device.subscription.endpoint));
    expect(row?.userId).toBe(guardian.id);
    expect(
      (
        await requestAs(live.ctx, guardian, 'DELETE', '/api/push/subscription', {
          endpoint: device.subscription.endpoint,
        })
      ).statusCode,
    ).toBe(204);
  });

  it('refuses endpoints that are not a known push service', () => {
    expect(isKnownPushService(new URL('https://fcm.googleapis.com/fcm/send/abc'))).toBe(true);
    expect(
      isKnownPushService(new URL('https://updates.push.services.mozilla.com/wpush/v2/x')),
    ).toBe(true);
    expect(isKnownPushService(new URL('https://web.push.apple.com/QG'))).toBe(true);
    expect(isKnownPushService(new URL('http://fcm.googleapis.com/fcm/send/abc'))).toBe(false);
    expect(isKnownPushService(new URL('https://169.254.169.254/latest'))).toBe(false);
    expect(isKnownPushService(new URL('https://evil.googleapis.com.example/'))).toBe(false);
    // Issue 34, item 11: the service's own port only; 443 spelled out is the same URL.
    expect(isKnownPushService(new URL('https://fcm.googleapis.com:443/fcm/send/abc'))).toBe(true);
    expect(isKnownPushService(new URL('https://fcm.googleapis.com:8443/fcm/send/abc'))).toBe(false);
    expect(isKnownPushService(new URL('https://web.push.apple.com:22/QG'))).toBe(false);
    expect(isKnownPushService(new URL('https://me:pw@fcm.googleapis.com/fcm/send/abc'))).toBe(
      false,
    );
  });
});
