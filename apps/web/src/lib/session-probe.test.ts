import { afterEach, describe, expect, it, vi } from 'vitest';
import { sessionUser, signedInAs } from '../test/session';
import { stubApi } from '../test/stub-api';
import { forgetSessionProbe, probeSession, whenSignedIn } from './session-probe';

afterEach(() => {
  forgetSessionProbe();
});

describe('whenSignedIn', () => {
  it('calls back once the probe finds a member, and at once after that', async () => {
    stubApi(signedInAs(sessionUser()));
    const callback = vi.fn();
    whenSignedIn(callback);
    expect(callback).not.toHaveBeenCalled();
    probeSession();
    await vi.waitFor(() => expect(callback).toHaveBeenCalledTimes(1));
    const later = vi.fn();
    whenSignedIn(later);
    expect(later).toHaveBeenCalledTimes(1);
  });

  it('never calls back for a visitor', async () => {
    const calls = stubApi(signedInAs(null));
    const callback = vi.fn();
    whenSignedIn(callback);
    probeSession();
    await vi.waitFor(() => expect(calls).toHaveLength(1));
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(callback).not.toHaveBeenCalled();
  });

  it('ignores the answer of a probe asked before the member signed out', async () => {
    let answer!: () => void;
    const held = new Promise<void>((resolve) => {
      answer = resolve;
    });
    const calls = stubApi(signedInAs(sessionUser()));
    const signedIn = globalThis.fetch;
    vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
      await held;
      return signedIn(input, init);
    });
    const callback = vi.fn();
    whenSignedIn(callback);
    probeSession();
    forgetSessionProbe();
    answer();
    await vi.waitFor(() => expect(calls).toHaveLength(1));
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(callback).not.toHaveBeenCalled();
  });
});
