/**
 * Public entry of the simulated API for Storybook and tests: build a db, then its handlers
 * (`msw.use(...createHandlers(createDb({ now })))`). The browser worker lives in
 * `mocks/browser.ts`, the jest server in `mocks/node.ts`.
 */
export { createDb, type Db } from './db';
export { createHandlers, type DemoEmail } from './handlers';
export { DEMO_PASSWORD, COMPANY_STEP_EMAIL, PAST_DUE_EMAIL, PAST_DUE_EMPLOYEE_UUID } from './seed';
