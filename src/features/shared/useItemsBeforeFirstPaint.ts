import { startTransition, useEffect, useState } from 'react';

/**
 * How many items of a long list to render: `first` until the component's first frame has been
 * painted, then all of them (`Infinity`). The first render then holds only what a phone's first
 * screen shows, so the browser paints it sooner (the first job opening row ~75 ms sooner on the
 * bench's phone profile: issue #20 point 6), and the rest renders right after that paint, below
 * the fold, one frame later. Counted from the component's mount: later renders (another page,
 * other filters) render every item.
 * @param first items rendered before the first paint (at least 1)
 * @returns `first`, then `Infinity` once a frame has been painted since the mount
 */
export function useItemsBeforeFirstPaint(first: number): number {
  const [painted, setPainted] = useState(false);
  useEffect(() => {
    if (painted) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    // A frame's callbacks run before its paint; a task queued from one runs after it.
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => startTransition(() => setPainted(true)), 0);
    });
    return () => {
      cancelAnimationFrame(frame);
      if (timer !== undefined) clearTimeout(timer);
    };
  }, [painted]);
  return painted ? Number.POSITIVE_INFINITY : Math.max(1, first);
}
