import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';

/** How long after a navigation the new page's heading is waited for, in ms (a lazy screen). */
const HEADING_WAIT_MS = 5_000;

/**
 * Focuses the new page's main heading (`main h1`, made focusable with `tabindex="-1"`) after a
 * navigation changes the pathname (issue #30 point 2): a screen reader says where the
 * employer now is, and the keyboard continues from the top of the new page instead of from
 * the page body. Not on the page's first screen (focus stays at the document's start), not
 * when only the query string changes (filters, the open chat), and not when the new screen
 * has put focus somewhere itself (a field, a dialog). Waits up to {@link HEADING_WAIT_MS} for
 * a screen whose chunk or data is still loading.
 */
export function useFocusHeadingOnNavigate(): void {
  const { pathname } = useLocation();
  const previous = useRef(pathname);
  useEffect(() => {
    if (previous.current === pathname) return;
    previous.current = pathname;
    const focusHeading = (): boolean => {
      const heading = document.querySelector<HTMLElement>('main h1');
      if (!heading) return false;
      const active = document.activeElement;
      const focusPlacedByScreen =
        active !== null &&
        active !== document.body &&
        active.closest('main, [role="dialog"]') !== null &&
        active.id !== 'main-content';
      if (!focusPlacedByScreen) {
        if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
        heading.focus({ preventScroll: true });
      }
      return true;
    };
    if (focusHeading()) return;
    const observer = new MutationObserver(() => {
      if (focusHeading()) stop();
    });
    const timer = setTimeout(() => stop(), HEADING_WAIT_MS);
    const stop = () => {
      observer.disconnect();
      clearTimeout(timer);
    };
    observer.observe(document.body, { childList: true, subtree: true });
    return stop;
  }, [pathname]);
}
