import type { Employee, Subscription } from '../../contract/types';

/** The five steps of the sign-up flow (SPEC §1, §2), in order. */
export const SIGN_UP_STEPS = ['account', 'email', 'company', 'plan', 'payment'] as const;

/** One step of the sign-up flow: account, email, company, plan or payment. */
export type SignUpStep = (typeof SIGN_UP_STEPS)[number];

/** The route of each step (SPEC §2 route table). */
export const SIGN_UP_STEP_PATHS: Record<SignUpStep, string> = {
  account: '/sign-up/account-creation',
  email: '/sign-up/email-verification',
  company: '/sign-up/company-information',
  plan: '/sign-up/plans',
  payment: '/sign-up/checkout',
};

/** What the resume decision reads: the user and the current subscription (204 → `null`). */
export interface SignUpFacts {
  user: Pick<Employee, 'email_verified_at'> & {
    company?: { is_complete: boolean } | null;
  };
  /** `GET /v1/employers/current-subscription`: `null` when the employer never subscribed. */
  subscription: Pick<Subscription, 'status'> | null;
}

/**
 * The first unfinished sign-up step (SPEC §1, §2; issue #6 "resume"), or `null` when the
 * employer is set up:
 * - email not verified (`email_verified_at` null) → `email`;
 * - company not complete (`is_complete` false, or no company) → `company`;
 * - no subscription, or one that has ended (`canceled`) → `plan`;
 * - a subscription whose payment is not done (`incomplete`: 3-D Secure left unconfirmed;
 *   `past_due`: a monthly charge failed) → `payment` (pay the same plan by card: an
 *   `incomplete` one in the sign-up checkout, a `past_due` one on the account page — the
 *   route guard's `decideSignUpStep`, issue #30 point 11);
 * - `active` (also while scheduled to cancel) → `null`.
 * The account step is done once there is a user.
 */
export function firstUnfinishedStep({ user, subscription }: SignUpFacts): SignUpStep | null {
  if (!user.email_verified_at) return 'email';
  if (!user.company?.is_complete) return 'company';
  if (!subscription || subscription.status === 'canceled') return 'plan';
  if (subscription.status === 'incomplete' || subscription.status === 'past_due') return 'payment';
  return null;
}

/** `true` when `step` comes after `other` in {@link SIGN_UP_STEPS}. */
export function isAfter(step: SignUpStep, other: SignUpStep): boolean {
  return SIGN_UP_STEPS.indexOf(step) > SIGN_UP_STEPS.indexOf(other);
}

/** Query parameter of the checkout step that names the chosen plan (`?plan=<id>`). */
export const PLAN_PARAM = 'plan';

/**
 * The path of a step; the payment step carries the plan (`/sign-up/checkout?plan=2`) when
 * one is known, else the plan step stands in for it (a checkout needs a plan).
 */
export function pathOfStep(step: SignUpStep, planId?: number | null): string {
  if (step === 'payment')
    return planId
      ? `${SIGN_UP_STEP_PATHS.payment}?${PLAN_PARAM}=${planId}`
      : SIGN_UP_STEP_PATHS.plan;
  return SIGN_UP_STEP_PATHS[step];
}
