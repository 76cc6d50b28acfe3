import { vi } from 'vitest';

type Reply = { status?: number; body?: unknown; headers?: Record<string, string> };
/** Given the request's JSON body and its URL (for the query string). */
type Handler = (body: unknown, url: URL) => Reply;

/**
 * Answers the app's API calls from a table of `METHOD /path` handlers; anything else fails the
 * test. Returns the recorded calls.
 */
export function stubApi(handlers: Record<string, Handler>) {
  const calls: { route: string; body: unknown }[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    const route = `${init?.method ?? 'GET'} ${url.pathname}`;
    const body = typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined;
    calls.push({ route, body });
    const handler = handlers[route];
    if (!handler) throw new Error(`Unexpected API call: ${route}`);
    const reply = handler(body, url);
    const status = reply.status ?? 200;
    const payload = status === 204 || reply.body === undefined ? null : JSON.stringify(reply.body);
    return new Response(payload, {
      status,
      headers: { 'Content-Type': 'application/json', ...reply.headers },
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  return calls;
}
