/**
 * What the entry (src/main.tsx) starts for deploys and offline use (issue #31 point 3): kept tiny,
 * since it is part of the entry chunk — the service worker's registration and update handling
 * (src/app/serviceWorker.ts) are a chunk of their own, loaded after the first screen has painted.
 */
import { defineMessages } from '../i18n/defineMessages';
import { notify } from '../store/notifier';
import { reloadOnChunkFailure, sessionStore, UPDATED_KEY } from './chunkReload';
import { afterFirstScreenPaint } from './firstPaint';

const messages = defineMessages({
  updated: {
    id: 'app.updated',
    defaultMessage: 'Hireline was updated',
    description:
      'Toast after the page reloaded onto a new version of the app (a new deploy taken at a navigation).',
  },
});

/**
 * Starts, once, from the entry:
 * - the reload-once on a chunk that fails to load after a deploy ({@link reloadOnChunkFailure});
 * - "Hireline was updated" (an info toast, queued until the toasts mount) when this page load is
 *   the reload onto a new deploy ({@link UPDATED_KEY});
 * - in builds with the service worker (`__PWA_BUILD__`: production, not demo — MSW's worker
 *   stays alone there) and browsers that have them, its registration and update handling
 *   (`registerServiceWorker`, src/app/serviceWorker.ts, told whether this load is that reload),
 *   loaded after the first screen has painted (`afterFirstScreenPaint`): neither JavaScript nor
 *   requests ahead of the first paint.
 */
export function startServiceWorker(): void {
  reloadOnChunkFailure();
  const storage = sessionStore();
  let updated = false;
  try {
    if (storage?.getItem(UPDATED_KEY)) {
      storage.removeItem(UPDATED_KEY);
      updated = true;
      notify({ kind: 'info', summary: messages.updated, id: 'app.updated' });
    }
  } catch {
    // Storage refused: no notice.
  }
  if (!__PWA_BUILD__ || !('serviceWorker' in navigator)) return;
  void afterFirstScreenPaint()
    .then(() => import('./serviceWorker'))
    .then(({ registerServiceWorker }) => registerServiceWorker({ afterUpdate: updated }))
    .catch((error: unknown) => console.warn('Service worker not registered', error));
}
