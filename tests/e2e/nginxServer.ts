/**
 * A private nginx with the deployment config (deploy/nginx.conf.template, rendered by
 * deploy/render-nginx-config.sh) over a directory of the test's choosing, for the end-to-end
 * tests that need one of their own: tests/e2e/nginx.e2e.test.ts (in front of a stand-in API) and
 * tests/e2e/deploy.e2e.test.ts (a deploy swapped under an open tab, issue #31 point 3). Debian's
 * nginx, or NGINX_PATH.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, readFileSync, rmSync, watch } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';

const root = path.resolve(__dirname, '..', '..');
const render = path.join(root, 'deploy', 'render-nginx-config.sh');
const NGINX = process.env.NGINX_PATH ?? '/usr/sbin/nginx';
/** The loopback address every server of the tests listens on. */
export const HOST = '127.0.0.1';

/** A TCP port free on {@link HOST} right now. */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.on('error', reject);
    server.listen(0, HOST, () => {
      const { port } = server.address() as AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

/**
 * Resolves once nginx has written its pid file `pidFile` — nginx binds its listening sockets
 * before it writes the pid file, so from then on connections are accepted (queued until a
 * worker takes them). Watches the directory instead of polling; rejects when nginx exits
 * first, or after 20 s.
 */
function pidFileWritten(pidFile: string, child: ChildProcess): Promise<void> {
  return new Promise((resolve, reject) => {
    const done = (error?: Error) => {
      watcher.close();
      clearTimeout(deadline);
      child.off('exit', onExit);
      if (error) reject(error);
      else resolve();
    };
    const check = () => {
      if (existsSync(pidFile) && readFileSync(pidFile, 'utf8').trim() !== '') done();
    };
    const onExit = (code: number | null) => done(new Error(`nginx exited with code ${code}`));
    const watcher = watch(path.dirname(pidFile), check);
    const deadline = setTimeout(() => done(new Error('no pid file after 20 s')), 20_000);
    child.once('exit', onExit);
    check();
  });
}

/**
 * Starts nginx with the deployment config over `site` (absolute; readable by nginx's workers),
 * proxying `/v1/` to `apiUpstream` (scheme, host and port of an API), on a free loopback port.
 * @returns its URL and `stop()`, which ends it and removes its prefix directory
 * @throws when the config cannot be rendered or nginx does not start within 20 s
 */
export async function startNginx(
  site: string,
  apiUpstream: string,
): Promise<{ url: string; stop: () => Promise<void> }> {
  const prefix = mkdtempSync(path.join(tmpdir(), 'hireline-nginx-proxy-'));
  chmodSync(prefix, 0o755);
  const port = await freePort();
  const rendered = spawnSync(render, [prefix], {
    env: { ...process.env, LISTEN_PORT: `${HOST}:${port}`, ROOT: site, API_UPSTREAM: apiUpstream },
    encoding: 'utf8',
  });
  if (rendered.status !== 0) throw new Error(`render-nginx-config.sh: ${rendered.stderr}`);
  // Its log is kept, not printed (nginx.e2e's 502 test makes it log the refused connection).
  let log = '';
  const child: ChildProcess = spawn(
    NGINX,
    ['-p', prefix, '-c', path.join(prefix, 'nginx.conf'), '-e', 'stderr', '-g', 'daemon off;'],
    { stdio: ['ignore', 'ignore', 'pipe'] },
  );
  child.stderr?.on('data', (chunk: Buffer) => {
    log += chunk.toString('utf8');
  });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGQUIT');
      await exited;
    }
    rmSync(prefix, { recursive: true, force: true });
  };
  const url = `http://${HOST}:${port}`;
  try {
    await pidFileWritten(path.join(prefix, 'nginx.pid'), child);
  } catch (error) {
    await stop();
    throw new Error(`nginx did not start: ${String(error)}\n${log}`);
  }
  return { url, stop };
}
