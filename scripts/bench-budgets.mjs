#!/usr/bin/env node
/**
 * The JavaScript budgets of issue #7 point 4, printed by `npm run bench` (figures, not tests):
 * gzipped JavaScript loaded by /auth/login (budget ≤ 1.10 × the floor) and by /job-openings
 * logged in (≤ 1.35 ×), measured on the production build served by Debian's nginx with the
 * deployment config (gzip), beside ../shared/perf-floor built in the same run with the same
 * node_modules and served the same way. The API is `api:serve` on another port (cross-origin,
 * as deployed). Bytes are what crossed the network (compressed), from Chromium.
 */
import { spawn } from 'node:child_process';
import { chmodSync, cpSync, existsSync, mkdtempSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { freePort, HOST, waitForServer } from './lib/server.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const floorSource = path.resolve(root, '..', 'shared', 'perf-floor');
const NGINX = process.env.NGINX_PATH ?? '/usr/sbin/nginx';
const BUDGETS = { login: 1.1, jobOpenings: 1.35 };
const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
const children = [];
const temp = mkdtempSync(path.join(tmpdir(), 'hireline-budgets-'));
// nginx's workers (another user when started as root) must read the builds.
chmodSync(temp, 0o755);

function run(command, args, options = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: root, stdio: 'inherit', ...options });
    child.on('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`${command} ${args.join(' ')}: exit ${code}`)),
    );
  });
}

function start(command, args, options = {}) {
  const child = spawn(command, args, {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
    ...options,
  });
  children.push(child);
  return child;
}

/** Serves `dir` with the deployment config on `port`. */
async function nginx(name, dir, port, apiOrigin) {
  const prefix = path.join(temp, name);
  await run(path.join(root, 'deploy', 'render-nginx-config.sh'), [prefix], {
    env: { ...process.env, LISTEN_PORT: `${HOST}:${port}`, ROOT: dir, API_ORIGIN: apiOrigin },
  });
  start(NGINX, ['-p', prefix, '-c', path.join(prefix, 'nginx.conf'), '-g', 'daemon off;']);
  await waitForServer(`http://${HOST}:${port}/`);
}

/** Compressed bytes of every script a page loads until `ready` resolves. */
async function scriptBytes(context, url, ready) {
  const page = await context.newPage();
  const requests = [];
  page.on('requestfinished', (request) => {
    if (request.resourceType() === 'script') requests.push(request);
  });
  await page.goto(url);
  await ready(page);
  await page.waitForLoadState('networkidle');
  let total = 0;
  for (const request of requests) total += (await request.sizes()).responseBodySize;
  await page.close();
  return total;
}

async function main() {
  if (!existsSync(NGINX)) throw new Error(`${NGINX} is missing (apt-get install nginx)`);
  const [appPort, floorPort, apiPort] = [await freePort(), await freePort(), await freePort()];
  const appOrigin = `http://${HOST}:${appPort}`;
  const apiOrigin = `http://${HOST}:${apiPort}`;

  // Builds: the floor (same node_modules), the app for a cross-origin API, the API server.
  const floor = path.join(temp, 'floor');
  cpSync(floorSource, floor, { recursive: true });
  symlinkSync(path.join(root, 'node_modules'), path.join(floor, 'node_modules'));
  await run(path.join(root, 'node_modules', '.bin', 'vite'), ['build', '--logLevel', 'warn'], {
    cwd: floor,
  });
  const appDist = path.join(temp, 'dist');
  await run('npx', ['vite', 'build', '--logLevel', 'warn', '--outDir', appDist], {
    env: { ...process.env, VITE_API_BASE_URL: apiOrigin },
  });
  await run('npm', ['run', '-s', 'api:build']);

  start('node', ['.api-server/serve.js'], {
    env: { ...process.env, API_PORT: String(apiPort), API_CORS_ORIGIN: appOrigin },
  });
  await nginx('app', appDist, appPort, apiOrigin);
  await nginx('floor', path.join(floor, 'dist'), floorPort, apiOrigin);

  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: CHROMIUM_ARGS,
  });
  try {
    const fresh = () => browser.newContext();
    const floorBytes = await scriptBytes(
      await fresh(),
      `http://${HOST}:${floorPort}/`,
      async () => {},
    );
    const loginBytes = await scriptBytes(await fresh(), `${appOrigin}/auth/login`, (page) =>
      page.getByRole('button', { name: 'Log in' }).waitFor(),
    );
    const login = await fetch(`${apiOrigin}/v1/employers/auth/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email: 'demo@hireline.test', password: 'Password123!' }),
    });
    const { access_token: token } = await login.json();
    const loggedIn = await fresh();
    await loggedIn.addInitScript(
      (value) => localStorage.setItem('auth_access_token', value),
      token,
    );
    const openingsBytes = await scriptBytes(loggedIn, `${appOrigin}/job-openings`, (page) =>
      page.getByRole('list', { name: 'Job openings' }).waitFor({ timeout: 20_000 }),
    );

    const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
    const line = (name, bytes, budget) => {
      const ratio = bytes / floorBytes;
      console.log(
        `bench: ${name}: ${kb(bytes)} gz JS = ${ratio.toFixed(2)} × floor (budget ≤ ${budget.toFixed(2)} ×, ${ratio <= budget ? 'within' : 'OVER'})`,
      );
    };
    console.log(
      `bench: stack floor (../shared/perf-floor, same build, same nginx): ${kb(floorBytes)} gz JS`,
    );
    line('/auth/login', loginBytes, BUDGETS.login);
    line('/job-openings (logged in)', openingsBytes, BUDGETS.jobOpenings);
  } finally {
    await browser.close();
  }
}

main()
  .catch((error) => {
    console.error(error);
    process.exitCode = 1;
  })
  .finally(async () => {
    for (const child of children) child.kill('SIGQUIT');
    await new Promise((resolve) => setTimeout(resolve, 500));
    rmSync(temp, { recursive: true, force: true });
  });
