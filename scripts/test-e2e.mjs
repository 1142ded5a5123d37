#!/usr/bin/env node
/**
 * End-to-end tests (`npm run test:e2e`), in two runtimes:
 *   1. builds the bundle in demo mode (`npm run build:demo` → dist-demo/), the real
 *      production bundle (`npm run build` → dist/, checked for absence of MSW code) with no
 *      `VITE_API_BASE_URL` (the API on the page's own origin, the default deployment) and a
 *      test-mode Stripe key, and the API server (`npm run api:build` → .api-server/);
 *   2. demo mode: serves dist-demo with `vite preview` (SPA fallback, so deep links survive a
 *      reload) on a free port of 127.0.0.1 — a secure context, as the MSW service worker needs;
 *   3. production: the simulated API as an HTTP server (`.api-server/serve.js`, a fresh seeded
 *      database) on 127.0.0.1:`E2E_API_PORT` (default: a free port), and dist/ served by
 *      Debian's nginx with the deployment config (deploy/nginx.conf.template: CSP, headers,
 *      caching) on another free port, proxying `/v1/` to that server (API_UPSTREAM): same
 *      origin, as deployed by default, so no CORS. Without nginx the production run is skipped
 *      with a message;
 *   4. runs jest with tests/e2e/jest.config.cjs (playwright-core + system Chromium),
 *      E2E_BASE_URL (demo), E2E_PROD_URL, E2E_API_URL (the API as the production app calls
 *      it: nginx's origin) and E2E_API_UPSTREAM (the API server itself), TZ=Etc/UTC;
 *   5. stops the servers and exits with jest's exit code.
 * Extra arguments go to jest (e.g. a test name pattern). `--no-build` reuses the builds.
 */
import { spawn } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { haveNginx, NGINX, startNginx } from './lib/nginx.mjs';
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

/**
 * Whether dist/ was built for a cross-origin API (by an older version of this script): its
 * index.html then preconnects to that origin (vite.config.ts), and `--no-build` rebuilds it.
 */
function crossOriginBuild() {
  return /<link rel="preconnect"/.test(readFileSync(path.join(root, 'dist', 'index.html'), 'utf8'));
}

/** The files whose journeys run a second time, on the production target. */
const PRODUCTION_FILES =
  /\/(journey|signUp|checkout|hiringLoop|chats|inbox|security|xss|logout|chaos)\.e2e\.test\.ts$/;
/** jest options followed by a value (not a test path pattern). */
const VALUE_OPTIONS = new Set(['-t', '--testNamePattern', '--maxWorkers', '-w', '--shard']);

/**
 * Run 2's arguments: the production files (narrowed by the test path patterns given, if any)
 * as explicit paths, and the other options as given.
 */
function productionRun(args) {
  const patterns = [];
  const options = [];
  args.forEach((arg, i) => {
    if (!arg.startsWith('-') && !VALUE_OPTIONS.has(args[i - 1] ?? '')) patterns.push(arg);
    else options.push(arg);
  });
  const dir = path.join(root, 'tests', 'e2e');
  const files = readdirSync(dir)
    .map((name) => path.join(dir, name))
    .filter((file) => PRODUCTION_FILES.test(file))
    .filter((file) => patterns.length === 0 || patterns.some((p) => new RegExp(p).test(file)));
  return { files, options };
}

/** `--outputFile=<x>.json` of run 1 → the file run 2 writes (`<x>.production.json`). */
function productionJson(arg) {
  return arg.slice('--outputFile='.length).replace(/(\.json)?$/, '.production.json');
}

/**
 * With `--json --outputFile=<file>` (scripts/test-all.mjs), adds run 2's results to run 1's
 * file, so that <file> counts every e2e test.
 */
function mergeJson(args) {
  const arg = args.find((a) => a.startsWith('--outputFile='));
  if (!arg) return;
  const first = arg.slice('--outputFile='.length);
  const second = productionJson(arg);
  if (!existsSync(first) || !existsSync(second)) return;
  const a = JSON.parse(readFileSync(first, 'utf8'));
  const b = JSON.parse(readFileSync(second, 'utf8'));
  for (const key of Object.keys(a)) {
    if (key.startsWith('num') && typeof a[key] === 'number') a[key] += b[key] ?? 0;
  }
  a.success = a.success && b.success;
  a.testResults = [...(a.testResults ?? []), ...(b.testResults ?? [])];
  writeFileSync(first, JSON.stringify(a));
  rmSync(second, { force: true });
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
    for (const [script, extraEnv] of builds) {
      const args = ['run', '--silent', script];
      if (script !== 'api:build') args.push('--', '--logLevel', 'warn');
      const code = await run(npm, args, extraEnv);
      if (code !== 0) {
        console.error(`[test-e2e] npm run ${script} failed`);
        return code;
      }
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

  // Demo mode: dist-demo with vite preview (SPA fallback; the API in the service worker).
  const demoPort = await freePort();
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

  // Production: dist/ behind nginx with the deployment config, proxying /v1/ to the API
  // server on another port (same origin: the browser never calls that port itself).
  const prodEnv = {};
  if (haveNginx()) {
    const apiPort = Number(process.env.E2E_API_PORT) || (await freePort());
    const apiUrl = `http://${HOST}:${apiPort}`;
    const prodPort = await freePort();
    const prodUrl = `http://${HOST}:${prodPort}`;
    children.push(
      spawn('node', [path.join(root, '.api-server', 'serve.js')], {
        cwd: root,
        // The fault injection's control endpoint (/__chaos), off until a test sets faults
        // (tests/e2e/chaos.e2e.test.ts).
        env: { ...env, API_PORT: String(apiPort), API_HOST: HOST, API_CHAOS_CONTROL: '1' },
        stdio: ['ignore', 'ignore', 'inherit'],
      }),
    );
    const nginx = await startNginx({
      dir: path.join(root, 'dist'),
      port: prodPort,
      apiUpstream: apiUrl,
    });
    stops.push(nginx.stop);
    Object.assign(prodEnv, {
      E2E_PROD_URL: prodUrl,
      E2E_API_URL: prodUrl,
      E2E_API_UPSTREAM: apiUrl,
    });
  } else {
    console.warn(
      `[test-e2e] production run SKIPPED: ${NGINX} is missing (apt-get install nginx; .ci/run installs it)`,
    );
  }

  try {
    await waitForServer(demoUrl);
    // The API server, then the same through nginx's proxy.
    if (prodEnv.E2E_API_URL) {
      await waitForServer(`${prodEnv.E2E_API_UPSTREAM}/v1/catalog/states`);
      await waitForServer(`${prodEnv.E2E_API_URL}/v1/catalog/states`);
    }
    const testStart = performance.now();
    const jest = ['--config', 'tests/e2e/jest.config.cjs'];
    const common = { E2E_BASE_URL: demoUrl, ...prodEnv };
    // Run 1: every file on the demo target (files in parallel; each context has its own db).
    let code = await run(bin('jest'), [...jest, ...jestArgs], { ...common, E2E_TARGET: 'demo' });
    console.log(`[test-e2e] demo target: ${seconds(testStart)} s, exit ${code}`);
    // Run 2: the main journeys again on the production target. One API server (one database)
    // serves them all, so they run one file at a time.
    if (prodEnv.E2E_PROD_URL) {
      const prodStart = performance.now();
      const { files, options } = productionRun(jestArgs);
      const prodArgs = options.map((arg) =>
        arg.startsWith('--outputFile=') ? `--outputFile=${productionJson(arg)}` : arg,
      );
      const prodCode =
        files.length === 0
          ? 0
          : await run(bin('jest'), [...jest, '--runInBand', ...prodArgs, ...files], {
              ...common,
              E2E_TARGET: 'production',
            });
      console.log(`[test-e2e] production target: ${seconds(prodStart)} s, exit ${prodCode}`);
      mergeJson(jestArgs);
      if (code === 0) code = prodCode;
    }
    console.log(`[test-e2e] total: ${seconds(started)} s, exit ${code}`);
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
