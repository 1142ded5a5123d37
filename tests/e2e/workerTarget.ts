/**
 * Set up before each end-to-end test file, in both projects (tests/e2e/jest.config.cjs
 * `setupFilesAfterEnv`), before the file itself is loaded:
 * - E2E_TARGET, read by tests/e2e/browser.ts: the project's (`globals.__E2E_TARGET__`, `demo`
 *   or `production`);
 * - the production servers of this jest worker (its slot, scripts/lib/api-slots.mjs): worker n
 *   (JEST_WORKER_ID) sees E2E_PROD_URL_<n>, E2E_API_URL_<n> and E2E_API_UPSTREAM_<n> as
 *   E2E_PROD_URL, E2E_API_URL and E2E_API_UPSTREAM;
 * - before the file's tests the worker acquires its slot (a freshly seeded database, so no file
 *   depends on what another left behind: pending candidate replies, `/__clock` moves, `/__chaos`
 *   faults), after them it releases it (its API server restarts for the next file).
 * Without E2E_SLOTS_URL (no nginx, or E2E_PROD_URL … given by hand) nothing but E2E_TARGET is
 * set.
 */
process.env.E2E_TARGET = (globalThis as { __E2E_TARGET__?: string }).__E2E_TARGET__ ?? 'demo';

const slotsUrl = process.env.E2E_SLOTS_URL;
if (slotsUrl) {
  const slot = process.env.JEST_WORKER_ID ?? '1';
  for (const name of ['E2E_PROD_URL', 'E2E_API_URL', 'E2E_API_UPSTREAM']) {
    const value = process.env[`${name}_${slot}`];
    if (!value) {
      throw new Error(
        `${name}_${slot} is not set: scripts/test-e2e.mjs starts one slot per jest worker (E2E_WORKERS)`,
      );
    }
    process.env[name] = value;
  }

  /**
   * Acquires or releases this worker's slot; throws with the script's message on failure. A
   * call whose connection fails before any answer (the control server answers each on a
   * connection of its own, so this is a socket error, not a refusal) is made once more: both
   * calls are safe to repeat (an acquire before any test restarts a database nobody used yet;
   * a release of a released slot does nothing).
   */
  const call = async (action: 'acquire' | 'release') => {
    const url = `${slotsUrl}/slots/${slot}/${action}`;
    const response = await fetch(url, { method: 'POST' }).catch((error: unknown) => {
      console.warn(`slot ${slot} ${action}: ${String(error)}; calling once more`);
      return fetch(url, { method: 'POST' });
    });
    if (response.status !== 204) {
      throw new Error(`slot ${slot} ${action}: ${response.status} ${await response.text()}`);
    }
  };
  beforeAll(() => call('acquire'));
  afterAll(() => call('release'));
}
