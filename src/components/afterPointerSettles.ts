import { useEffect } from 'react';

/**
 * Whether a pointer button is down on the page now, tracked from the first call of
 * {@link afterPointerSettles} on (capture-phase `pointerdown` / `pointerup` / `pointercancel`
 * on the window, so no handler can hide them).
 */
let pointerDown = false;
let tracking = false;
/** Work waiting for the pointer to be released. */
const waiting: ((deferred: boolean) => void)[] = [];

function release() {
  pointerDown = false;
  if (waiting.length === 0) return;
  const run = waiting.splice(0);
  // After this task: the `click` of this press is dispatched first (pointerup → mouseup →
  // click run in one task), so it lands where the employer pressed.
  setTimeout(() => {
    for (const work of run) work(true);
  }, 0);
}

function track() {
  if (tracking || typeof window === 'undefined') return;
  tracking = true;
  window.addEventListener(
    'pointerdown',
    () => {
      pointerDown = true;
    },
    true,
  );
  window.addEventListener('pointerup', release, true);
  window.addEventListener('pointercancel', release, true);
}

/**
 * Runs `work` now, or — when a pointer button is down (the blur of a field caused by pressing
 * on another control) — once that press is over and its `click` has been dispatched (issue #30
 * point 6). For what changes the layout on blur, such as a field's error line: shown between
 * pointer-down and click, it would push the pressed control away and the click would be lost.
 * `work` learns whether it was deferred: deferred, it runs after that click — perhaps a submit
 * whose server errors are already in the form, which a validation now would wipe out.
 * Tracking starts with the first {@link usePointerTracking} (a field's mount), before any press.
 */
export function afterPointerSettles(work: (deferred: boolean) => void): void {
  track();
  if (pointerDown) waiting.push(work);
  else work(false);
}

/**
 * Starts the page-wide pointer tracking of {@link afterPointerSettles} when the calling field
 * mounts (once for the page; never stopped: three listeners that only set a flag).
 */
export function usePointerTracking(): void {
  useEffect(track, []);
}
