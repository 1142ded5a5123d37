/**
 * Public entry of the simulated API for Storybook and tests: build a db, then its handlers
 * (`msw.use(...createHandlers(createDb({ now })))`). The browser worker lives in
 * `mocks/browser.ts`, the jest server in `mocks/node.ts`.
 */
export {
  createDb,
  resetDb,
  DEFAULT_STORAGE_KEY,
  type Db,
  type DbOptions,
  type DbStorage,
} from './db';
export { createHandlers, ROUTES, type HandlerOptions, type DemoEmail } from './handlers';
export {
  DEMO_PAYMENT_METHODS,
  DEMO_TEST_CARDS,
  paymentOutcome,
  type DemoPaymentOutcome,
} from './payments';
export {
  DEMO_EMAIL,
  DEMO_PASSWORD,
  DEMO_VERIFICATION_CODE,
  NEW_ACCOUNT_EMAIL,
  COMPANY_STEP_EMAIL,
  PAST_DUE_EMAIL,
  DEMO_EMPLOYEE_UUID,
  NEW_EMPLOYEE_UUID,
  COMPANY_STEP_EMPLOYEE_UUID,
  PAST_DUE_EMPLOYEE_UUID,
  PAST_DUE_PAYMENT_METHOD_ID,
} from './seed';
export type { DemoWorkerOptions } from './browser';
export {
  candidates,
  STATES_WITHOUT_CANDIDATES,
  type CandidateFixture,
} from './fixtures/candidates';
export { STATES, CITIES } from './fixtures/locations';
export { SKILLS } from './fixtures/skills';
export { TEMPLATES } from './fixtures/catalogs';
