#!/usr/bin/env node
/**
 * End-to-end tests (`npm run test:e2e`):
 *   1. builds the production bundle in demo mode (`npm run build:demo` → dist-demo/) and the
 *      real production bundle (`npm run build` → dist/, checked for absence of MSW code);
 *   2. serves dist-demo with `vite preview` (SPA fallback, so deep links survive a reload)
 *      on a free port of 127.0.0.1 — a secure context, as the MSW service worker needs;
 *   3. runs jest with tests/e2e/jest.config.cjs (playwright-core + system Chromium),
 *      E2E_BASE_URL pointing at the server, TZ=Etc/UTC;
 *   4. stops the server and exits with jest's exit code.
 * Extra arguments go to jest (e.g. a test name pattern). `--no-build` reuses the builds.
 */
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort, HOST, waitForServer } from './lib/server.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const bin = (name) => path.join(root, 'node_modules', '.bin', name);
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';

const rawArgs = process.argv.slice(2);
const skipBuild = rawArgs.includes('--no-build');
const jestArgs = rawArgs.filter((arg) => arg !== '--no-build');
const isCI = process.env.CI === 'true' || process.env.CI === '1';
if (isCI && !jestArgs.includes('--ci')) jestArgs.push('--ci');

const env = { ...process.env, TZ: 'Etc/UTC' };

function run(command, args, extraEnv = {}) {
  return new Promise((resolve) => {
    const child = spawn(command, args, {
      cwd: root,
      env: { ...env, ...extraEnv },
      stdio: 'inherit',
    });
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
    child.on('error', (error) => {
      console.error(`[test-e2e] ${command}: ${error.message}`);
      resolve(1);
    });
  });
}

const seconds = (since) => ((performance.now() - since) / 1000).toFixed(1);

async function main() {
  const started = performance.now();
  const haveBuilds =
    existsSync(path.join(root, 'dist-demo', 'index.html')) &&
    existsSync(path.join(root, 'dist', 'index.html'));
  if (!skipBuild || !haveBuilds) {
    const buildStart = performance.now();
    for (const script of ['build:demo', 'build']) {
      const code = await run(npm, ['run', '--silent', script, '--', '--logLevel', 'warn']);
      if (code !== 0) {
        console.error(`[test-e2e] npm run ${script} failed`);
        return code;
      }
    }
    console.log(`[test-e2e] builds (demo + production): ${seconds(buildStart)} s`);
  }

  const port = await freePort();
  const url = `http://${HOST}:${port}`;
  const server = spawn(
    bin('vite'),
    ['preview', '--outDir', 'dist-demo', '--host', HOST, '--port', String(port), '--strictPort'],
    { cwd: root, env, stdio: ['ignore', 'ignore', 'inherit'] },
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
    await waitForServer(url);
    const testStart = performance.now();
    const code = await run(bin('jest'), ['--config', 'tests/e2e/jest.config.cjs', ...jestArgs], {
      E2E_BASE_URL: url,
    });
    console.log(
      `[test-e2e] jest: ${seconds(testStart)} s, total: ${seconds(started)} s, exit ${code}`,
    );
    return code;
  } finally {
    stopServer();
  }
}

main().then(
  (code) => process.exit(code),
  (error) => {
    console.error(`[test-e2e] ${error.stack ?? error}`);
    process.exit(1);
  },
);
