#!/usr/bin/env node
/**
 * The whole test suite (`npm test`), step by step, stopping at the first failure:
 *   api:check → typecheck → lint → states (every UI state of stories/states.json shown by a
 *   story that exists) → i18n:check (English catalogs freshly extracted, Spanish
 *   complete and consistent) → unit tests (jest) → Storybook tests (test-runner: play
 *   functions, axe, visual baselines) → end-to-end tests (production build in demo mode).
 * Each jest-based step writes its JSON results to test-results/; at the end one plain line
 * sums them up: "tests: N passed, N failed" (plus the time of every step).
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const results = path.join(root, 'test-results');
rmSync(results, { recursive: true, force: true });
mkdirSync(results, { recursive: true });

const json = (name) => ['--json', `--outputFile=${path.join(results, `${name}.json`)}`];
const steps = [
  { name: 'api:check', cmd: ['npm', 'run', '-s', 'api:check'] },
  { name: 'typecheck', cmd: ['npm', 'run', '-s', 'typecheck'] },
  { name: 'lint', cmd: ['npm', 'run', '-s', 'lint'] },
  { name: 'states', cmd: ['npm', 'run', '-s', 'states:check'] },
  { name: 'i18n:check', cmd: ['npm', 'run', '-s', 'i18n:check'] },
  { name: 'unit', cmd: ['npm', 'run', '-s', 'test:unit', '--', ...json('unit')], results: 'unit' },
  {
    name: 'storybook',
    cmd: ['npm', 'run', '-s', 'test:storybook', '--', ...json('storybook')],
    results: 'storybook',
  },
  { name: 'e2e', cmd: ['npm', 'run', '-s', 'test:e2e', '--', ...json('e2e')], results: 'e2e' },
];

function run([command, ...args]) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd: root, stdio: 'inherit', env: process.env });
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}

let passed = 0;
let failed = 0;
const timings = [];
let exitCode = 0;
for (const step of steps) {
  const started = Date.now();
  console.log(`\n=== ${step.name} ===`);
  const code = await run(step.cmd);
  timings.push(`${step.name} ${((Date.now() - started) / 1000).toFixed(1)} s`);
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
