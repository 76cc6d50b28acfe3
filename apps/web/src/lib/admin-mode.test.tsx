import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import {
  ADMIN_MODE_STORAGE_KEY,
  AdminRoleContext,
  isAdminModeOn,
  isPreviewAsked,
  useAdminMode,
  type AdminMode,
  type KnownRole,
} from './admin-mode';

let unmount: (() => void) | undefined;

afterEach(() => {
  unmount?.();
  unmount = undefined;
  window.localStorage.clear();
  document.body.innerHTML = '';
});

/** Mounts `useAdminMode` at `path` for `role`; `current()` is its latest answer. */
async function renderHook(role: KnownRole, path = '/dashboard') {
  let latest: AdminMode | undefined;
  function Probe() {
    latest = useAdminMode();
    return null;
  }
  const container = document.createElement('div');
  document.body.append(container);
  const root = createRoot(container);
  await act(async () => {
    root.render(
      <MemoryRouter initialEntries={[path]}>
        <AdminRoleContext value={role}>
          <Probe />
        </AdminRoleContext>
      </MemoryRouter>,
    );
  });
  unmount = () => act(() => root.unmount());
  return { current: () => latest! };
}

describe('admin preview mode', () => {
  it('keeps a signed-in visitor on /auth only when the page is asked for as a preview', () => {
    expect(isPreviewAsked(new URLSearchParams(''), false)).toBe(false);
    expect(isPreviewAsked(new URLSearchParams('admin=true'), false)).toBe(true);
    expect(isPreviewAsked(new URLSearchParams('admin=false'), false)).toBe(false);
    expect(isPreviewAsked(new URLSearchParams(''), true)).toBe(true);
  });

  it('is on only for an admin, by the URL flag or the stored value', () => {
    expect(isAdminModeOn('admin', 'true', null)).toBe(true);
    expect(isAdminModeOn('admin', null, 'true')).toBe(true);
    expect(isAdminModeOn('admin', null, null)).toBe(false);
    expect(isAdminModeOn('admin', 'false', 'false')).toBe(false);
    expect(isAdminModeOn('user', 'true', 'true')).toBe(false);
    expect(isAdminModeOn(null, 'true', 'true')).toBe(false);
    expect(isAdminModeOn(undefined, 'true', 'true')).toBe(false);
  });

  it('stays off for a member with ?admin=true, and removes a stored value', async () => {
    window.localStorage.setItem(ADMIN_MODE_STORAGE_KEY, 'true');
    const hook = await renderHook('user', '/dashboard?admin=true');
    expect(hook.current().isOn).toBe(false);
    expect(window.localStorage.getItem(ADMIN_MODE_STORAGE_KEY)).toBeNull();
    // A member cannot switch it on either.
    await act(async () => hook.current().setOn(true));
    expect(hook.current().isOn).toBe(false);
    expect(window.localStorage.getItem(ADMIN_MODE_STORAGE_KEY)).toBeNull();
  });

  it('removes a stored value for a visitor too', async () => {
    window.localStorage.setItem(ADMIN_MODE_STORAGE_KEY, 'true');
    const hook = await renderHook(null);
    expect(hook.current().isOn).toBe(false);
    expect(window.localStorage.getItem(ADMIN_MODE_STORAGE_KEY)).toBeNull();
  });

  it('keeps the stored value while the role is not known yet', async () => {
    window.localStorage.setItem(ADMIN_MODE_STORAGE_KEY, 'true');
    const hook = await renderHook(undefined);
    expect(hook.current().isOn).toBe(false);
    expect(window.localStorage.getItem(ADMIN_MODE_STORAGE_KEY)).toBe('true');
  });

  it('turns on for an admin with ?admin=true, and remembers it', async () => {
    const hook = await renderHook('admin', '/dashboard?admin=true');
    expect(hook.current().isOn).toBe(true);
    expect(window.localStorage.getItem(ADMIN_MODE_STORAGE_KEY)).toBe('true');
  });

  it('turns on for an admin from the stored value', async () => {
    window.localStorage.setItem(ADMIN_MODE_STORAGE_KEY, 'true');
    const hook = await renderHook('admin');
    expect(hook.current().isOn).toBe(true);
  });

  it('is off for an admin by default, and toggles on and off', async () => {
    const hook = await renderHook('admin');
    expect(hook.current().isOn).toBe(false);
    await act(async () => hook.current().toggle());
    expect(hook.current().isOn).toBe(true);
    expect(window.localStorage.getItem(ADMIN_MODE_STORAGE_KEY)).toBe('true');
    await act(async () => hook.current().toggle());
    expect(hook.current().isOn).toBe(false);
    expect(window.localStorage.getItem(ADMIN_MODE_STORAGE_KEY)).toBeNull();
  });

  it('turning it off also drops the URL flag', async () => {
    const hook = await renderHook('admin', '/dashboard?admin=true');
    expect(hook.current().isOn).toBe(true);
    await act(async () => hook.current().setOn(false));
    expect(hook.current().isOn).toBe(false);
  });
});
