#!/usr/bin/env node
/**
 * The whole test suite (`npm test`), stopping at the first failing stage:
 *   checks: api:check, typecheck, lint, states (every UI state of stories/states.json shown by
 *   a story that exists) and i18n:check (English catalogs freshly extracted, Spanish complete
 *   and consistent), run side by side, as many at once as the machine has cores (each is
 *   single-threaded and only reads the tree; issue #20 point 5); each one's output is printed
 *   whole when it ends, and when one fails the others still finish and report
 *   → unit tests (jest) → Storybook tests (test-runner: play functions, axe, visual
 *   baselines) → end-to-end tests (production build in demo mode and behind nginx).
 * Each jest-based step writes its JSON results to test-results/; at the end one plain line
 * sums them up: "tests: N passed, N failed", after a "steps:" line with the time of every step
 * (the checks' wall time, then each check's own).
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { CHROMIUM_PACKAGE, pinnedChromium } from './lib/browser.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const results = path.join(root, 'test-results');
rmSync(results, { recursive: true, force: true });
mkdirSync(results, { recursive: true });

// The one browser every browser step launches (unpacked now, before the steps run side by side).
const browser = await pinnedChromium();
console.log(`browser: ${CHROMIUM_PACKAGE}@${browser.version} (${browser.executablePath})`);

const json = (name) => ['--json', `--outputFile=${path.join(results, `${name}.json`)}`];
/** Started longest first, so that the short ones fill the gaps (in the summary: this order). */
const checks = [
  { name: 'typecheck', cmd: ['npm', 'run', '-s', 'typecheck'] },
  { name: 'lint', cmd: ['npm', 'run', '-s', 'lint'] },
  { name: 'i18n:check', cmd: ['npm', 'run', '-s', 'i18n:check'] },
  { name: 'api:check', cmd: ['npm', 'run', '-s', 'api:check'] },
  { name: 'states', cmd: ['npm', 'run', '-s', 'states:check'] },
];
const steps = [
  { name: 'unit', cmd: ['npm', 'run', '-s', 'test:unit', '--', ...json('unit')], results: 'unit' },
  {
    name: 'storybook',
    cmd: ['npm', 'run', '-s', 'test:storybook', '--', ...json('storybook')],
    results: 'storybook',
  },
  { name: 'e2e', cmd: ['npm', 'run', '-s', 'test:e2e', '--', ...json('e2e')], results: 'e2e' },
];

/** Runs a command with the terminal as its output; resolves with its exit code. */
function run([command, ...args]) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd: root, stdio: 'inherit', env: process.env });
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}

/**
 * Runs a command with its stdout and stderr collected (interleaved as they came); resolves
 * with its exit code and that output.
 */
function runCollected([command, ...args]) {
  return new Promise((resolve) => {
    const child = spawn(command, args, {
      cwd: root,
      stdio: ['ignore', 'pipe', 'pipe'],
      env: process.env,
    });
    const chunks = [];
    child.stdout.on('data', (chunk) => chunks.push(chunk));
    child.stderr.on('data', (chunk) => chunks.push(chunk));
    child.on('error', (error) => chunks.push(Buffer.from(`${error.message}\n`)));
    child.on('close', (code, signal) =>
      resolve({ code: code ?? (signal ? 1 : 0), output: Buffer.concat(chunks).toString() }),
    );
  });
}

const seconds = (since) => ((Date.now() - since) / 1000).toFixed(1);

let passed = 0;
let failed = 0;
const timings = [];
let exitCode = 0;

// The checks, `slots` at a time; each prints its output once it ends.
const checksStart = Date.now();
const slots = Math.max(1, Math.min(availableParallelism(), checks.length));
const checkTimes = new Map();
const failures = [];
let next = 0;
async function worker() {
  while (next < checks.length) {
    const check = checks[next++];
    const started = Date.now();
    const { code, output } = await runCollected(check.cmd);
    checkTimes.set(check.name, seconds(started));
    console.log(`\n=== ${check.name} (${checkTimes.get(check.name)} s, exit ${code}) ===`);
    if (output) process.stdout.write(output.endsWith('\n') ? output : `${output}\n`);
    if (code !== 0) {
      failed += 1;
      failures.push({ name: check.name, code });
    }
  }
}
await Promise.all(Array.from({ length: slots }, worker));
const order = ['api:check', 'typecheck', 'lint', 'states', 'i18n:check'];
timings.push(
  `checks ${seconds(checksStart)} s (${order.map((name) => `${name} ${checkTimes.get(name)} s`).join(', ')}; ${slots} at a time)`,
);
if (failures.length > 0) {
  exitCode = failures[0].code;
  const names = failures.map((f) => `${f.name} (exit ${f.code})`).join(', ');
  console.error(`\n${names} failed; later steps were not run.`);
}

for (const step of exitCode === 0 ? steps : []) {
  const started = Date.now();
  console.log(`\n=== ${step.name} ===`);
  const code = await run(step.cmd);
  timings.push(`${step.name} ${seconds(started)} s`);
  if (step.results) {
    const file = path.join(results, `${step.results}.json`);
    if (existsSync(file)) {
      const report = JSON.parse(readFileSync(file, 'utf8'));
      passed += report.numPassedTests ?? 0;
      failed += report.numFailedTests ?? 0;
      if (code !== 0 && (report.numFailedTests ?? 0) === 0) failed += 1;
    } else if (code !== 0) failed += 1;
  } else if (code !== 0) failed += 1;
  if (code !== 0) {
    exitCode = code;
    console.error(`\n${step.name} failed (exit ${code}); later steps were not run.`);
    break;
  }
}
console.log(`\nsteps: ${timings.join(', ')}`);
console.log(`tests: ${passed} passed, ${failed} failed`);
process.exit(exitCode);
