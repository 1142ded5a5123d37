import { decideSignUpStep, ROUTES, type AppRoute } from '../../../src/app/routeTable';
import type { Subscription } from '../../../src/contract/types';
import {
  firstUnfinishedStep,
  pathOfStep,
  SIGN_UP_STEPS,
  type SignUpStep,
} from '../../../src/features/signUp/signUpProgress';

type Status = Subscription['status'] | 'none';
const STATUSES: Status[] = ['none', 'incomplete', 'active', 'past_due', 'canceled'];

/** The resume decision table of issue #6, written out row by row. */
function expected(verified: boolean, complete: boolean, status: Status): SignUpStep | null {
  if (!verified) return 'email';
  if (!complete) return 'company';
  switch (status) {
    case 'none':
    case 'canceled':
      return 'plan';
    case 'incomplete':
    case 'past_due':
      return 'payment';
    case 'active':
      return null;
  }
}

describe('firstUnfinishedStep (resume decision table)', () => {
  const rows = [true, false].flatMap((verified) =>
    [true, false].flatMap((complete) =>
      STATUSES.map((status) => [verified, complete, status] as const),
    ),
  );
  it.each(rows)('verified=%s company complete=%s subscription=%s', (verified, complete, status) => {
    const step = firstUnfinishedStep({
      user: {
        email_verified_at: verified ? '2026-05-01T10:00:00Z' : null,
        company: { is_complete: complete },
      },
      subscription: status === 'none' ? null : { status },
    });
    expect(step).toBe(expected(verified, complete, status));
  });

  it('treats an account without a company as an unfinished company step', () => {
    expect(
      firstUnfinishedStep({
        user: { email_verified_at: '2026-05-01T10:00:00Z', company: null },
        subscription: null,
      }),
    ).toBe('company');
  });

  it('has five steps in order and a path for each', () => {
    expect(SIGN_UP_STEPS).toEqual(['account', 'email', 'company', 'plan', 'payment']);
    expect(pathOfStep('email')).toBe('/sign-up/email-verification');
    expect(pathOfStep('company')).toBe('/sign-up/company-information');
    expect(pathOfStep('plan')).toBe('/sign-up/plans');
    expect(pathOfStep('payment', 2)).toBe('/sign-up/checkout?plan=2');
    expect(pathOfStep('payment')).toBe('/sign-up/plans');
  });
});

describe('decideSignUpStep (access rules of the sign-up routes)', () => {
  const route = (path: string): AppRoute => {
    const found = ROUTES.find((r) => r.path === path);
    if (!found) throw new Error(`no route ${path}`);
    return found;
  };
  const allow = { kind: 'allow' };
  const to = (path: string) => ({ kind: 'redirect', to: path });

  it('marks every sign-up step and the employer screens in the route table', () => {
    expect(route('/sign-up/account-creation').signUpStep).toBe('account');
    expect(route('/sign-up/email-verification').signUpStep).toBe('email');
    expect(route('/sign-up/company-information').signUpStep).toBe('company');
    expect(route('/sign-up/plans').signUpStep).toBe('plan');
    expect(route('/sign-up/checkout').signUpStep).toBe('payment');
    expect(route('/job-openings').onboarding).toBe('finished');
    expect(route('/job-openings/:jobOpeningId/chats').onboarding).toBe('finished');
    expect(route('/account-details').onboarding).toBeUndefined();
  });

  it('sends an unfinished employer from the app to their step instead of a 403', () => {
    const openings = route('/job-openings');
    expect(decideSignUpStep(openings, { next: 'email' })).toEqual(
      to('/sign-up/email-verification'),
    );
    expect(decideSignUpStep(openings, { next: 'company' })).toEqual(
      to('/sign-up/company-information'),
    );
    expect(decideSignUpStep(openings, { next: 'plan' })).toEqual(to('/sign-up/plans'));
    expect(decideSignUpStep(openings, { next: 'payment', planId: 1 })).toEqual(
      to('/sign-up/checkout?plan=1'),
    );
    expect(decideSignUpStep(openings, { next: null })).toEqual(allow);
  });

  it('sends a finished employer who opens a sign-up step to the app', () => {
    for (const step of SIGN_UP_STEPS)
      expect(decideSignUpStep({ onboarding: 'step', signUpStep: step }, { next: null })).toEqual(
        to('/job-openings'),
      );
  });

  it('leads account creation (and so /sign-up/) to the first unfinished step', () => {
    expect(decideSignUpStep(route('/sign-up/account-creation'), { next: 'company' })).toEqual(
      to('/sign-up/company-information'),
    );
  });

  it('redirects a step later than the first unfinished one to it', () => {
    expect(decideSignUpStep(route('/sign-up/plans'), { next: 'email' })).toEqual(
      to('/sign-up/email-verification'),
    );
    expect(decideSignUpStep(route('/sign-up/checkout'), { next: 'company' })).toEqual(
      to('/sign-up/company-information'),
    );
    expect(decideSignUpStep(route('/sign-up/company-information'), { next: 'email' })).toEqual(
      to('/sign-up/email-verification'),
    );
  });

  it('moves a verified employer on from email verification, keeps other earlier steps open', () => {
    expect(decideSignUpStep(route('/sign-up/email-verification'), { next: 'plan' })).toEqual(
      to('/sign-up/plans'),
    );
    expect(decideSignUpStep(route('/sign-up/company-information'), { next: 'plan' })).toEqual(
      allow,
    );
    expect(decideSignUpStep(route('/sign-up/plans'), { next: 'payment', planId: 2 })).toEqual(
      allow,
    );
  });

  it('opens the checkout once a plan is chosen, and only then', () => {
    const checkout = route('/sign-up/checkout');
    expect(decideSignUpStep(checkout, { next: 'plan', planChosen: true })).toEqual(allow);
    expect(decideSignUpStep(checkout, { next: 'plan', planChosen: false })).toEqual(
      to('/sign-up/plans'),
    );
    expect(decideSignUpStep(checkout, { next: 'payment', planId: 3, planChosen: false })).toEqual(
      to('/sign-up/checkout?plan=3'),
    );
    expect(decideSignUpStep(checkout, { next: 'payment', planId: 3, planChosen: true })).toEqual(
      allow,
    );
  });

  it('leads a past-due employer from the app and from every sign-up step to the account page payment (issue #30 point 11)', () => {
    const overdue = { next: 'payment', planId: 1, overdue: true } as const;
    const payment = to('/account-details?pay=overdue');
    expect(decideSignUpStep(route('/job-openings'), overdue)).toEqual(payment);
    expect(decideSignUpStep(route('/job-openings/:jobOpeningId/chats'), overdue)).toEqual(payment);
    expect(decideSignUpStep(route('/inbox'), overdue)).toEqual(payment);
    for (const step of SIGN_UP_STEPS)
      expect(decideSignUpStep({ onboarding: 'step', signUpStep: step }, overdue)).toEqual(payment);
    expect(decideSignUpStep(route('/sign-up/checkout'), { ...overdue, planChosen: true })).toEqual(
      payment,
    );
    expect(decideSignUpStep(route('/account-details'), overdue)).toEqual(allow);
    // An incomplete first payment stays in the sign-up checkout.
    expect(decideSignUpStep(route('/job-openings'), { next: 'payment', planId: 1 })).toEqual(
      to('/sign-up/checkout?plan=1'),
    );
  });

  it('leaves routes without a sign-up setting alone', () => {
    expect(decideSignUpStep(route('/account-details'), { next: 'email' })).toEqual(allow);
    expect(decideSignUpStep(route('/auth/login'), { next: 'email' })).toEqual(allow);
  });
});
