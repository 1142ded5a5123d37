import { loadSelect } from '../../src/components/LazySelect';
import { loadChatPanel } from '../../src/features/chats/LazyChatPanel';

/**
 * Story loader of the chats screens: the chunks they load on demand in the app (issue #31
 * point 1) loaded before the story renders — `Select`'s (src/components/LazySelect.tsx: the
 * inbox's job opening filter, the thread's template picker) and the open chat's panel
 * (src/features/chats/LazyChatPanel.tsx) —, so that they render at once, never as their
 * placeholder or spinner: the visual baselines stay deterministic.
 */
export async function selectLoaded(): Promise<Record<string, never>> {
  await Promise.all([loadSelect(), loadChatPanel()]);
  return {};
}
