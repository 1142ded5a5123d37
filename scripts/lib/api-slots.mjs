/**
 * The production target's servers for the end-to-end tests (scripts/test-e2e.mjs): one "slot"
 * per jest worker, each the simulated API server (`.api-server/serve.js`, fault injection's
 * control endpoints on) behind its own nginx with the deployment config, proxying `/v1/` to it
 * (same origin, as deployed by default).
 *
 * Each test file gets a freshly seeded database (issue #20 point 5: files run side by side, so
 * none may depend on what another left behind — pending candidate replies, `/__clock` moves,
 * `/__chaos` faults): before its tests the worker acquires its slot (`POST
 * <control>/slots/<n>/acquire`, tests/e2e/workerTarget.ts), after them it releases it
 * (`POST …/release`), which restarts that API server on the same port in the background, while
 * the worker loads its next file. nginx stays up.
 */
import { spawn } from 'node:child_process';
import { createServer } from 'node:http';
import { startNginx } from './nginx.mjs';
import { HOST, waitForServer } from './server.mjs';

/**
 * Starts `count` slots and the control server.
 * @param options.count how many slots (one per jest worker)
 * @param options.serveJs the built API server (absolute path)
 * @param options.dist the production build nginx serves (absolute path)
 * @param options.env the API servers' environment (API_PORT, API_HOST, API_CHAOS_CONTROL added)
 * @param options.newPort resolves with a free loopback port not handed out before
 * @param options.firstApiPort slot 1's API port (E2E_API_PORT), or 0 for a free one
 * @returns `{ env, stop }`: `env` holds E2E_SLOTS_URL (the control server) and, for slot n,
 *   E2E_PROD_URL_<n> and E2E_API_URL_<n> (nginx's origin) and E2E_API_UPSTREAM_<n> (the API
 *   server); `stop()` ends every process of the slots and the control server.
 * @throws when an API server exits before it answers, or nginx does not start (20 s).
 */
export async function startApiSlots({ count, serveJs, dist, env, newPort, firstApiPort = 0 }) {
  const slots = [];
  const stops = [];
  const stop = () => {
    for (const fn of stops.splice(0)) fn();
    for (const slot of slots) {
      const child = slot.child;
      if (child && child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
    }
  };

  /** Starts the slot's API server; resolves once it answers, rejects if it exits first. */
  async function spawnApi(slot) {
    const child = spawn(process.execPath, [serveJs], {
      env: { ...env, API_PORT: String(slot.apiPort), API_HOST: HOST, API_CHAOS_CONTROL: '1' },
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    slot.child = child;
    slot.exited = new Promise((resolve) => child.once('exit', resolve));
    let answered = false;
    const early = slot.exited.then((code) => {
      if (!answered)
        throw new Error(`API server of slot ${slot.n} exited (${code}) before answering`);
    });
    early.catch(() => {});
    await Promise.race([waitForServer(`${slot.apiUrl}/v1/catalog/states`), early]);
    answered = true;
  }

  /** Ends the slot's API server and starts a fresh one (a new seeded database) on its port. */
  async function restart(slot) {
    const child = slot.child;
    if (child && child.exitCode === null && child.signalCode === null) {
      child.kill('SIGTERM');
      await slot.exited;
    }
    await spawnApi(slot);
  }

  try {
    await Promise.all(
      Array.from({ length: count }, async (_, i) => {
        const apiPort = (i === 0 && firstApiPort) || (await newPort());
        const slot = { n: i + 1, apiPort, apiUrl: `http://${HOST}:${apiPort}`, used: false };
        slots[i] = slot;
        slot.ready = spawnApi(slot);
        const nginx = await startNginx({
          dir: dist,
          port: await newPort(),
          apiUpstream: slot.apiUrl,
        });
        stops.push(nginx.stop);
        slot.prodUrl = nginx.url;
        await slot.ready;
        // The same through nginx's proxy.
        await waitForServer(`${nginx.url}/v1/catalog/states`);
      }),
    );
  } catch (error) {
    stop();
    throw error;
  }

  const control = createServer(async (request, response) => {
    // One request a connection: a kept-alive socket that the server closes after its idle
    // timeout while a worker's next call is on its way fails that call with "other side closed"
    // (seen once on a loaded machine); a fresh connection a call cannot meet that.
    response.setHeader('Connection', 'close');
    const match = /^\/slots\/(\d+)\/(acquire|release)$/.exec(request.url ?? '');
    const slot = match && slots[Number(match[1]) - 1];
    if (request.method !== 'POST' || !slot) {
      response.writeHead(404, { 'Content-Type': 'text/plain' });
      response.end(`no such slot (${slots.length} slots: one per jest worker, E2E_WORKERS)`);
      return;
    }
    try {
      if (match[2] === 'acquire') {
        // A fresh database: restarted after the slot's last file (or now, if that file did not
        // release it, or that restart failed).
        try {
          await slot.ready;
        } catch {
          slot.used = true;
        }
        if (slot.used) {
          slot.ready = restart(slot);
          await slot.ready;
        }
        slot.used = true;
      } else if (slot.used) {
        slot.used = false;
        slot.ready = restart(slot);
        slot.ready.catch(() => {});
      }
      response.writeHead(204);
      response.end();
    } catch (error) {
      response.writeHead(500, { 'Content-Type': 'text/plain' });
      response.end(error instanceof Error ? error.message : String(error));
    }
  });
  const controlPort = await newPort();
  await new Promise((resolve) => control.listen(controlPort, HOST, resolve));
  stops.push(() => {
    control.closeAllConnections();
    control.close();
  });

  const slotEnv = { E2E_SLOTS_URL: `http://${HOST}:${controlPort}` };
  for (const slot of slots) {
    slotEnv[`E2E_PROD_URL_${slot.n}`] = slot.prodUrl;
    slotEnv[`E2E_API_URL_${slot.n}`] = slot.prodUrl;
    slotEnv[`E2E_API_UPSTREAM_${slot.n}`] = slot.apiUrl;
  }
  return { env: slotEnv, stop };
}
