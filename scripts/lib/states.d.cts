/** Types of scripts/lib/states.cjs (for the TypeScript unit tests). */
export interface UiState {
  key: string;
  state: string;
  source: string;
  stories: string[];
}
export interface StatesManifest {
  description?: string;
  states: UiState[];
}
export function checkStates(manifest: StatesManifest, storyIds: Iterable<string>): string[];
export function listedStoryIds(manifest: StatesManifest): string[];
