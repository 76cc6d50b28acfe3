import { describe, expect, it, vi } from 'vitest';
import { ApiError, apiFetch } from './api-client';
import { shouldRetry } from './query-client';

function stubFetch(response: Response | Error) {
  const fetchMock = vi.fn(async () => {
    if (response instanceof Error) throw response;
    return response;
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

describe('apiFetch', () => {
  it('sends JSON with the session cookie and returns the parsed answer', async () => {
    const fetchMock = stubFetch(json({ ok: true }));
    await expect(
      apiFetch<{ ok: boolean }>('/api/likes', { method: 'POST', body: { to: 'x' } }),
    ).resolves.toEqual({ ok: true });
    const [path, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(path).toBe('/api/likes');
    expect(init.credentials).toBe('include');
    expect(init.body).toBe('{"to":"x"}');
    expect(new Headers(init.headers).get('Content-Type')).toBe('application/json');
  });

  it('resolves to undefined for 204 No Content', async () => {
    stubFetch(new Response(null, { status: 204 }));
    await expect(apiFetch('/api/session', { method: 'DELETE' })).resolves.toBeUndefined();
  });

  it("throws the server's error code, message and issues", async () => {
    stubFetch(
      json(
        {
          error: {
            code: 'VALIDATION_FAILED',
            message: 'validation.failed',
            issues: [{ path: 'email', message: 'validation.email' }],
          },
        },
        400,
      ),
    );
    const error = await apiFetch('/api/x').catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      code: 'VALIDATION_FAILED',
      status: 400,
      issues: [{ path: 'email', message: 'validation.email' }],
    });
  });

  it('falls back to a code from the status when the body is not ours', async () => {
    stubFetch(new Response('<html>Bad gateway</html>', { status: 502 }));
    await expect(apiFetch('/api/x')).rejects.toMatchObject({ code: 'INTERNAL', status: 502 });
  });

  it("keeps the request id of the server's error body", async () => {
    stubFetch(json({ error: { code: 'INTERNAL', message: 'x', requestId: 'ABCD234567' } }, 500));
    await expect(apiFetch('/api/x')).rejects.toMatchObject({ requestId: 'ABCD234567' });
  });

  it('maps a network failure to NETWORK', async () => {
    stubFetch(new TypeError('Failed to fetch'));
    await expect(apiFetch('/api/x')).rejects.toMatchObject({ code: 'NETWORK', status: 0 });
  });
});

describe('query retries', () => {
  it('never retries a 4xx, retries network and server failures twice', () => {
    expect(shouldRetry(0, new ApiError('UNAUTHENTICATED', 401, ''))).toBe(false);
    expect(shouldRetry(0, new ApiError('NOT_FOUND', 404, ''))).toBe(false);
    expect(shouldRetry(0, new ApiError('NETWORK', 0, ''))).toBe(true);
    expect(shouldRetry(1, new ApiError('INTERNAL', 500, ''))).toBe(true);
    expect(shouldRetry(2, new ApiError('INTERNAL', 500, ''))).toBe(false);
  });
});
