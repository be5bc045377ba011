import { useEffect, useRef } from 'react';
import { useLocation } from 'wouter';

// Spec part 1 section 9: anchors are scrolled to after 300 ms, which gives
// lazily loaded sections time to render the target element.
const ANCHOR_DELAY_MS = 300;

function scrollToAnchor(hash: string) {
  const id = decodeURIComponent(hash.replace(/^#/, ''));
  if (id) document.getElementById(id)?.scrollIntoView({ behavior: 'smooth', block: 'start' });
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
      const timer = setTimeout(() => scrollToAnchor(hash), ANCHOR_DELAY_MS);
      return () => clearTimeout(timer);
    }
    // A fresh page load keeps the browser's own scroll restoration.
    if (!isFirstRender) window.scrollTo({ top: 0, behavior: 'smooth' });
    return undefined;
  }, [location]);

  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const onHashChange = () => {
      clearTimeout(timer);
      timer = setTimeout(() => scrollToAnchor(window.location.hash), ANCHOR_DELAY_MS);
    };
    window.addEventListener('hashchange', onHashChange);
    return () => {
      clearTimeout(timer);
      window.removeEventListener('hashchange', onHashChange);
    };
  }, []);

  return null;
}
