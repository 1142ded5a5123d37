#!/usr/bin/env node
/**
 * The manifest of UI states (`npm run states:check`, a step of `npm test`; issue #8 point 1):
 * reads stories/states.json — every UI state SPEC.md and the issues name, each with the
 * Storybook story ids that show it — and the real story index, and fails with the list of
 * problems when a listed story id does not exist or a state has no story.
 *
 * The index is built statically, without a browser or a Storybook build: every
 * stories/**\/*.stories.{ts,tsx} file (the `stories` glob of .storybook/main.ts) is parsed
 * with Storybook's own CSF reader (`loadCsf` from storybook/internal/csf-tools), which gives
 * each story the id Storybook gives it (title + export name, `excludeStories` honoured).
 *
 *   --index <file>    check against a built index instead (e.g. storybook-static/index.json)
 *   --list-stories    print the story ids of the static index as JSON and exit
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadCsf } from 'storybook/internal/csf-tools';
import states from './lib/states.cjs';

const { checkStates, listedStoryIds } = states;

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const STORIES_DIR = path.join(root, 'stories');
const MANIFEST = path.join(STORIES_DIR, 'states.json');
const STORY_FILE = /\.stories\.tsx?$/;

/** The ids of every story in stories/**, as Storybook indexes them. */
export function staticStoryIds() {
  const files = readdirSync(STORIES_DIR, { recursive: true })
    .map(String)
    .filter((file) => STORY_FILE.test(file))
    .sort();
  const ids = [];
  for (const file of files) {
    const fileName = path.join('stories', file);
    const csf = loadCsf(readFileSync(path.join(STORIES_DIR, file), 'utf8'), {
      fileName,
      makeTitle: (title) => {
        if (!title) throw new Error(`${fileName}: the default export has no title`);
        return title;
      },
    }).parse();
    for (const input of csf.indexInputs) ids.push(input.__id);
  }
  return ids;
}

/** The story ids of a built Storybook index (storybook-static/index.json). */
function builtStoryIds(file) {
  const index = JSON.parse(readFileSync(file, 'utf8'));
  return Object.values(index.entries ?? {})
    .filter((entry) => entry.type === 'story')
    .map((entry) => entry.id);
}

function main(args) {
  if (args.includes('--list-stories')) {
    process.stdout.write(`${JSON.stringify(staticStoryIds())}\n`);
    return 0;
  }
  const at = args.indexOf('--index');
  const indexFile = at >= 0 ? path.resolve(args[at + 1] ?? '') : null;
  const ids = indexFile ? builtStoryIds(indexFile) : staticStoryIds();
  const manifest = JSON.parse(readFileSync(MANIFEST, 'utf8'));
  const problems = checkStates(manifest, ids);
  const where = indexFile ? path.relative(root, indexFile) : 'stories/**/*.stories.tsx';
  if (problems.length > 0) {
    console.error(
      `[states] stories/states.json: ${problems.length} problem(s) against ${ids.length} stories (${where}):`,
    );
    for (const problem of problems) console.error(`  - ${problem}`);
    console.error(
      '[states] every listed state needs a story that shows it: write the story, or fix the id.',
    );
    return 1;
  }
  console.log(
    `[states] ${manifest.states.length} UI states, ${listedStoryIds(manifest).length} story ids mapped, ` +
      `all among the ${ids.length} stories (${where})`,
  );
  return 0;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  process.exitCode = main(process.argv.slice(2));
}
