import webpush from 'web-push';
import { describe, expect, it, vi } from 'vitest';
import { pushServiceForFile } from '../../../test/push-for-file';
import type { TestPushService } from '../../../test/push-service';
import { settle } from '../chat/chat.test-support';
import { createMetrics } from '../../infra/metrics/metrics';
import { createPushSender } from './push-sender';

const pushServer = pushServiceForFile();

describe('the push sender (P13: off the event loop, each push once)', () => {
  const payload = { title: 'Vüsal', body: 'New message on Vüsal', tag: 'chat:x', url: '/' };
  const targetOf = (device: ReturnType<TestPushService['newDevice']>) => ({
    endpoint: device.subscription.endpoint,
    ...device.subscription.keys,
  });

  /** A sender of its own, sending one push to a new device and waiting until it settled. */
  async function sendOne(
    prepare: (deviceId: string) => void,
    options: { timeoutMs?: number } = {},
  ) {
    const warnings: string[] = [];
    const { metrics, registry } = createMetrics();
    const sender = createPushSender({
      metrics,
      vapid: pushServer.vapidKeys,
      log: { warn: (fields, message) => warnings.push(`${message} ${JSON.stringify(fields)}`) },
      onGone: async () => {},
      retryDelaysMs: [20, 20],
      ...options,
    });
    const device = pushServer.service.newDevice();
    prepare(device.id);
    sender.send(targetOf(device), payload);
    for (let attempt = 0; attempt < 150 && sender.pending() > 0; attempt++) await settle(20);
    expect(sender.pending()).toBe(0);
    await settle(300);
    await sender.close();
    return {
      deviceId: device.id,
      arrived: pushServer.service.to(device.id),
      requests: pushServer.service.requests.filter((request) => request.deviceId === device.id),
      warnings,
      counted: await registry.getSingleMetricAsString('vusal_pushes_total'),
    };
  }

  it('encrypts and signs in its worker thread, never on the event loop that sends it', async () => {
    const encrypt = vi.spyOn(webpush, 'generateRequestDetails');
    const sign = vi.spyOn(webpush, 'getVapidHeaders');
    try {
      const { arrived } = await sendOne(() => {});
      expect(arrived).toHaveLength(1);
      expect(encrypt).not.toHaveBeenCalled();
      expect(sign).not.toHaveBeenCalled();
    } finally {
      encrypt.mockRestore();
      sign.mockRestore();
    }
  });

  it('retries a failure (500) with the same topic, and stops at the 201', async () => {
    const { arrived, requests, counted } = await sendOne((id) =>
      pushServer.service.failNext(id, 1),
    );
    expect(counted).toContain('vusal_pushes_total{result="sent"} 1');
    expect(counted).not.toContain('result="failed"');
    expect(requests.map((request) => request.status)).toEqual([500, 201]);
    expect(requests[0]!.topic).toMatch(/^[A-Za-z0-9_-]{32}$/);
    expect(requests[1]!.topic).toBe(requests[0]!.topic);
    expect(arrived).toHaveLength(1);
  });

  it('never sends again while an answer is slow, even past its timeout: the push may be taken', async () => {
    const { deviceId, warnings, counted } = await sendOne(
      (id) => pushServer.service.slowNext(id, 400),
      {
        timeoutMs: 100,
      },
    );
    // In doubt is not delivered as far as the sender knows: counted with the failures.
    expect(counted).toContain('vusal_pushes_total{result="failed"} 1');
    // The slow answer lands 400 ms after the service took the request, which a busy machine
    // delays: wait for it rather than for a fixed time, and see it arrived once.
    for (
      let attempt = 0;
      attempt < 100 && pushServer.service.to(deviceId).length === 0;
      attempt++
    ) {
      await settle(50);
    }
    await settle(300);
    expect(pushServer.service.to(deviceId)).toHaveLength(1);
    expect(warnings.join()).toContain('in-doubt');
  });
});
