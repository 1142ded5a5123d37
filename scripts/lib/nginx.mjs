/**
 * Serving a build the way it is deployed: Debian's nginx with deploy/nginx.conf.template
 * (rendered by deploy/render-nginx-config.sh into a private prefix directory), on a loopback
 * port, in the foreground, proxying `/v1/` to the API when given an upstream (same origin, the
 * default deployment). Used by scripts/test-e2e.mjs (the production end-to-end run).
 */
import { spawn, spawnSync } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { HOST, waitForServer } from './server.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

/** Debian's nginx, or `NGINX_PATH`. */
export const NGINX = process.env.NGINX_PATH ?? '/usr/sbin/nginx';

/** Whether nginx is installed here (.ci/run installs it). */
export const haveNginx = () => existsSync(NGINX);

/**
 * Starts nginx with the deployment config over `dir` on `HOST:port`.
 * @param options.dir the build to serve (absolute; must be readable by nginx's workers,
 *   which run as another user when started as root)
 * @param options.port the loopback port to listen on
 * @param options.apiUpstream where `/v1/` is proxied, e.g. `http://127.0.0.1:8787` (API_UPSTREAM;
 *   default '' = no proxy, `/v1/` answers a JSON 404)
 * @param options.apiOrigin a cross-origin API, added to the CSP's connect-src (API_ORIGIN;
 *   default '' = the API on the page's own origin)
 * @returns `{ url, stop }`; `stop()` ends nginx (SIGQUIT) and removes its prefix directory.
 * @throws when the config cannot be rendered or nginx does not answer within 20 s.
 */
export async function startNginx({ dir, port, apiUpstream = '', apiOrigin = '' }) {
  const prefix = mkdtempSync(path.join(tmpdir(), 'hireline-nginx-'));
  chmodSync(prefix, 0o755);
  const rendered = spawnSync(path.join(root, 'deploy', 'render-nginx-config.sh'), [prefix], {
    env: {
      ...process.env,
      LISTEN_PORT: `${HOST}:${port}`,
      ROOT: dir,
      API_UPSTREAM: apiUpstream,
      API_ORIGIN: apiOrigin,
    },
    encoding: 'utf8',
  });
  if (rendered.status !== 0) throw new Error(`render-nginx-config.sh: ${rendered.stderr}`);
  const child = spawn(
    NGINX,
    ['-p', prefix, '-c', path.join(prefix, 'nginx.conf'), '-e', 'stderr', '-g', 'daemon off;'],
    { stdio: ['ignore', 'ignore', 'inherit'] },
  );
  const stop = () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGQUIT');
    rmSync(prefix, { recursive: true, force: true });
  };
  const url = `http://${HOST}:${port}`;
  try {
    await waitForServer(url);
  } catch (error) {
    stop();
    throw error;
  }
  return { url, stop };
}
