/// <reference types="vite-plugin-pwa/vanillajs" />

/**
 * The service worker's registration and the one piece of its state the screens show: a new version is
 * installed and waits for the person's "Atualizar". Registered once at start (main.tsx); the notices read it
 * through useSyncExternalStore. In `npm run dev` the plugin's registerSW does nothing.
 */

/** A tab left open still learns of a new version: the browser itself checks only on navigations. */
const UPDATE_CHECK_MS = 60 * 60 * 1000;

let waiting = false;
let activateWaiting: (() => Promise<void>) | null = null;
const listeners = new Set<() => void>();

function setWaiting(value: boolean): void {
  waiting = value;
  for (const listener of listeners) listener();
}

/** Registers the worker once `ready` resolves (main.tsx waits for the first screen: pwa/after-first-screen.ts). */
export async function startServiceWorker(ready: Promise<void>): Promise<void> {
  await ready;
  // Loaded then, not with the first page: nothing of it is needed before.
  const { registerSW } = await import('virtual:pwa-register');
  activateWaiting = registerSW({
    immediate: true,
    onNeedRefresh: () => setWaiting(true),
    onRegisteredSW(_url, registration) {
      if (!registration) return;
      setInterval(() => {
        // Offline the check would only fail; the next hour tries again.
        if (navigator.onLine) registration.update().catch(() => undefined);
      }, UPDATE_CHECK_MS);
    },
  });
}

export function subscribeUpdate(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export const updateWaiting = (): boolean => waiting;

/** The waiting worker takes over and the page reloads with the new version (the plugin reloads on 'controlling'). */
export function applyUpdate(): Promise<void> {
  return activateWaiting?.() ?? Promise.resolve();
}

/** "Depois": hidden until the next start, when the still-waiting version is offered again. */
export function postponeUpdate(): void {
  setWaiting(false);
}
