/**
 * The code cache warm-up's worker (src/app/codeCacheWarmUp.ts): imports the scripts it is sent
 * ({@link WarmUpRequest}) through the service worker, which compiles them on this thread and
 * has their code cache kept for the next visit, then answers `done`. A script whose evaluation
 * fails here — the app's modules expect a document — has been compiled all the same.
 */
import type { WarmUpRequest } from './codeCacheWarmUp';

/** The worker's global scope, as used here (the DOM library types `self` as a window). */
const scope = self as unknown as {
  addEventListener(type: 'message', listener: (event: MessageEvent<WarmUpRequest>) => void): void;
  postMessage(message: 'done'): void;
};

scope.addEventListener('message', (event) => {
  void Promise.allSettled(
    event.data.urls.map((url) => import(/* @vite-ignore */ url) as Promise<unknown>),
  ).then(() => scope.postMessage('done'));
});
