import { QueryClientProvider } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import en from '@vusal/shared/i18n/en.json';
import type { ReactNode } from 'react';
import { I18nProvider } from './translation';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AdminRoleContext } from './admin-mode';
import { ApiError } from './api-client';
import { useAppMutation, type AppMutation } from './app-mutation';
import { createI18n } from './i18n';
import { createQueryClient } from './query-client';
import { toast } from './toast';

// Every module that can hold a hook of the app: the features' API files and lib/.
const modules = import.meta.glob<Record<string, unknown>>(
  ['../features/*/api/*.ts', './*.ts', '!./*.test.ts'],
  { eager: true },
);

type Hook = () => unknown;

/** Every exported `use…` hook that takes no argument (every mutation hook of the app does). */
const hooks = Object.entries(modules).flatMap(([file, exports]) =>
  Object.entries(exports)
    .filter(([name, value]) => /^use[A-Z]/.test(name) && typeof value === 'function')
    .filter(([, value]) => (value as Hook).length === 0)
    .map(([name, value]) => ({ name: `${file}#${name}`, hook: value as Hook })),
);

type Writes = { fetches: string[]; uploads: number };
let writes: Writes;

beforeEach(() => {
  writes = { fetches: [], uploads: 0 };
  vi.stubGlobal(
    'fetch',
    vi.fn((input: string, init?: RequestInit) => {
      const method = init?.method ?? 'GET';
      if (method !== 'GET') writes.fetches.push(`${method} ${input}`);
      return new Promise<Response>(() => undefined); // Reads stay pending: only writes matter.
    }),
  );
  vi.spyOn(XMLHttpRequest.prototype, 'send').mockImplementation(() => {
    writes.uploads += 1;
  });
});

afterEach(() => {
  vi.restoreAllMocks();
  window.localStorage.clear();
});

function wrapperFor(path: string) {
  const queryClient = createQueryClient();
  const i18n = createI18n('en', en);
  return function Wrapper({ children }: { children: ReactNode }) {
    return (
      <MemoryRouter initialEntries={[path]}>
        <I18nProvider i18n={i18n}>
          <QueryClientProvider client={queryClient}>
            <AdminRoleContext value="admin">{children}</AdminRoleContext>
          </QueryClientProvider>
        </I18nProvider>
      </MemoryRouter>
    );
  };
}

function isMutation(value: unknown): value is AppMutation<unknown, unknown, unknown> {
  return typeof value === 'object' && value !== null && 'mutate' in value;
}

/** Anything a hook's variables could need: the calls are simulated, so none is read. */
const anyVariables = {
  file: new File(['x'], 'photo.jpg', { type: 'image/jpeg' }),
  userId: 'u1',
  matchId: 'm1',
  answer: true,
  active: false,
  request: {},
  photo: null,
};

const discoveryMutations = [
  'discovery/api/pass-member.ts#usePassMember',
  'discovery/api/refresh-browse.ts#useRefreshBrowse',
  'likes/api/answer-consent.ts#useAnswerConsent',
  'likes/api/unmatch.ts#useUnmatch',
  'moderation/api/block-member.ts#useBlockMember',
  'moderation/api/report-member.ts#useReportMember',
  'likes/api/like-member.ts#useLikeMutation',
];

/** Renders every mutation hook at `path` and calls it once; returns the names it called. */
async function callEveryMutation(path: string): Promise<string[]> {
  const called: string[] = [];
  for (const { name, hook } of hooks) {
    const { result } = renderHook(hook, { wrapper: wrapperFor(path) });
    if (!isMutation(result.current)) continue;
    expect(result.current, name).toHaveProperty('isSimulated');
    result.current.mutate(anyVariables);
    called.push(name);
  }
  await new Promise((resolve) => setTimeout(resolve, 0));
  return called;
}

describe('admin preview mode at the mutation layer (issue 7 B5)', () => {
  it('walks every mutation hook with preview on and no write leaves the browser', async () => {
    const called = await callEveryMutation('/dashboard?admin=true');
    // Sign-out alone ends the admin's own session for real (details: logout from preview).
    const signOut = called.filter((name) => name.endsWith('#useSignOut'));
    expect(signOut).toHaveLength(1);
    expect(called.length).toBeGreaterThanOrEqual(18);
    // Discovery, likes and moderation write through the layer too (no screen checks by itself).
    for (const hook of discoveryMutations) {
      expect(
        called.some((name) => name.endsWith(hook)),
        hook,
      ).toBe(true);
    }
    expect(writes.uploads).toBe(0);
    expect(writes.fetches).toEqual(['POST /api/auth/sign-out']);
  });

  it('sends them when preview mode is off (the spies see real calls)', async () => {
    const called = await callEveryMutation('/dashboard');
    // Two hooks upload a file (a photo, the selfie); removing the main photo writes nothing
    // when the member has none (the stubbed list is empty); the data export's download is a
    // GET (a mailed link's archive, decision 040); every other hook writes once.
    expect(writes.uploads).toBe(2);
    expect(writes.fetches.length).toBe(called.length - 4);
    expect(writes.fetches).toContain('POST /api/account/delete');
    expect(writes.fetches).toContain('POST /api/auth/change-password');
    expect(writes.fetches.some((write) => write.endsWith('/approve'))).toBe(true);
    for (const write of ['POST /api/likes', 'POST /api/passes', 'DELETE /api/passes']) {
      expect(writes.fetches).toContain(write);
    }
    expect(writes.fetches).toContain('POST /api/matches/m1/consent');
    // Unmatch takes the match id alone, so it got the whole object (`[object Object]`).
    expect(writes.fetches.some((write) => write.startsWith('DELETE /api/matches/'))).toBe(true);
    expect(writes.fetches).toContain('POST /api/blocks');
    expect(writes.fetches).toContain('POST /api/reports');
  });
});

describe('an unavailable service (issue 7 A10)', () => {
  it('says so once, whichever screen asked, and leaves the form to the screen', async () => {
    const error = vi.spyOn(toast, 'error');
    const unavailable = () => Promise.reject(new ApiError('SERVICE_UNAVAILABLE', 503, ''));
    const { result } = renderHook(() => useAppMutation({ mutationFn: unavailable }), {
      wrapper: wrapperFor('/preferences'),
    });
    const onError = vi.fn();
    result.current.mutate(undefined, { onError });
    await waitFor(() => expect(onError).toHaveBeenCalled());
    await waitFor(() =>
      expect(error).toHaveBeenCalledWith(en.errors.SERVICE_UNAVAILABLE, {
        id: 'service-unavailable',
      }),
    );
  });
});
