// The process `startPushServiceProcess` forks: runs the test push service and answers the
// parent's requests about it until the parent ends it.
import { startPushService, type TestPushService } from '../../apps/server/test/push-service';
import type { BenchArrival, PushServiceAnswer, PushServiceRequest } from './push-service-process';

let service: TestPushService | undefined;

async function answer(request: PushServiceRequest): Promise<unknown> {
  if (request.op === 'start') {
    service = await startPushService(request.publicKey);
    return service.origin;
  }
  if (!service) throw new Error('not started');
  if (request.op === 'devices') {
    return Array.from({ length: request.count }, () => service!.newDevice());
  }
  if (request.op === 'count') return service.arrived.length;
  const arrived: BenchArrival[] = service.arrived.map((push) => ({
    deviceId: push.deviceId,
    tag: (push.payload as { tag: string }).tag,
    at: performance.timeOrigin + push.at,
  }));
  return { arrived, refused: service.refused };
}

process.on('message', (request: PushServiceRequest) => {
  answer(request).then(
    (result) => process.send!({ id: request.id, result } satisfies PushServiceAnswer),
    (error: unknown) =>
      process.send!({ id: request.id, error: String(error) } satisfies PushServiceAnswer),
  );
});
process.once('disconnect', () => process.exit(0));
