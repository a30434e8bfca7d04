import { useEffect, useRef } from "react";

/**
 * Keeps an element in view under the exam player's sticky bar (the clock), or the site's header elsewhere: its `top`
 * follows the bar's height, which changes with the language, the text size and the width of the screen.
 */
export function useStickyBelowCockpit<T extends HTMLElement>() {
  const ref = useRef<T>(null);
  useEffect(() => {
    const el = ref.current;
    const bar = document.querySelector<HTMLElement>(".cockpit-bar") ?? document.querySelector<HTMLElement>(".site-header");
    if (!el) return;
    const place = () => el.style.setProperty("--audio-sticky-top", `${bar ? bar.getBoundingClientRect().height : 0}px`);
    place();
    if (!bar || typeof ResizeObserver === "undefined") return;
    const watch = new ResizeObserver(place);
    watch.observe(bar);
    return () => watch.disconnect();
  }, []);
  return ref;
}
