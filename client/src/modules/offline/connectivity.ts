/**
 * Whether the server can be reached. The browser's own word (`navigator.onLine`, its online and offline events) is
 * believed when it says offline; it can also say online with no network behind it (a captive portal, a dead mobile
 * link). So a page that could not even start its exam for want of a network is known to be offline too, until a
 * request gets through or the browser announces it is online. Everyone who waits for the network listens to
 * CONNECTIVITY (fired on every change, the browser's events included).
 */
export const CONNECTIVITY = "app-connectivity";

let unreachable = false;

const announce = () => window.dispatchEvent(new Event(CONNECTIVITY));

export function isOffline(): boolean {
  return (typeof navigator !== "undefined" && navigator.onLine === false) || unreachable;
}

/** A request found no network: offline until one gets through or the browser says it is online. */
export function markUnreachable(): void {
  if (unreachable) return;
  unreachable = true;
  announce();
}

/** A request got through. */
export function markReachable(): void {
  if (!unreachable) return;
  unreachable = false;
  announce();
}

if (typeof window !== "undefined") {
  window.addEventListener("online", () => {
    unreachable = false;
    announce();
  });
  window.addEventListener("offline", announce);
}

/** Calls `back` whenever the network may be back (the browser's online event, or a request that got through). */
export function onReachable(back: () => void): () => void {
  const check = () => {
    if (!isOffline()) back();
  };
  window.addEventListener(CONNECTIVITY, check);
  return () => window.removeEventListener(CONNECTIVITY, check);
}
