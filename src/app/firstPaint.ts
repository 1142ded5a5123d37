/**
 * Resolves once the page has painted its first content (the `first-contentful-paint`
 * paint-timing entry, buffered, so a later call resolves at once). What the first screen does
 * not need — the bundled fonts, the toast container — waits for it, so it is neither a request
 * nor a task ahead of the first paint and the largest contentful paint (issue #7 point 4,
 * measured by `npm run bench`). Where paint timing is not supported (jsdom), it resolves in
 * the next task.
 */
export function afterFirstContentfulPaint(): Promise<void> {
  return new Promise((resolve) => {
    if (
      typeof PerformanceObserver === 'undefined' ||
      !PerformanceObserver.supportedEntryTypes?.includes('paint')
    ) {
      setTimeout(resolve, 0);
      return;
    }
    const observer = new PerformanceObserver((entries) => {
      if (entries.getEntriesByName('first-contentful-paint').length === 0) return;
      observer.disconnect();
      resolve();
    });
    observer.observe({ type: 'paint', buffered: true });
  });
}
