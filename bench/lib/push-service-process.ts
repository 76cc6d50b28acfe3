import { fork } from 'node:child_process';
import { fileURLToPath } from 'node:url';

/** A device's subscription as the browser hands it over (`PushSubscription.toJSON()`). */
export type BenchDevice = {
  id: string;
  subscription: { endpoint: string; keys: { p256dh: string; auth: string } };
};

/** One push as it arrived: `at` in ms since the epoch, comparable across processes. */
export type BenchArrival = { deviceId: string; tag: string; at: number };

/** What the parent asks the push service's process; each answered once, by `id`. */
export type PushServiceRequest =
  | { id: number; op: 'start'; publicKey: string }
  | { id: number; op: 'devices'; count: number }
  | { id: number; op: 'count' }
  | { id: number; op: 'collect' };

type WithoutId<R> = R extends unknown ? Omit<R, 'id'> : never;

export type PushServiceAnswer = { id: number; result?: unknown; error?: string };

/**
 * P13's push service (apps/server/test/push-service.ts) in a Node process of its own: it
 * verifies every VAPID token and decrypts every payload, work a real push service does on its
 * own machines, so none of it may count against the server's figures.
 */
export async function startPushServiceProcess(publicKey: string) {
  const child = fork(fileURLToPath(new URL('./push-service-entry.ts', import.meta.url)), [], {
    execArgv: ['--import', 'tsx'],
    serialization: 'advanced',
    stdio: 'inherit',
  });
  const waiting = new Map<number, { resolve(value: unknown): void; reject(error: Error): void }>();
  let nextId = 0;
  child.on('message', (answer: PushServiceAnswer) => {
    const caller = waiting.get(answer.id);
    waiting.delete(answer.id);
    if (answer.error !== undefined) caller?.reject(new Error(`push service: ${answer.error}`));
    else caller?.resolve(answer.result);
  });
  child.once('exit', (code) => {
    for (const caller of waiting.values()) caller.reject(new Error(`push service exited ${code}`));
    waiting.clear();
  });
  const ask = <T>(request: WithoutId<PushServiceRequest>) =>
    new Promise<T>((resolve, reject) => {
      const id = nextId++;
      waiting.set(id, { resolve: resolve as (value: unknown) => void, reject });
      child.send({ ...request, id });
    });

  const origin = await ask<string>({ op: 'start', publicKey });
  return {
    origin,
    newDevices: (count: number) => ask<BenchDevice[]>({ op: 'devices', count }),
    arrivedCount: () => ask<number>({ op: 'count' }),
    collect: () => ask<{ arrived: BenchArrival[]; refused: string[] }>({ op: 'collect' }),
    close: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill();
      }),
  };
}
