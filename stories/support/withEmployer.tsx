import type { Decorator } from '@storybook/react-vite';
import { useEffect, useRef, type ReactNode } from 'react';
import { logIn } from '../../src/features/auth/session';
import { useAppDispatch, useAppSelector } from '../../src/store/hooks';

/** The demo accounts of the simulated API (README "Demo accounts"). */
export const DEMO_ACCOUNTS = {
  /** Verified, company complete, active plan, openings with data. */
  ready: { email: 'demo@hireline.test', password: 'Password123!' },
  /** Registered, email not verified. */
  unverified: { email: 'new@hireline.test', password: 'Password123!' },
  /** Verified, company complete, no plan yet (resumes at the plan step). */
  companyDone: { email: 'company@hireline.test', password: 'Password123!' },
  /** Verified, company complete, a `past_due` Starter plan. */
  pastDue: { email: 'pastdue@hireline.test', password: 'Password123!' },
} as const;

function LoggedIn({
  account,
  children,
}: {
  account: keyof typeof DEMO_ACCOUNTS;
  children: ReactNode;
}) {
  const dispatch = useAppDispatch();
  const status = useAppSelector((state) => state.auth.status);
  const started = useRef(false);
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    void dispatch(logIn(DEMO_ACCOUNTS[account]));
  }, [account, dispatch]);
  return status === 'authenticated' ? <>{children}</> : null;
}

/**
 * Decorator: logs the story's store in as a demo employer through the real login flow
 * against the simulated API (SPEC §4), then renders the story. A story picks another
 * account with `parameters: { employer: 'unverified' }` (stacking a second decorator would
 * log in twice).
 */
export function withEmployer(account: keyof typeof DEMO_ACCOUNTS = 'ready'): Decorator {
  const WithEmployer: Decorator = (Story, context) => {
    const chosen =
      (context.parameters as { employer?: keyof typeof DEMO_ACCOUNTS }).employer ?? account;
    return (
      <LoggedIn key={chosen} account={chosen}>
        <Story />
      </LoggedIn>
    );
  };
  return WithEmployer;
}
