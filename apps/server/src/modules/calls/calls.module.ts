import type { FastifyInstance } from 'fastify';
import type { Clock } from '../../clock';
import type { Database } from '../../db/client';
import type { MembersService } from '../members';
import type { NoticeService } from '../notices';
import type { Realtime } from '../realtime';
import { createCallsRepository } from './calls.repository';
import { callsRoutes } from './calls.routes';
import { createCallsService, type CallsService } from './calls.service';
import { registerCallsSocket } from './calls.socket';
import type { TurnConfig } from './turn-credentials';

export type CallsModuleOptions = {
  db: Database;
  clock: Clock;
  realtime: Realtime;
  notices: NoticeService;
  members: MembersService;
  turn: TurnConfig | null;
  ringMs?: number;
};

/**
 * Voice and video calls between matches (issue 40, decision 047). Registered before the
 * modules whose actions end calls (an unmatch, a block, a suspension), which are handed its
 * service.
 */
export async function registerCallsModule(
  app: FastifyInstance,
  options: CallsModuleOptions,
): Promise<CallsService> {
  const { io } = options.realtime;
  const calls = createCallsService({
    calls: createCallsRepository(options.db),
    standing: options.members,
    notifier: options.realtime.notifier,
    notices: options.notices,
    toSocket: (socketId, signal) => io.to(socketId).emit('call:signal', signal),
    turn: options.turn,
    clock: options.clock,
    log: app.log,
    ...(options.ringMs ? { ringMs: options.ringMs } : {}),
  });
  app.addHook('onClose', async () => calls.close());
  await app.register(callsRoutes, { calls });
  registerCallsSocket(io, { calls, log: app.log });
  return calls;
}
