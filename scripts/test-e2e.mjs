#!/usr/bin/env node
/**
 * End-to-end tests (`npm run test:e2e`), in two runtimes:
 *   1. builds the bundle in demo mode (`npm run build:demo` → dist-demo/), the real
 *      production bundle (`npm run build` → dist/, checked for absence of MSW code) with no
 *      `VITE_API_BASE_URL` (the API on the page's own origin, the default deployment) and a
 *      test-mode Stripe key, and the API server (`npm run api:build` → .api-server/), all three
 *      at once;
 *   2. demo mode: serves dist-demo with `vite preview` (SPA fallback, so deep links survive a
 *      reload) on a free port of 127.0.0.1 — a secure context, as the MSW service worker needs;
 *   3. production: one slot per jest worker (E2E_WORKERS, default 3; `--maxWorkers`/`-w` or
 *      `--runInBand`/`-i` given to this script set it too; scripts/lib/api-slots.mjs): the
 *      simulated API as an HTTP server (`.api-server/serve.js`) on a free port of 127.0.0.1
 *      (slot 1's: `E2E_API_PORT` when set), and dist/ served by Debian's nginx with the
 *      deployment config (deploy/nginx.conf.template: CSP, headers, caching) on another free
 *      port, proxying `/v1/` to that server (API_UPSTREAM): same origin, as deployed by
 *      default, so no CORS. Every test file gets a freshly seeded database: the slot's API
 *      server restarts between two files. Without nginx the production target is skipped with
 *      a message;
 *   4. runs jest once with tests/e2e/jest.config.cjs: its two projects, `demo` (every file)
 *      and `production` (the main journeys again), share the workers, so the two targets run
 *      side by side and no worker idles while the other target's last files run (issue #20
 *      point 5). Environment: HIRELINE_CHROMIUM_LAUNCH (the pinned Chromium's launch options, scripts/lib/browser.mjs), E2E_BASE_URL (demo), E2E_SLOTS_URL (the slots' control) and
 *      per slot n E2E_PROD_URL_<n>, E2E_API_URL_<n> (the API as the production app calls it:
 *      nginx's origin) and E2E_API_UPSTREAM_<n> (the API server itself), which
 *      tests/e2e/workerTarget.ts hands to worker n's files as E2E_PROD_URL, E2E_API_URL and
 *      E2E_API_UPSTREAM; TZ=Etc/UTC;
 *   5. stops the servers and exits with jest's exit code.
 * Extra arguments go to jest (e.g. a test path or name pattern: it narrows both targets; a
 * failure names its target, `demo` or `production`). `--no-build` reuses the builds.
 */
import { spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { startApiSlots } from './lib/api-slots.mjs';
import { launchOptionsJson } from './lib/browser.mjs';
import { haveNginx, NGINX } from './lib/nginx.mjs';
import { freePort, HOST, waitForServer } from './lib/server.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const bin = (name) => path.join(root, 'node_modules', '.bin', name);
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';

const rawArgs = process.argv.slice(2);
const skipBuild = rawArgs.includes('--no-build');
const jestArgs = rawArgs.filter((arg) => arg !== '--no-build');
const isCI = process.env.CI === 'true' || process.env.CI === '1';
if (isCI && !jestArgs.includes('--ci')) jestArgs.push('--ci');

/**
 * How many jest workers run the files (one production API server + nginx each): `-i` /
 * `--runInBand` → 1, else `--maxWorkers=<n>` / `-w <n>`, else E2E_WORKERS, else 3. Measured on
 * 2 cores (the Chromium processes included, the suite is mostly CPU-bound): the old two runs
 * (demo on 2 workers, then production in band) kept the CPU ~63 % busy in 290 s; 3 workers
 * over both targets, ~92 % in 190 s; 4 workers saturate it (~97 %) and are slower (200–225 s),
 * with 30 s waits of the tests timing out.
 */
function workerCount(args) {
  if (args.includes('-i') || args.includes('--runInBand')) return 1;
  for (let i = 0; i < args.length; i += 1) {
    const inline = /^(?:--maxWorkers|-w)=(\d+)$/.exec(args[i]);
    if (inline) return Number(inline[1]);
    if ((args[i] === '--maxWorkers' || args[i] === '-w') && /^\d+$/.test(args[i + 1] ?? '')) {
      return Number(args[i + 1]);
    }
  }
  return Number(process.env.E2E_WORKERS) || 3;
}
const workers = workerCount(jestArgs);

// The pinned Chromium, unpacked before the workers start (tests/e2e/browser.ts launches it).
const env = {
  ...process.env,
  TZ: 'Etc/UTC',
  E2E_WORKERS: String(workers),
  HIRELINE_CHROMIUM_LAUNCH: await launchOptionsJson(),
};

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

/**
 * Whether dist/ was built for a cross-origin API (by an older version of this script): its
 * index.html then preconnects to that origin (vite.config.ts), and `--no-build` rebuilds it.
 */
function crossOriginBuild() {
  return /<link rel="preconnect"/.test(readFileSync(path.join(root, 'dist', 'index.html'), 'utf8'));
}

async function main() {
  const started = performance.now();
  const haveBuilds =
    existsSync(path.join(root, 'dist-demo', 'index.html')) &&
    existsSync(path.join(root, 'dist', 'index.html')) &&
    existsSync(path.join(root, '.api-server', 'serve.js')) &&
    !crossOriginBuild();
  if (!skipBuild || !haveBuilds) {
    const buildStart = performance.now();
    const builds = [
      ['build:demo', {}],
      // The production build, calling the API on its own origin (nginx proxies /v1/), with a
      // test-mode key (Stripe.js itself is replaced by a fake in the tests:
      // tests/e2e/fakes/stripe.js).
      ['build', { VITE_API_BASE_URL: '', VITE_STRIPE_PUBLISHABLE_KEY: 'pk_test_hireline_e2e' }],
      ['api:build', {}],
    ];
    // All three at once: each is partly single-threaded, and none reads another's output.
    const codes = await Promise.all(
      builds.map(([script, extraEnv]) => {
        const args = ['run', '--silent', script];
        if (script !== 'api:build') args.push('--', '--logLevel', 'warn');
        return run(npm, args, extraEnv);
      }),
    );
    const failed = builds.findIndex((_, i) => codes[i] !== 0);
    if (failed !== -1) {
      console.error(`[test-e2e] npm run ${builds[failed][0]} failed`);
      return codes[failed];
    }
    console.log(`[test-e2e] builds (demo, production, API server): ${seconds(buildStart)} s`);
  }

  const children = [];
  const stops = [];
  const stopAll = () => {
    for (const stop of stops.splice(0)) stop();
    for (const child of children.splice(0)) {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
    }
  };
  process.on('exit', stopAll);
  for (const signal of ['SIGINT', 'SIGTERM']) {
    process.on(signal, () => {
      stopAll();
      process.exit(130);
    });
  }

  // Ports of this run, each a different one (two free ports asked in a row may coincide).
  const taken = new Set();
  const newPort = async () => {
    let port = await freePort();
    while (taken.has(port)) port = await freePort();
    taken.add(port);
    return port;
  };

  // Demo mode: dist-demo with vite preview (SPA fallback; the API in the service worker).
  const demoPort = await newPort();
  const demoUrl = `http://${HOST}:${demoPort}`;
  children.push(
    spawn(
      bin('vite'),
      [
        'preview',
        '--outDir',
        'dist-demo',
        '--host',
        HOST,
        '--port',
        String(demoPort),
        '--strictPort',
      ],
      { cwd: root, env, stdio: ['ignore', 'ignore', 'inherit'] },
    ),
  );

  try {
    // Production: one slot per worker, each an API server behind its own nginx; a fresh
    // database for every test file (scripts/lib/api-slots.mjs).
    let slots = { env: {}, stop: () => {} };
    if (haveNginx()) {
      const firstApiPort = Number(process.env.E2E_API_PORT) || 0;
      if (firstApiPort) taken.add(firstApiPort);
      slots = await startApiSlots({
        count: workers,
        serveJs: path.join(root, '.api-server', 'serve.js'),
        dist: path.join(root, 'dist'),
        env,
        newPort,
        firstApiPort,
      });
      stops.push(slots.stop);
    } else {
      console.warn(
        `[test-e2e] production target SKIPPED: ${NGINX} is missing (apt-get install nginx; .ci/run installs it)`,
      );
    }
    await waitForServer(demoUrl);
    const testStart = performance.now();
    // One run, both targets (jest projects `demo` and `production`) sharing `workers` workers.
    const code = await run(bin('jest'), ['--config', 'tests/e2e/jest.config.cjs', ...jestArgs], {
      E2E_BASE_URL: demoUrl,
      ...slots.env,
    });
    const targets = haveNginx() ? 'demo + production targets' : 'demo target';
    console.log(
      `[test-e2e] ${targets}, ${workers} worker(s): ${seconds(testStart)} s; total: ${seconds(started)} s, exit ${code}`,
    );
    return code;
  } finally {
    stopAll();
  }
}

main().then(
  (code) => process.exit(code),
  (error) => {
    console.error(`[test-e2e] ${error.stack ?? error}`);
    process.exit(1);
  },
);
