import { pushKeyResponseSchema } from '@vusal/shared/schemas/push';
import { apiFetch } from './api-client';

/**
 * What this browser can do about web push (issue 26, item 2):
 * - `unsupported`: no Push API at all;
 * - `home-screen`: an iPhone or iPad outside the home-screen app, where Safari cannot push;
 * - `denied`: the member said no; only the browser's site settings can undo it;
 * - `off`: it can be asked, on a tap;
 * - `on`: this device is subscribed.
 */
export type PushState = 'unsupported' | 'home-screen' | 'denied' | 'off' | 'on';

function isAppleMobile(): boolean {
  return (
    /iPad|iPhone|iPod/.test(navigator.userAgent) ||
    (navigator.userAgent.includes('Macintosh') && navigator.maxTouchPoints > 1)
  );
}

function isStandalone(): boolean {
  return (
    window.matchMedia?.('(display-mode: standalone)').matches ||
    (navigator as Navigator & { standalone?: boolean }).standalone === true
  );
}

export function canPush(): boolean {
  return 'serviceWorker' in navigator && 'PushManager' in window && 'Notification' in window;
}

async function browserSubscription(): Promise<PushSubscription | null> {
  const registration = await navigator.serviceWorker.getRegistration();
  return (await registration?.pushManager.getSubscription()) ?? null;
}

/**
 * The push endpoint this browser already holds, if any: sign-up sends it so that a banned
 * device is known by its subscription too (issue 24, item 4). Asks for nothing.
 */
export async function heldPushEndpoint(): Promise<string | undefined> {
  if (!canPush()) return undefined;
  try {
    return (await browserSubscription())?.endpoint;
  } catch {
    return undefined;
  }
}

/** The key as the Push API takes it: bytes, from the server's base64url. */
function keyBytes(base64Url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64Url.replace(/-/g, '+').replace(/_/g, '/');
  const binary = atob(base64 + '='.repeat((4 - (base64.length % 4)) % 4));
  return Uint8Array.from(binary, (char) => char.charCodeAt(0));
}

const register = (subscription: PushSubscription) =>
  apiFetch('/api/push/subscription', { method: 'PUT', body: subscription.toJSON() });

/**
 * Where this browser stands. A subscription the browser still holds is registered again: the
 * server ended it with the session it belonged to, and this is the member's device once more.
 */
export async function readPushState(): Promise<PushState> {
  if (!canPush()) return isAppleMobile() && !isStandalone() ? 'home-screen' : 'unsupported';
  if (Notification.permission === 'denied') return 'denied';
  const subscription = Notification.permission === 'granted' ? await browserSubscription() : null;
  if (!subscription) return 'off';
  await register(subscription);
  return 'on';
}

/** On the member's tap only: asks the browser, subscribes and tells the server. */
export async function turnOnPush(): Promise<PushState> {
  const permission = await Notification.requestPermission();
  if (permission === 'denied') return 'denied';
  if (permission !== 'granted') return 'off';
  const registration = await navigator.serviceWorker.ready;
  const { publicKey } = pushKeyResponseSchema.parse(await apiFetch('/api/push/key'));
  const subscription =
    (await registration.pushManager.getSubscription()) ??
    (await registration.pushManager.subscribe({
      userVisibleOnly: true,
      applicationServerKey: keyBytes(publicKey),
    }));
  await register(subscription);
  return 'on';
}

/** This device stops getting pushes; the member's other devices keep theirs. */
export async function turnOffPush(): Promise<PushState> {
  const subscription = await browserSubscription();
  if (subscription) {
    await apiFetch('/api/push/subscription', {
      method: 'DELETE',
      body: { endpoint: subscription.endpoint },
    });
    await subscription.unsubscribe();
  }
  return 'off';
}
