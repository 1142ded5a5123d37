import { loadSelect } from '../../src/components/LazySelect';

/**
 * Story loader: `Select`'s chunk loaded before the story renders (src/components/LazySelect.tsx
 * loads it on demand in the app, issue #31 point 1), so that the chats screens' selects — the
 * inbox's job opening filter, the thread's template picker — render at once, never as their
 * placeholder: the visual baselines stay deterministic.
 */
export async function selectLoaded(): Promise<Record<string, never>> {
  await loadSelect();
  return {};
}
