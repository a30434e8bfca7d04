/** Whether this browser can keep a mock for offline use (a service worker and Cache Storage; a production build). */
export function offlineSupported(): boolean {
  return import.meta.env.PROD && "serviceWorker" in navigator && typeof caches !== "undefined";
}

/**
 * Registers the app's service worker (src/sw.ts, scope /) and resolves once it answers this page's requests. Never
 * asks a waiting version to take over: an update waits until no page of the running one is open.
 */
export async function registerWorker(): Promise<void> {
  const sw = navigator.serviceWorker;
  await sw.register("/sw.js", { scope: "/" });
  await sw.ready;
  if (sw.controller) return;
  await new Promise<void>((resolve) => sw.addEventListener("controllerchange", () => resolve(), { once: true }));
}
