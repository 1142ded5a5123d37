/**
 * Helpers shared by the scripts that serve a build on loopback (test-storybook, test-e2e,
 * bench): a free port on 127.0.0.1 and a wait until a URL answers.
 */
import net from 'node:net';

/** The loopback address every script serves on. */
export const HOST = '127.0.0.1';

/** A TCP port that is free on {@link HOST} right now. */
export function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, HOST, () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/**
 * Resolves once `url` answers 2xx, polling every 100 ms; throws after `timeoutMs` (ms).
 */
export async function waitForServer(url, timeoutMs = 20_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      const response = await fetch(url);
      if (response.ok) return;
    } catch {
      /* not up yet */
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`${url} did not answer within ${timeoutMs} ms`);
}
