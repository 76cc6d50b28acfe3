// P2's callers, run by `inChild` in a process of their own: autocannon against the bare route,
// or `POST /api/likes` with request k liking within pair k/2, so every pair becomes mutual and
// both likes of a pair are often in flight at once.
import autocannon from 'autocannon';
import { ORIGIN, type BenchMember } from './clients';

export type LikeLoad = {
  url: string;
  connections: number;
  duration: number;
  pairs?: [BenchMember, BenchMember][];
};

export type LikeFigures = {
  average: number;
  p99: number;
  non2xx: number;
  errors: number;
  /** Requests answered over the run. */
  total: number;
};

export async function run({ url, connections, duration, pairs }: LikeLoad): Promise<LikeFigures> {
  let k = 0;
  const result = await autocannon(
    pairs
      ? {
          url,
          connections,
          duration,
          requests: [
            {
              method: 'POST',
              path: '/api/likes',
              setupRequest: (request) => {
                const n = k++;
                const pair = pairs[Math.floor(n / 2) % pairs.length]!;
                const [from, to] = n % 2 === 0 ? pair : [pair[1], pair[0]];
                return {
                  ...request,
                  headers: {
                    'content-type': 'application/json',
                    origin: ORIGIN,
                    cookie: `vusal_session=${from.token}`,
                  },
                  body: JSON.stringify({ userId: to.id }),
                };
              },
            },
          ],
        }
      : { url: `${url}/bench/bare`, connections, duration },
  );
  return {
    average: result.requests.average,
    total: result.requests.total,
    p99: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors,
  };
}
