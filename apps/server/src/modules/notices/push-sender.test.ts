import { existsSync, readdirSync, readFileSync } from 'node:fs';
import webpush from 'web-push';
import { describe, expect, it, vi } from 'vitest';
import { pushServiceForFile } from '../../../test/push-for-file';
import { startPushService, type TestPushService } from '../../../test/push-service';
import { settle } from '../chat/chat.test-support';
import { loadConfig } from '../../config';
import { createMetrics } from '../../infra/metrics/metrics';
import { createPushSender, type PushSenderOptions } from './push-sender';

const pushServer = pushServiceForFile();

/** Niceness of each thread of this process (field 19 of `/proc/self/task/<tid>/stat`). */
const threadNiceness = (): number[] =>
  readdirSync('/proc/self/task').map((tid) => {
    const stat = readFileSync(`/proc/self/task/${tid}/stat`, 'utf8');
    return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[16]);
  });

describe('the push sender (P13: off the event loop, each push once)', () => {
  const payload = { title: 'Vüsal', body: 'New message on Vüsal', tag: 'chat:x', url: '/' };
  const targetOf = (device: ReturnType<TestPushService['newDevice']>) => ({
    endpoint: device.subscription.endpoint,
    ...device.subscription.keys,
  });

  /** A sender of its own, with the config's pace unless told otherwise. */
  function senderOf(warnings: string[], options: Partial<PushSenderOptions> = {}) {
    const { metrics, registry } = createMetrics();
    const sender = createPushSender({
      metrics,
      vapid: pushServer.vapidKeys,
      log: { warn: (fields, message) => warnings.push(`${message} ${JSON.stringify(fields)}`) },
      onGone: async () => {},
      retryDelaysMs: [20, 20],
      pace: loadConfig({ NODE_ENV: 'test' }).push.pace,
      ...options,
    });
    return { sender, registry };
  }

  /** Sends one push to a new device and waits until it settled. */
  async function sendOne(
    prepare: (deviceId: string) => void,
    options: { timeoutMs?: number } = {},
  ) {
    const warnings: string[] = [];
    const { sender, registry } = senderOf(warnings, options);
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

  /**
   * Decision 068: six pushes handed over at once to devices that answer late. While the sender
   * still holds any, `watch` sees how many the service has taken and not yet answered, and which
   * threads of this process run at a lower priority.
   */
  async function burstOfSlowAnswers(watch: (takenUnanswered: number) => void) {
    const { sender } = senderOf([], { pace: { maxInFlight: 2, perSecond: 1000 } });
    const devices = Array.from({ length: 6 }, () => pushServer.service.newDevice());
    const ids = new Set(devices.map((device) => device.id));
    for (const device of devices) pushServer.service.slowNext(device.id, 200);
    for (const device of devices) sender.send(targetOf(device), payload);
    const ours = <T extends { deviceId: string }>(list: T[]) =>
      list.filter((entry) => ids.has(entry.deviceId));
    for (let attempt = 0; attempt < 300 && sender.pending() > 0; attempt++) {
      const taken = ours(pushServer.service.arrived).length;
      const answered = ours(pushServer.service.requests).filter((r) => r.status === 201).length;
      watch(taken - answered);
      await settle(10);
    }
    expect(sender.pending()).toBe(0);
    await sender.close();
    return devices.map((device) => pushServer.service.to(device.id).length);
  }

  it('holds at most the pace allows in flight; the rest wait their turn', async () => {
    let most = 0;
    const arrivals = await burstOfSlowAnswers((out) => (most = Math.max(most, out)));
    expect(most).toBeLessThanOrEqual(2);
    expect(arrivals).toEqual([1, 1, 1, 1, 1, 1]);
  });

  // Linux only; and a process already at the lowest priority has none lower to give.
  it.runIf(existsSync('/proc/thread-self') && threadNiceness()[0]! < 19)(
    'works at a lower CPU priority than the thread that sends the messages',
    async () => {
      const mine = threadNiceness()[0];
      let lowered = false;
      await burstOfSlowAnswers(() => (lowered ||= threadNiceness().some((nice) => nice > mine!)));
      expect(lowered).toBe(true);
    },
  );

  it('holds up only the pushes to a push service that answers slowly, not those to another', async () => {
    const other = await startPushService(pushServer.vapidKeys.publicKey);
    const { sender } = senderOf([], { pace: { maxInFlight: 1, perSecond: 1000 } });
    try {
      const slow = pushServer.service.newDevice();
      pushServer.service.slowNext(slow.id, 1000);
      const elsewhere = other.newDevice();
      sender.send(targetOf(slow), payload);
      sender.send(targetOf(elsewhere), payload);
      for (let attempt = 0; attempt < 150 && other.to(elsewhere.id).length === 0; attempt++) {
        await settle(20);
      }
      expect(other.to(elsewhere.id)).toHaveLength(1);
      // Taken there while the slow service still held the first: its place was its own.
      const answered = pushServer.service.requests.filter((r) => r.deviceId === slow.id);
      expect(pushServer.service.to(slow.id)).toHaveLength(1);
      expect(answered).toEqual([]);
    } finally {
      await sender.close();
      await other.close();
    }
  });
});
