import type { Role } from '@vusal/shared/catalog/enums';
import { createContext, use, useCallback, useEffect, useRef, useSyncExternalStore } from 'react';
import { useSearchParams } from 'react-router';

/**
 * Admin preview mode (spec section 4, "Admin mode"; DECISIONS "Kept as specified"): an admin
 * walks through the pages with sample data, and saves and sends are only simulated. The server
 * never trusts it: it is a convenience of the browser, not a permission.
 */
export const ADMIN_MODE_STORAGE_KEY = 'adminMode';
export const ADMIN_MODE_PARAM = 'admin';

/**
 * The signed-in person's role as the app's layout knows it: `undefined` while unknown (or
 * outside the layout, as in a feature's own tests), `null` for a visitor.
 */
export type KnownRole = Role | null | undefined;

/** Provided by the data layout in app/, from the session it already holds. */
export const AdminRoleContext = createContext<KnownRole>(undefined);

/** The rule itself: only an admin, and only when the URL or the stored value asks for it. */
export function isAdminModeOn(
  role: KnownRole,
  urlFlag: string | null,
  stored: string | null,
): boolean {
  return role === 'admin' && (urlFlag === 'true' || stored === 'true');
}

/**
 * Whether a page is asked for as a preview: with `admin=true` in its address, or with the mode
 * on. A signed-in visitor of /auth stays there only then (spec section 2, Auth).
 */
export function isPreviewAsked(params: URLSearchParams, isOn: boolean): boolean {
  return isOn || params.get(ADMIN_MODE_PARAM) === 'true';
}

// localStorage as an external store, so every component sees a toggle at once (and other tabs).
const listeners = new Set<() => void>();

function readStored(): string | null {
  try {
    return window.localStorage.getItem(ADMIN_MODE_STORAGE_KEY);
  } catch {
    return null; // Storage can be disabled; the mode then lives in the URL only.
  }
}

function writeStored(value: 'true' | null): void {
  try {
    if (value === null) window.localStorage.removeItem(ADMIN_MODE_STORAGE_KEY);
    else window.localStorage.setItem(ADMIN_MODE_STORAGE_KEY, value);
  } catch {
    // Nothing to keep it in: the URL flag still works.
  }
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key === ADMIN_MODE_STORAGE_KEY) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

export type AdminMode = {
  isOn: boolean;
  toggle: () => void;
  setOn: (on: boolean) => void;
};

/**
 * `{ isOn, toggle, setOn }`. On for an admin when the URL has `admin=true` or `adminMode` is
 * stored as 'true' (an admin's `admin=true` is remembered, so the preview follows in-app links).
 * For anyone known not to be an admin it is off, and a stored value is removed.
 */
export function useAdminMode(): AdminMode {
  const role = use(AdminRoleContext);
  const [params, setParams] = useSearchParams();
  const urlFlag = params.get(ADMIN_MODE_PARAM);
  const stored = useSyncExternalStore(subscribe, readStored, () => null);
  const isAdmin = role === 'admin';
  const isKnownNonAdmin = role !== undefined && !isAdmin;
  const isOn = isAdminModeOn(role, urlFlag, stored);

  useEffect(() => {
    if (isKnownNonAdmin && stored !== null) writeStored(null);
  }, [isKnownNonAdmin, stored]);

  // An admin's `admin=true` is remembered once per arrival of the flag, so switching the mode
  // off (which drops the flag from the URL a moment later) is not undone.
  const rememberedFlag = useRef(false);
  useEffect(() => {
    if (!isAdmin || urlFlag !== 'true') {
      rememberedFlag.current = false;
      return;
    }
    if (rememberedFlag.current) return;
    rememberedFlag.current = true;
    if (readStored() !== 'true') writeStored('true');
  }, [isAdmin, urlFlag]);

  const setOn = useCallback(
    (on: boolean) => {
      if (!isAdmin) return;
      writeStored(on ? 'true' : null);
      // Turning it off must also drop the URL flag, or the URL would switch it on again.
      if (!on && urlFlag !== null) {
        setParams(
          (current) => {
            const next = new URLSearchParams(current);
            next.delete(ADMIN_MODE_PARAM);
            return next;
          },
          { replace: true },
        );
      }
    },
    [isAdmin, setParams, urlFlag],
  );

  const toggle = useCallback(() => setOn(!isOn), [setOn, isOn]);

  return { isOn, toggle, setOn };
}
