/**
 * Waiting on the story's own requests in play functions, instead of sleeping: the settle
 * tracker of the Storybook preview (.storybook/settle.ts) counts the story's `fetch` calls in
 * flight (RTK Query → MSW).
 */

/**
 * Resolves once none of the story's requests has been in flight for a few frames, its images
 * have loaded and its fonts are ready. Throws after `timeoutMs` (ms) naming `what`, so a
 * request that never ends fails the story instead of hanging it.
 */
export async function requestsSettled(what: string, timeoutMs = 5000): Promise<void> {
  const settled = (window as { __HIRELINE_SETTLED__?: (timeoutMs?: number) => Promise<boolean> })
    .__HIRELINE_SETTLED__;
  if (!settled) throw new Error('the settle tracker is not installed (.storybook/preview.tsx)');
  if (!(await settled(timeoutMs))) {
    throw new Error(`${what}: requests still in flight after ${timeoutMs} ms`);
  }
}
