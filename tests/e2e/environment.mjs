/**
 * The e2e tests' Jest environment: Node's, telling the test's hooks whether the test body
 * failed (`globalThis.__e2eTestFailed`), so that tests/e2e/browser.ts can report what the page
 * showed at that moment — its URL, its visible text and a screenshot — in the run's log: a
 * failure on a busy CI machine is then diagnosed from the log, not reproduced.
 */
import { TestEnvironment } from 'jest-environment-node';

export default class E2EEnvironment extends TestEnvironment {
  /** @param {{ name: string }} event a jest-circus event */
  async handleTestEvent(event) {
    if (event.name === 'test_start') this.global.__e2eTestFailed = false;
    if (event.name === 'test_fn_failure') this.global.__e2eTestFailed = true;
  }
}
