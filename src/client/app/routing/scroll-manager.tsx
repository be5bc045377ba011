import { useEffect, useRef } from 'react';
import { useLocation } from 'wouter';

// Anchors are scrolled to after 300 ms (docs/product/ui-behaviour.md#scrolling-and-anchors), which gives
// lazily loaded sections time to render the target element.
const ANCHOR_DELAY_MS = 300;

// A page whose code is still downloading (slow network, first visit) has no
// target yet at 300 ms; keep looking for a while instead of giving up.
const ANCHOR_RETRY_MS = 100;
const ANCHOR_GIVE_UP_MS = 5_000;

// Returns a function that cancels the pending scroll.
function scrollToAnchorSoon(hash: string): () => void {
  const id = decodeURIComponent(hash.replace(/^#/, ''));
  let timer: ReturnType<typeof setTimeout> | undefined;
  const attempt = (waited: number) => {
    const target = id ? document.getElementById(id) : null;
    if (target) target.scrollIntoView({ behavior: 'smooth', block: 'start' });
    else if (id && waited < ANCHOR_GIVE_UP_MS) timer = setTimeout(() => attempt(waited + ANCHOR_RETRY_MS), ANCHOR_RETRY_MS);
  };
  timer = setTimeout(() => attempt(ANCHOR_DELAY_MS), ANCHOR_DELAY_MS);
  return () => clearTimeout(timer);
}

export function ScrollManager() {
  const [location] = useLocation();
  const previousPath = useRef<string | null>(null);

  useEffect(() => {
    const isFirstRender = previousPath.current === null;
    const pathChanged = previousPath.current !== location;
    previousPath.current = location;
    const { hash } = window.location;
    if (hash) {
      if (pathChanged && !isFirstRender) window.scrollTo({ top: 0, behavior: 'instant' });
      return scrollToAnchorSoon(hash);
    }
    // A fresh page load keeps the browser's own scroll restoration.
    if (!isFirstRender) window.scrollTo({ top: 0, behavior: 'smooth' });
    return undefined;
  }, [location]);

  useEffect(() => {
    let cancel = () => {};
    const onHashChange = () => {
      cancel();
      cancel = scrollToAnchorSoon(window.location.hash);
    };
    window.addEventListener('hashchange', onHashChange);
    return () => {
      cancel();
      window.removeEventListener('hashchange', onHashChange);
    };
  }, []);

  return null;
}
