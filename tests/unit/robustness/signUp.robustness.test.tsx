/**
 * The sign-up screens that read server data, 200 generated cases each (issue #7 point 6),
 * inside the sign-up layout (its stepper reads the employee and the subscription):
 * the plans (`listPlans`), the company information form (the employee's company and the
 * catalogs: states, cities, sizes, industries) and the plan checkout (`listPlans`, the card
 * form's catalogs). Long right-to-left names, null company fields, empty lists, the largest
 * fees, unknown currencies; the error boundary never shows.
 */
import { http, HttpResponse } from 'msw';
import { Route, Routes } from 'react-router-dom';
import { SignUpLayout } from '../../../src/app/layouts';
import { CompanyInformationStep } from '../../../src/features/signUp/CompanyInformationStep';
import { PlansStep } from '../../../src/features/signUp/PlansStep';
import { SubscriptionCheckoutStep } from '../../../src/features/signUp/SubscriptionCheckoutStep';
import { caseOptions, generateResponse } from './contractData';
import {
  catalogHandler,
  BATCH_TIMEOUT_MS,
  caseBatches,
  CASES_PER_SCREEN,
  loggedInStore,
  runCases,
  setupRobustnessServer,
  type ScreenCase,
} from './harness';

jest.setTimeout(BATCH_TIMEOUT_MS);

const server = setupRobustnessServer();

const ROUTES = (
  <Routes>
    <Route element={<SignUpLayout />}>
      <Route path="/sign-up/company-information" element={<CompanyInformationStep />} />
      <Route path="/sign-up/plans" element={<PlansStep />} />
      <Route path="/sign-up/checkout" element={<SubscriptionCheckoutStep />} />
    </Route>
  </Routes>
);

/** The employee, subscription and plans of case `index` and what answers them. */
function signUpData(seed: number, index: number) {
  const user = generateResponse('getCurrentEmployee', seed, caseOptions(index));
  const subscription = generateResponse('getCurrentSubscription', seed, caseOptions(index));
  const plans = generateResponse('listPlans', seed, caseOptions(index));
  const handlers = [
    http.get('*/v1/employers/current-subscription', () => HttpResponse.json(subscription)),
    http.get('*/v1/employers/plans', () => HttpResponse.json(plans)),
    catalogHandler(seed, index),
  ];
  return { user, subscription, plans, handlers };
}

/** The cases `first` to `end` (excluded) of a screen whose first seed is `seed`. */
function cases(
  seed: number,
  [first, end]: [number, number],
  make: (seed: number, index: number) => ScreenCase,
): ScreenCase[] {
  return Array.from({ length: end - first }, (_, offset) =>
    make(seed + first + offset, first + offset),
  );
}

describe(`${CASES_PER_SCREEN} generated plan lists`, () => {
  it.each(caseBatches())('cases %i to %i render without the error boundary', async (first, end) => {
    const failures = await runCases(
      server,
      cases(73_000, [first, end], (seed, index) => {
        const { user, subscription, plans, handlers } = signUpData(seed, index);
        return {
          seed,
          data: { user, subscription, plans },
          handlers,
          store: loggedInStore(user),
          path: '/sign-up/plans',
          routes: ROUTES,
          endpoints: ['listPlans'],
          check: () => {
            expect(document.querySelector('h1')).toHaveTextContent('Plans');
            const text = document.body.textContent ?? '';
            for (const plan of plans.data) expect(text).toContain(plan.name);
          },
        };
      }),
    );
    expect(failures).toEqual([]);
  });
});

describe(`${CASES_PER_SCREEN} generated company information forms`, () => {
  it.each(caseBatches())('cases %i to %i render without the error boundary', async (first, end) => {
    const failures = await runCases(
      server,
      cases(74_000, [first, end], (seed, index) => {
        const { user, handlers } = signUpData(seed, index);
        const company = user.company;
        return {
          seed,
          data: { user },
          handlers,
          store: loggedInStore(user),
          path: '/sign-up/company-information',
          routes: ROUTES,
          endpoints: company ? ['listCatalog'] : [],
          check: () => {
            expect(document.querySelector('h1')).toHaveTextContent('Company information');
            if (!company) {
              expect(document.body.textContent).toContain(
                'This account has no company to fill in.',
              );
            } else {
              const name = document.querySelector<HTMLInputElement>('input[name="name"]');
              expect(name?.value).toBe(company.name ?? '');
            }
          },
        };
      }),
    );
    expect(failures).toEqual([]);
  });
});

describe(`${CASES_PER_SCREEN} generated plan checkouts`, () => {
  it.each(caseBatches())('cases %i to %i render without the error boundary', async (first, end) => {
    const failures = await runCases(
      server,
      cases(75_000, [first, end], (seed, index) => {
        const { user, subscription, plans, handlers } = signUpData(seed, index);
        const plan = plans.data[0];
        return {
          seed,
          data: { user, subscription, plans },
          handlers,
          store: loggedInStore(user),
          path: `/sign-up/checkout?plan=${plan?.id ?? 1}`,
          routes: ROUTES,
          endpoints: ['listPlans'],
          check: () => {
            const title = document.querySelector('h1')?.textContent;
            if (plan) {
              expect(title).toBe('Checkout');
              expect(document.body.textContent).toContain(`${plan.name} plan`);
            } else {
              // No such plan: the step says so or leads back to the plans.
              expect(['Checkout', 'Plans']).toContain(title);
            }
          },
        };
      }),
    );
    expect(failures).toEqual([]);
  });
});
