/** Keeping a resized chat thread (ChatThread) at its newest message: {@link followEnd}. */

/** Frames in a row with the same content height after which a resized thread has settled. */
const SETTLED_FRAMES = 3;
/** Most frames a resized thread follows its end (≈ 1 s at 60 Hz). */
const MAX_FOLLOW_FRAMES = 60;

/**
 * Scrolls `scroller` to its end now and on every animation frame while `stillAtEnd()` holds,
 * until its content height has not changed for SETTLED_FRAMES frames (rows re-measured after a
 * resize, the outbox under the last message laid out) or MAX_FOLLOW_FRAMES passed. Returns the
 * pending frame's id and reports each next one through `onFrame` (to cancel it).
 */
export function followEnd(
  scroller: HTMLElement,
  stillAtEnd: () => boolean,
  onFrame: (frame: number) => void,
): number {
  let lastHeight = -1;
  let settled = 0;
  let frames = 0;
  const step = () => {
    if (!stillAtEnd()) return;
    scroller.scrollTop = scroller.scrollHeight;
    settled = scroller.scrollHeight === lastHeight ? settled + 1 : 0;
    lastHeight = scroller.scrollHeight;
    frames += 1;
    if (settled < SETTLED_FRAMES && frames < MAX_FOLLOW_FRAMES) {
      onFrame(requestAnimationFrame(step));
    }
  };
  scroller.scrollTop = scroller.scrollHeight;
  lastHeight = scroller.scrollHeight;
  return requestAnimationFrame(step);
}
