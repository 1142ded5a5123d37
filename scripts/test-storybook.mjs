#!/usr/bin/env node
/**
 * Storybook visual + accessibility tests (`npm run test:storybook`):
 *   1. builds the static Storybook (`storybook build --quiet -o storybook-static`);
 *   2. serves it with http-server on a free port of 127.0.0.1;
 *   3. runs `test-storybook --index-json` against it in the system Chromium, 2 workers
 *      (hooks: .storybook/test-runner.ts, jest config: test-runner-jest.config.js);
 *   4. after a full run that passed: the fail-fast self-check ({@link failFastCheck}): a
 *      deliberately changed baseline, in a temporary copy, fails its story within
 *      FAIL_FAST_LIMIT_MS with its diff, and the stories after it on the same page pass;
 *   5. stops the server and exits with the runner's exit code.
 *
 * Extra arguments go to the runner, e.g. `-u` to (re)write the baselines in
 * tests/visual/__image_snapshots__ (`npm run test:storybook:update`) or a story filter.
 * With CI=true, `--ci` is added: a missing baseline fails instead of being written.
 * `--no-build` (ours, not passed on) reuses an existing storybook-static; `--fail-fast-check`
 * (ours) runs only the self-check of step 4. `--json
 * --outputFile=<file>` writes jest's JSON results to <file> (tests/visual/json-reporter.mjs).
 */
import { spawn } from 'node:child_process';
import {
  copyFileSync,
  existsSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PNG } from 'pngjs';
import { freePort, HOST, waitForServer } from './lib/server.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const bin = (name) => path.join(root, 'node_modules', '.bin', name);
const require = createRequire(import.meta.url);
const httpServer = require.resolve('http-server/bin/http-server');
const STATIC_DIR = 'storybook-static';
const SNAPSHOTS_DIR = path.join(root, 'tests', 'visual', '__image_snapshots__');

const rawArgs = process.argv.slice(2);
const skipBuild = rawArgs.includes('--no-build');
/** `--fail-fast-check` (ours): only the self-check ({@link failFastCheck}), no story run. */
const failFastOnly = rawArgs.includes('--fail-fast-check');
// `--json --outputFile=<file>` (scripts/test-all.mjs): test-storybook cannot forward them to
// jest, so tests/visual/json-reporter.mjs writes the same JSON to <file>.
let jsonFile = null;
const runnerArgs = [];
for (let i = 0; i < rawArgs.length; i += 1) {
  const arg = rawArgs[i];
  if (arg === '--no-build' || arg === '--json' || arg === '--fail-fast-check') continue;
  if (arg.startsWith('--outputFile=')) jsonFile = path.resolve(arg.slice('--outputFile='.length));
  else if (arg === '--outputFile') jsonFile = path.resolve(rawArgs[++i]);
  else runnerArgs.push(arg);
}
const isCI = process.env.CI === 'true' || process.env.CI === '1';
if (isCI && !runnerArgs.includes('--ci')) runnerArgs.push('--ci');
const updating = runnerArgs.includes('-u') || runnerArgs.includes('--updateSnapshot');
/** Options whose value is the next argument (not a test filter). */
const VALUE_OPTIONS = new Set([
  '--maxWorkers',
  '--testTimeout',
  '--shard',
  '--url',
  '--browsers',
  '--config-dir',
  '-c',
  '--coverageDirectory',
  '--includeTags',
  '--excludeTags',
  '--skipTags',
]);
/** A positional argument is a test filter: then not every story runs. */
const filtered = runnerArgs.some(
  (arg, i) => !arg.startsWith('-') && !VALUE_OPTIONS.has(runnerArgs[i - 1] ?? ''),
);

const env = {
  ...process.env,
  STORYBOOK_DISABLE_TELEMETRY: '1',
  TZ: 'Etc/UTC',
  ...(jsonFile ? { HIRELINE_JEST_JSON: jsonFile } : {}),
};

/** Runs a command; resolves with its exit code. */
function run(command, args, options = {}) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd: root, env, stdio: 'inherit', ...options });
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
    child.on('error', (error) => {
      console.error(`[test-storybook] ${command}: ${error.message}`);
      resolve(1);
    });
  });
}

/** A port nobody listens on right now. */

/** The suffix of an axis shot's baseline (dark, Spanish, 768 and 375 px wide). */
const AXIS_SUFFIX = /--(dark|es|768|375)$/;

/**
 * Baselines whose story no longer exists (renamed or deleted stories): removed when
 * updating, reported otherwise. Only after a full (unfiltered) run.
 */
function handleObsoleteBaselines() {
  if (filtered || !existsSync(SNAPSHOTS_DIR)) return;
  const index = JSON.parse(readFileSync(path.join(root, STATIC_DIR, 'index.json'), 'utf8'));
  const storyIds = new Set(
    Object.values(index.entries ?? {})
      .filter((entry) => entry.type === 'story')
      .map((entry) => entry.id),
  );
  // `<story-id>.png` and its axis shots `<story-id>--<axis>.png` (.storybook/test-runner.ts).
  const storyOf = (name) => name.slice(0, -'.png'.length).replace(AXIS_SUFFIX, '');
  const obsolete = readdirSync(SNAPSHOTS_DIR).filter(
    (name) =>
      name.endsWith('.png') &&
      !storyIds.has(name.slice(0, -'.png'.length)) &&
      !storyIds.has(storyOf(name)),
  );
  if (obsolete.length === 0) return;
  if (updating) {
    for (const name of obsolete) rmSync(path.join(SNAPSHOTS_DIR, name));
    console.log(
      `[test-storybook] removed ${obsolete.length} obsolete baseline(s): ${obsolete.join(', ')}`,
    );
  } else {
    console.warn(
      `[test-storybook] ${obsolete.length} baseline(s) without a story (run test:storybook:update): ${obsolete.join(', ')}`,
    );
  }
}

const seconds = (since) => ((performance.now() - since) / 1000).toFixed(1);

/** The stories of the self-check: a component with several states, all shot. */
const FAIL_FAST_TITLE = 'Components/Button';
/**
 * How long a story whose shot differs from its baseline may take to fail (ms, issue #28): at
 * most FAIL_FAST_LIMIT_MS, or FAIL_FAST_FACTOR times the slowest of the title's passing stories
 * in the same run when that is more — a slower machine renders every story slower (on a 2-core
 * machine where a passing Button story took 3.5–4.3 s, the failing one took 17–20 s) —, and in
 * every case before the test's timeout (30 s) would have ended it.
 */
const FAIL_FAST_LIMIT_MS = 10_000;
const FAIL_FAST_FACTOR = 5;
const TEST_TIMEOUT_MS = 30_000;

/**
 * Proves that a visual difference fails fast and alone (issue #28 point 3): the baselines of
 * FAIL_FAST_TITLE are copied to a temp folder, the second story's baseline is changed there (a
 * 40 × 40 px block inverted), and the runner renders that title's stories against the copy
 * (HIRELINE_SNAPSHOTS_DIR, .storybook/test-runner.ts). Passes when that story failed within
 * its limit (see FAIL_FAST_LIMIT_MS) with the share of pixels changed and a diff image, and every other story —
 * the one after it on the fresh page the failure left — passed. Returns 0 when it passes, 1 otherwise,
 * printing why.
 */
async function failFastCheck(url) {
  const index = JSON.parse(readFileSync(path.join(root, STATIC_DIR, 'index.json'), 'utf8'));
  // The stories the runner tests (a Playground, tagged '!test', is not one of them).
  const stories = Object.values(index.entries ?? {}).filter(
    (entry) =>
      entry.type === 'story' && entry.title === FAIL_FAST_TITLE && entry.tags?.includes('test'),
  );
  if (stories.length < 3) {
    console.error(`[test-storybook] fail-fast check: ${FAIL_FAST_TITLE} needs three stories`);
    return 1;
  }
  const temp = mkdtempSync(path.join(tmpdir(), 'hireline-fail-fast-'));
  try {
    const prefix = `${stories[0].id.split('--')[0]}--`;
    for (const name of readdirSync(SNAPSHOTS_DIR)) {
      if (name.startsWith(prefix))
        copyFileSync(path.join(SNAPSHOTS_DIR, name), path.join(temp, name));
    }
    // The second story's baseline: a story before it has warmed the page (as in a real run),
    // the ones after it show that the failure left nothing behind.
    const target = stories[1];
    const changed = path.join(temp, `${target.id}.png`);
    const png = PNG.sync.read(readFileSync(changed));
    for (let y = 0; y < Math.min(40, png.height); y += 1) {
      for (let x = 0; x < Math.min(40, png.width); x += 1) {
        const at = (png.width * y + x) * 4;
        for (let c = 0; c < 3; c += 1) png.data[at + c] = 255 - png.data[at + c];
      }
    }
    writeFileSync(changed, PNG.sync.write(png));

    const results = path.join(temp, 'results.json');
    // The filter is the title's test file (the runner names it after the title's id).
    const started = performance.now();
    await run(
      bin('test-storybook'),
      [
        '--url',
        url,
        '--config-dir',
        '.storybook',
        '--index-json',
        '--maxWorkers=1',
        '--ci',
        `/${prefix.slice(0, -2)}\\.test\\.`,
      ],
      {
        env: {
          ...env,
          HIRELINE_SNAPSHOTS_DIR: temp,
          HIRELINE_JEST_JSON: results,
          FORCE_COLOR: '0',
        },
        stdio: ['ignore', 'ignore', 'ignore'],
      },
    );
    const report = existsSync(results) ? JSON.parse(readFileSync(results, 'utf8')) : null;
    // The reporter writes jest's aggregated results: each file's tests are its `testResults`.
    const tests = (report?.testResults ?? []).flatMap((file) => file.testResults ?? []);
    const byStory = (story) =>
      tests.find(
        (test) =>
          test.ancestorTitles?.at(-1) === story.name &&
          test.ancestorTitles?.[0] === FAIL_FAST_TITLE,
      );
    const problems = [];
    const first = byStory(target);
    const message = (first?.failureMessages ?? []).join('\n');
    if (!first) problems.push(`${target.id} did not run`);
    else {
      if (first.status !== 'failed') problems.push(`${target.id} ${first.status}, not failed`);
      const passing = stories
        .filter((other) => other !== target)
        .map((other) => byStory(other))
        .filter((test) => test?.status === 'passed')
        .map((test) => test.duration);
      const limit = Math.min(
        TEST_TIMEOUT_MS,
        Math.max(FAIL_FAST_LIMIT_MS, FAIL_FAST_FACTOR * Math.max(0, ...passing)),
      );
      if (!(first.duration < limit)) {
        problems.push(
          `${target.id} took ${first.duration} ms (limit ${limit} ms; passing stories ${passing.join(', ')} ms)`,
        );
      }
      if (!/\d% different from snapshot/.test(message)) problems.push('no share of pixels changed');
      const diff = /See diff for details:\s*(\S+\.png)/.exec(message)?.[1];
      if (!diff || !existsSync(diff)) problems.push(`no diff image (${diff ?? 'none named'})`);
      if (/Exceeded timeout/.test(message)) problems.push('it timed out');
    }
    for (const story of stories.filter((other) => other !== target)) {
      const test = byStory(story);
      if (test?.status !== 'passed')
        problems.push(`${story.id} ${test?.status ?? 'did not run'}, not passed`);
    }
    if (problems.length > 0) {
      console.error(
        `[test-storybook] fail-fast check FAILED (${seconds(started)} s):\n  ${problems.join('\n  ')}` +
          (message ? `\n${message}` : ''),
      );
      return 1;
    }
    console.log(
      `[test-storybook] fail-fast check: a changed baseline failed ${target.id} in ${first.duration} ms ` +
        `with its diff; the ${stories.length - 1} other stories passed (${seconds(started)} s)`,
    );
    return 0;
  } finally {
    rmSync(temp, { recursive: true, force: true });
  }
}

async function main() {
  const started = performance.now();
  if (!skipBuild || !existsSync(path.join(root, STATIC_DIR, 'index.json'))) {
    const buildStart = performance.now();
    const code = await run(bin('storybook'), ['build', '--quiet', '-o', STATIC_DIR]);
    if (code !== 0) {
      console.error('[test-storybook] storybook build failed');
      return code;
    }
    console.log(`[test-storybook] storybook build: ${seconds(buildStart)} s`);
  }

  const port = await freePort();
  const url = `http://${HOST}:${port}`;
  const server = spawn(
    process.execPath,
    [httpServer, STATIC_DIR, '-a', HOST, '-p', String(port), '-s', '-c-1', '--no-dotfiles'],
    { cwd: root, env: { ...env, NODE_OPTIONS: '--no-deprecation' }, stdio: 'inherit' },
  );
  const stopServer = () => {
    if (server.exitCode === null && server.signalCode === null) server.kill('SIGTERM');
  };
  process.on('exit', stopServer);
  for (const signal of ['SIGINT', 'SIGTERM']) {
    process.on(signal, () => {
      stopServer();
      process.exit(130);
    });
  }

  try {
    await waitForServer(`${url}/index.json`);
    rmSync(path.join(SNAPSHOTS_DIR, '__diff_output__'), { recursive: true, force: true });
    if (failFastOnly) return await failFastCheck(url);
    const testStart = performance.now();
    const code = await run(bin('test-storybook'), [
      '--url',
      url,
      '--config-dir',
      '.storybook',
      '--index-json',
      '--maxWorkers=2',
      ...runnerArgs,
    ]);
    handleObsoleteBaselines();
    console.log(
      `[test-storybook] runner: ${seconds(testStart)} s, total: ${seconds(started)} s, exit ${code}`,
    );
    if (code !== 0 || filtered || updating) return code;
    return await failFastCheck(url);
  } finally {
    stopServer();
  }
}

main().then(
  (code) => process.exit(code),
  (error) => {
    console.error(`[test-storybook] ${error.stack ?? error}`);
    process.exit(1);
  },
);
