import http, { type ClientRequest, type ClientRequestArgs } from 'node:http';
import https from 'node:https';
import { performance } from 'node:perf_hooks';
import type { Duplex } from 'node:stream';

/** Node's own step where a request takes a free connection or opens one (undocumented). */
type RequestTaking = {
  addRequest(request: ClientRequest, options: ClientRequestArgs): void;
};

/**
 * Services close a connection left idle for some seconds; a Node server by default (s3rver among
 * them) after 5. A second's margin under that, as Node's agent keeps under a server's Keep-Alive
 * hint.
 */
const IDLE_CONNECTION_MS = 4_000;

/** When each connection was last handed back, idle, to its agent. */
const idleSince = new WeakMap<Duplex, number>();

/**
 * Kept-alive connections that carry no request after `idleMs` idle. Node drops an idle connection
 * on a timer, or when it sees the server close it; neither runs while the event loop is held (the
 * embedded database's restore holds it for seconds), and Node would then write the next request
 * on a connection the server has closed: ECONNRESET, which the SDK cannot retry for a streamed
 * upload. The clock is read as the request takes a connection, so a held loop cannot defeat it.
 */
export function idleLimitedAgents(idleMs = IDLE_CONNECTION_MS) {
  // Kept alive and at most 50 connections a host, as the SDK's own agents.
  return {
    httpAgent: limitIdle(new http.Agent({ keepAlive: true, maxSockets: 50 }), idleMs),
    httpsAgent: limitIdle(new https.Agent({ keepAlive: true, maxSockets: 50 }), idleMs),
  };
}

function limitIdle<A extends http.Agent>(agent: A, idleMs: number): A {
  const taking = agent as A & RequestTaking;
  const keepSocketAlive = agent.keepSocketAlive.bind(agent);
  agent.keepSocketAlive = (socket) => {
    idleSince.set(socket, performance.now());
    return keepSocketAlive(socket);
  };
  const addRequest = taking.addRequest.bind(agent);
  taking.addRequest = (request, options) => {
    const now = performance.now();
    // The free list is in the order connections came back, so the stale ones lead it, and Node
    // passes over destroyed connections at its head.
    for (const sockets of Object.values(agent.freeSockets)) {
      for (const socket of sockets ?? []) {
        if (now - (idleSince.get(socket) ?? now) > idleMs) socket.destroy();
      }
    }
    addRequest(request, options);
  };
  return agent;
}
