// The profile reads' callers, run by `inChild` in a process of their own: autocannon against
// one signed-in URL.
import autocannon from 'autocannon';

export type ReadLoad = { url: string; token: string; connections: number; duration: number };

export async function run({ url, token, connections, duration }: ReadLoad) {
  const result = await autocannon({
    url,
    connections,
    duration,
    headers: { cookie: `vusal_session=${token}` },
  });
  return {
    total: result.requests.total,
    non2xx: result.non2xx,
    errors: result.errors + result.timeouts,
  };
}
