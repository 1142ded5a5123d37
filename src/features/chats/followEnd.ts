/**
 * Keeping a chat thread (ChatThread) at its newest message: when resized ({@link followEnd}) and
 * when it opens ({@link followOpening}).
 */

/** Frames in a row with the same content height after which a resized thread has settled. */
const SETTLED_FRAMES = 3;
/** Most frames a resized thread follows its end (≈ 1 s at 60 Hz). */
const MAX_FOLLOW_FRAMES = 60;

/**
 * Scrolls `scroller` to its end now and on every animation frame while `stillAtEnd()` holds,
 * until its content height has not changed for SETTLED_FRAMES frames (rows re-measured after a
 * resize or when a thread opens, the outbox under the last message laid out) or
 * MAX_FOLLOW_FRAMES passed. Returns the pending frame's id and reports each next one through
 * `onFrame` (to cancel it); `onDone` is called once it stops following (settled, out of frames,
 * or `stillAtEnd()` false), not when cancelled.
 */
export function followEnd(
  scroller: HTMLElement,
  stillAtEnd: () => boolean,
  onFrame: (frame: number) => void,
  onDone?: () => void,
): number {
  let lastHeight = -1;
  let settled = 0;
  let frames = 0;
  const step = () => {
    if (!stillAtEnd()) {
      onDone?.();
      return;
    }
    scroller.scrollTop = scroller.scrollHeight;
    settled = scroller.scrollHeight === lastHeight ? settled + 1 : 0;
    lastHeight = scroller.scrollHeight;
    frames += 1;
    if (settled < SETTLED_FRAMES && frames < MAX_FOLLOW_FRAMES) {
      onFrame(requestAnimationFrame(step));
    } else {
      onDone?.();
    }
  };
  scroller.scrollTop = scroller.scrollHeight;
  lastHeight = scroller.scrollHeight;
  return requestAnimationFrame(step);
}

/** What the reader does to scroll a thread by themselves (the scrollbar takes a pointer). */
const READER_EVENTS = ['wheel', 'touchstart', 'keydown', 'pointerdown'] as const;

/**
 * A thread opening (issue #31 point 1): `scroller` to its end now and on every frame while its
 * rows are measured ({@link followEnd}), until its height settles or the reader scrolls by
 * themselves (wheel, touch, keys, the scrollbar). It replaces react-virtuoso's
 * `initialTopMostItemIndex`, which waits four animation frames before it scrolls and hides the
 * list until then (~60 ms of every thread click on the bench). `onDone` is called once it stops
 * following, not when stopped.
 * @returns stops following and listening.
 */
export function followOpening(scroller: HTMLElement, onDone: () => void): () => void {
  let reading = false;
  const onReader = () => {
    reading = true;
  };
  for (const type of READER_EVENTS) {
    scroller.addEventListener(type, onReader, { passive: true });
  }
  let frame = followEnd(
    scroller,
    () => !reading,
    (next) => (frame = next),
    onDone,
  );
  return () => {
    cancelAnimationFrame(frame);
    for (const type of READER_EVENTS) scroller.removeEventListener(type, onReader);
  };
}
