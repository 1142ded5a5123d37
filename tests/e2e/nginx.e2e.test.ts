/**
 * The deployment configuration (issue #7 point 2): Debian's nginx runs deploy/nginx.conf.template
 * (rendered by deploy/render-nginx-config.sh) over the production build dist/ on a loopback
 * port, and every promise of the config is checked over HTTP: the SPA fallback, caching of
 * hashed assets and of index.html, gzip, the security headers with a per-response CSP nonce
 * written into the page, 404 for a missing asset, and no mock worker in the build.
 * scripts/test-e2e.mjs builds dist/ first; .ci/run installs nginx when it is missing.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';

const root = path.resolve(__dirname, '..', '..');
const dist = path.join(root, 'dist');
const NGINX = process.env.NGINX_PATH ?? '/usr/sbin/nginx';
const API_ORIGIN = 'http://127.0.0.1:8787';

let nginx: ChildProcess;
let base: string;
let prefix: string;

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

beforeAll(async () => {
  if (!existsSync(NGINX)) throw new Error(`${NGINX} is missing: apt-get install nginx`);
  const port = await freePort();
  prefix = mkdtempSync(path.join(tmpdir(), 'hireline-nginx-'));
  const rendered = spawnSync(path.join(root, 'deploy', 'render-nginx-config.sh'), [prefix], {
    env: { ...process.env, LISTEN_PORT: `127.0.0.1:${port}`, ROOT: dist, API_ORIGIN },
    encoding: 'utf8',
  });
  if (rendered.status !== 0) throw new Error(rendered.stderr);
  nginx = spawn(NGINX, ['-p', prefix, '-c', path.join(prefix, 'nginx.conf'), '-g', 'daemon off;'], {
    stdio: 'inherit',
  });
  base = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 100; i += 1) {
    try {
      await fetch(base);
      return;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  throw new Error('nginx did not start');
});

afterAll(() => {
  nginx?.kill('SIGQUIT');
  if (prefix) rmSync(prefix, { recursive: true, force: true });
});

/** The directives of a Content-Security-Policy header, by name. */
function directives(csp: string | null): Record<string, string[]> {
  const result: Record<string, string[]> = {};
  for (const part of (csp ?? '').split(';')) {
    const [name, ...values] = part.trim().split(/\s+/);
    if (name) result[name] = values;
  }
  return result;
}

function expectSecurityHeaders(response: Response) {
  const csp = directives(response.headers.get('content-security-policy'));
  expect(csp['default-src']).toEqual(["'self'"]);
  expect(csp['script-src']).toEqual(["'self'", 'https://js.stripe.com', 'https://*.js.stripe.com']);
  expect(csp['style-src']?.join(' ')).toMatch(/^'self' 'nonce-[0-9a-f]{32}'$/);
  expect(csp['connect-src']).toEqual(["'self'", API_ORIGIN, 'https://api.stripe.com']);
  expect(csp['frame-src']).toContain('https://hooks.stripe.com');
  expect(csp['frame-ancestors']).toEqual(["'none'"]);
  expect(csp['object-src']).toEqual(["'none'"]);
  expect(JSON.stringify(csp)).not.toContain('unsafe-inline');
  expect(JSON.stringify(csp)).not.toContain('unsafe-eval');
  expect(response.headers.get('strict-transport-security')).toMatch(/max-age=31536000/);
  expect(response.headers.get('x-content-type-options')).toBe('nosniff');
  expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
  expect(response.headers.get('x-frame-options')).toBe('DENY');
  expect(response.headers.get('permissions-policy')).toMatch(/camera=\(\)/);
}

test('every route of the SPA answers index.html, never cached, with the security headers', async () => {
  for (const route of ['/', '/job-openings', '/sign-up/plans', '/auth/login?x=1']) {
    const response = await fetch(`${base}${route}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/html/);
    expect(response.headers.get('cache-control')).toMatch(/no-cache/);
    expectSecurityHeaders(response);
    expect(await response.text()).toContain('<div id="root"></div>');
  }
});

test('the page carries the nonce of its CSP, a new one per response', async () => {
  const nonceOf = async () => {
    const response = await fetch(`${base}/job-openings`);
    const header = directives(response.headers.get('content-security-policy'))['style-src'][1];
    const html = await response.text();
    const meta = /<meta property="csp-nonce" content="([0-9a-f]{32})"/.exec(html)?.[1];
    expect(header).toBe(`'nonce-${meta}'`);
    return meta;
  };
  const first = await nonceOf();
  const second = await nonceOf();
  expect(first).not.toBe(second);
});

test('hashed assets are cached for a year, gzipped, and a missing one is a 404', async () => {
  const script = readdirSync(path.join(dist, 'assets')).find((name) => name.endsWith('.js'));
  const response = await fetch(`${base}/assets/${script}`, {
    headers: { 'Accept-Encoding': 'gzip' },
  });
  expect(response.status).toBe(200);
  expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
  expect(response.headers.get('content-encoding')).toBe('gzip');
  expectSecurityHeaders(response);
  const missing = await fetch(`${base}/assets/nope-123.js`);
  expect(missing.status).toBe(404);
});

test('the production build ships no mock service worker', () => {
  expect(existsSync(path.join(dist, 'mockServiceWorker.js'))).toBe(false);
});
