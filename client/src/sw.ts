/// <reference lib="webworker" />
/**
 * The service worker (built by vite-plugin-pwa, injectManifest): the app shell precached (every built script, style
 * sheet, font, locale text and index.html, which answers every client route in every language), and the media a mock
 * needs answered from the cache the exam player fills when a mock starts (byte ranges for audio). It never takes over
 * by itself: a new version waits until no page of the old one is open, so an update never breaks a mock in progress.
 */
import { CacheableResponsePlugin } from "workbox-cacheable-response";
import { clientsClaim } from "workbox-core";
import { cleanupOutdatedCaches, createHandlerBoundToURL, precacheAndRoute } from "workbox-precaching";
import { RangeRequestsPlugin } from "workbox-range-requests";
import { NavigationRoute, registerRoute } from "workbox-routing";
import { CacheFirst } from "workbox-strategies";
import { MEDIA_CACHE } from "./modules/offline/names";

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: (string | { url: string; revision: string | null })[] };

precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();

// every client route (/de/exam/7, /ar/…) is the app's index.html; the server's own paths and the console are not
registerRoute(
  new NavigationRoute(createHandlerBoundToURL("/index.html"), {
    denylist: [/^\/(graphql|api|auth|media|admin|healthz)(\/|$)/],
  }),
);

// public media (pictures, recordings of the exams): from the mock's cache when there, else from the network;
// an <audio> element asks for byte ranges, answered from the whole file kept. Private recordings are never kept.
registerRoute(
  ({ url, request }) =>
    url.origin === self.location.origin &&
    url.pathname.startsWith("/media/") &&
    !url.pathname.startsWith("/media/recordings") &&
    request.method === "GET",
  new CacheFirst({
    cacheName: MEDIA_CACHE,
    plugins: [new CacheableResponsePlugin({ statuses: [200] }), new RangeRequestsPlugin()],
  }),
);

// the first worker takes the open pages at once (a mock started before it was installed is served offline too); a
// later version activates only once every page of the one before is closed (no skipWaiting), so it claims new pages only
clientsClaim();
