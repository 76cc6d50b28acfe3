import net from 'node:net';
import type { AddressInfo } from 'node:net';

/**
 * A TCP proxy in front of a shared service (Redis), so a test can cut the link and bring it
 * back without stopping the service other test runs use. While cut, every open connection is
 * reset and new ones are refused, as when the service goes down.
 */
export async function tcpProxy(target: { host: string; port: number }) {
  const open = new Set<net.Socket>();
  let isCut = false;
  const server = net.createServer((client) => {
    if (isCut) {
      client.resetAndDestroy();
      return;
    }
    const upstream = net.connect(target);
    open.add(client).add(upstream);
    const end = () => {
      client.destroy();
      upstream.destroy();
      open.delete(client);
      open.delete(upstream);
    };
    client.on('error', end).on('close', end);
    upstream.on('error', end).on('close', end);
    client.pipe(upstream).pipe(client);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    port,
    cut() {
      isCut = true;
      for (const socket of open) socket.resetAndDestroy();
      open.clear();
    },
    restore() {
      isCut = false;
    },
    async close() {
      this.cut();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

/** The proxied URL of a `redis://host:port/db` URL. */
export async function redisBehindProxy(redisUrl: string) {
  const url = new URL(redisUrl);
  const proxy = await tcpProxy({ host: url.hostname, port: Number(url.port || 6379) });
  url.hostname = '127.0.0.1';
  url.port = String(proxy.port);
  return { proxy, url: url.toString() };
}
