import { useEffect } from 'react';

/** Asks the browser to confirm leaving the page (reload, close, typed URL). */
function confirmLeaving(event: BeforeUnloadEvent): void {
  event.preventDefault();
  // Older browsers show the dialog only when returnValue is set.
  event.returnValue = '';
}

/**
 * While `active` (a payment in progress, SPEC §2: "Please do not refresh or close this page"),
 * a `beforeunload` listener makes the browser confirm before the page is left; it is removed
 * as soon as `active` turns false or the component unmounts.
 */
export function useBeforeUnloadGuard(active: boolean): void {
  useEffect(() => {
    if (!active) return;
    window.addEventListener('beforeunload', confirmLeaving);
    return () => window.removeEventListener('beforeunload', confirmLeaving);
  }, [active]);
}
