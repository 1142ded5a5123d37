/**
 * The check of the manifest of UI states (stories/states.json, issue #8 point 1), as a pure
 * function: the manifest and the set of story ids that exist in, out a list of problems.
 * scripts/check-states.mjs feeds it the real story index; tests/unit/stories feed it
 * modified ones. CommonJS, so that both the node script and the jest unit tests load it.
 */
'use strict';

/**
 * @typedef {{ key: string, state: string, source: string, stories: string[] }} UiState
 * @typedef {{ states: UiState[] }} StatesManifest
 */

/**
 * Every problem of `manifest` against the story ids of `storyIds` (empty when none): a state
 * without a key, description, source or story id, a key listed twice, and a listed story id
 * that is not in the index.
 * @param {StatesManifest} manifest
 * @param {Iterable<string>} storyIds
 * @returns {string[]}
 */
function checkStates(manifest, storyIds) {
  const known = new Set(storyIds);
  const problems = [];
  if (!manifest || !Array.isArray(manifest.states) || manifest.states.length === 0) {
    return ['the manifest has no "states" list'];
  }
  const keys = new Set();
  manifest.states.forEach((state, index) => {
    const key = typeof state?.key === 'string' && state.key !== '' ? state.key : null;
    const name = key ?? `states[${index}]`;
    if (!key) problems.push(`${name}: no "key"`);
    else if (keys.has(key)) problems.push(`${name}: listed twice`);
    else keys.add(key);
    if (typeof state?.state !== 'string' || state.state.trim() === '') {
      problems.push(`${name}: no "state" (what the state is)`);
    }
    if (typeof state?.source !== 'string' || state.source.trim() === '') {
      problems.push(`${name}: no "source" (the SPEC section or issue naming it)`);
    }
    const stories = Array.isArray(state?.stories) ? state.stories : [];
    if (stories.length === 0) problems.push(`${name}: no story shows this state`);
    for (const id of stories) {
      if (typeof id !== 'string' || !known.has(id)) {
        problems.push(`${name}: story "${String(id)}" does not exist`);
      }
    }
  });
  return problems;
}

/**
 * The story ids a manifest lists, each once, in order.
 * @param {StatesManifest} manifest
 * @returns {string[]}
 */
function listedStoryIds(manifest) {
  return [...new Set(manifest.states.flatMap((state) => state.stories))];
}

module.exports = { checkStates, listedStoryIds };
