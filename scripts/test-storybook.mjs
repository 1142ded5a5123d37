#!/usr/bin/env node
/**
 * Storybook visual + accessibility tests (`npm run test:storybook`):
 *   1. builds the static Storybook (`storybook build --quiet -o storybook-static`);
 *   2. serves it with http-server on a free port of 127.0.0.1;
 *   3. runs `test-storybook --index-json` against it in the system Chromium, 2 workers
 *      (hooks: .storybook/test-runner.ts, jest config: test-runner-jest.config.js);
 *   4. stops the server and exits with the runner's exit code.
 *
 * Extra arguments go to the runner, e.g. `-u` to (re)write the baselines in
 * tests/visual/__image_snapshots__ (`npm run test:storybook:update`) or a story filter.
 * With CI=true, `--ci` is added: a missing baseline fails instead of being written.
 * `--no-build` (ours, not passed on) reuses an existing storybook-static. `--json
 * --outputFile=<file>` writes jest's JSON results to <file> (tests/visual/json-reporter.mjs).
 */
import { spawn } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort, HOST, waitForServer } from './lib/server.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const bin = (name) => path.join(root, 'node_modules', '.bin', name);
const require = createRequire(import.meta.url);
const httpServer = require.resolve('http-server/bin/http-server');
const STATIC_DIR = 'storybook-static';
const SNAPSHOTS_DIR = path.join(root, 'tests', 'visual', '__image_snapshots__');

const rawArgs = process.argv.slice(2);
const skipBuild = rawArgs.includes('--no-build');
// `--json --outputFile=<file>` (scripts/test-all.mjs): test-storybook cannot forward them to
// jest, so tests/visual/json-reporter.mjs writes the same JSON to <file>.
let jsonFile = null;
const runnerArgs = [];
for (let i = 0; i < rawArgs.length; i += 1) {
  const arg = rawArgs[i];
  if (arg === '--no-build' || arg === '--json') continue;
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
    return code;
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
