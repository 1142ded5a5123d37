import { useEffect, useRef, useState, type ComponentProps } from 'react';
import { Story } from '@storybook/addon-docs/blocks';

/** How far below (or above) the visible part of the page a frame starts loading. */
const LOAD_AHEAD = '400px 0px';

type LazyStoryProps = Pick<ComponentProps<typeof Story>, 'of'> & {
  /** The frame's height, a CSS length (e.g. `'800px'`): the box is this tall before it loads. */
  height: string;
};

/**
 * A journey page's step (stories/journeys/*.mdx, issue #32 point 2): the story in its own frame
 * (`<Story inline={false}>`: each a whole app with its own store and simulated API), created
 * only when its box comes within LOAD_AHEAD of the visible part of the page. A page of sixteen
 * steps so loads the two or three in view, not sixteen live apps at once; a frame once loaded
 * stays.
 */
export function LazyStory({ of, height }: LazyStoryProps) {
  const box = useRef<HTMLDivElement>(null);
  const [near, setNear] = useState(false);
  useEffect(() => {
    const element = box.current;
    if (!element || near) return undefined;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: LOAD_AHEAD },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [near]);
  return (
    <div ref={box} style={{ minHeight: height }} data-lazy-story={near ? 'loaded' : 'waiting'}>
      {near ? <Story of={of} inline={false} height={height} /> : null}
    </div>
  );
}
