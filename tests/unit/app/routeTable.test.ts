import { decideAccess, documentTitle, ROUTES } from '../../../src/app/routeTable';
import type { Employee } from '../../../src/contract/types';

const employer = { uuid: 'u1', roles: ['employer'] } as unknown as Employee;
const admin = { uuid: 'u2', roles: ['admin'] } as unknown as Employee;
const route = (path: string) => {
  const found = ROUTES.find((r) => r.path === path);
  if (!found) throw new Error(`no route ${path}`);
  return found;
};

describe('route table (SPEC §2)', () => {
  it('has every row of SPEC §2, the chats screen and the inbox', () => {
    expect(ROUTES.map((r) => r.path)).toEqual([
      '/',
      '/job-openings',
      '/job-openings/:jobOpeningId/chats',
      '/inbox',
      '/account-details',
      '/auth',
      '/auth/login',
      '/auth/password-recovery-request',
      '/auth/password-recovery-confirmation',
      '/auth/password-recovery/:token',
      '/auth/sign-up',
      '/sign-up',
      '/sign-up/account-creation',
      '/sign-up/email-verification',
      '/sign-up/company-information',
      '/sign-up/plans',
      '/sign-up/checkout',
      '/error',
      '*',
    ]);
  });

  it('redirects /, /auth/ and /sign-up/ as SPEC §2 says', () => {
    expect(route('/').redirect).toBe('/job-openings');
    expect(route('/auth').redirect).toBe('/auth/login');
    expect(route('/sign-up').redirect).toBe('/sign-up/account-creation');
    expect(route('/').layout).toBe('dashboard');
  });

  it('titles job openings and account details', () => {
    expect(route('/job-openings').title?.id).toBe('route.jobOpenings');
    expect(route('/account-details').title?.id).toBe('route.accountDetails');
  });

  it('adds the chats screen per opening (SPEC §2 lists it without a route): employer only, dashboard, titled Chats', () => {
    const chats = route('/job-openings/:jobOpeningId/chats');
    expect(chats).toMatchObject({
      screen: 'chats',
      layout: 'dashboard',
      title: { id: 'chats.route.title', defaultMessage: 'Chats' },
      access: { roles: ['employer'] },
    });
    expect(decideAccess(chats, { status: 'anonymous', user: null })).toEqual({
      kind: 'redirect',
      to: '/auth/login',
    });
    expect(decideAccess(chats, { status: 'authenticated', user: admin })).toEqual({
      kind: 'redirect',
      to: '/error',
    });
    expect(decideAccess(chats, { status: 'authenticated', user: employer })).toEqual({
      kind: 'allow',
    });
  });

  it('builds the document title "Hireline | <title>"', () => {
    expect(documentTitle('Hireline', 'Job openings')).toBe('Hireline | Job openings');
    expect(documentTitle('Hireline')).toBe('Hireline');
    expect(documentTitle('Hireline', 'Chats', 2)).toBe('(2) Hireline | Chats');
    expect(documentTitle('Hireline', 'Chats', 0)).toBe('Hireline | Chats');
  });
});

describe('guards (SPEC §6)', () => {
  it('waits while authentication is unknown', () => {
    expect(decideAccess(route('/job-openings'), { status: 'unknown', user: null })).toEqual({
      kind: 'wait',
    });
  });

  it('sends anonymous visitors to /auth/login by default', () => {
    expect(decideAccess(route('/job-openings'), { status: 'anonymous', user: null })).toEqual({
      kind: 'redirect',
      to: '/auth/login',
    });
    expect(decideAccess(route('/sign-up/plans'), { status: 'anonymous', user: null })).toEqual({
      kind: 'redirect',
      to: '/auth/login',
    });
  });

  it('sends anonymous visitors of account-details and account-creation to /auth/sign-up', () => {
    expect(decideAccess(route('/account-details'), { status: 'anonymous', user: null })).toEqual({
      kind: 'redirect',
      to: '/auth/sign-up',
    });
    expect(
      decideAccess(route('/sign-up/account-creation'), { status: 'anonymous', user: null }),
    ).toEqual({
      kind: 'redirect',
      to: '/auth/sign-up',
    });
  });

  it('sends a logged-in user without the role to /error', () => {
    expect(decideAccess(route('/job-openings'), { status: 'authenticated', user: admin })).toEqual({
      kind: 'redirect',
      to: '/error',
    });
  });

  it('lets an employer in', () => {
    expect(
      decideAccess(route('/job-openings'), { status: 'authenticated', user: employer }),
    ).toEqual({ kind: 'allow' });
  });

  it('keeps public pages public in every state', () => {
    for (const status of ['unknown', 'anonymous', 'authenticated'] as const) {
      expect(decideAccess(route('/error'), { status, user: null })).toEqual({ kind: 'allow' });
      expect(
        decideAccess(route('/auth/password-recovery-request'), { status, user: null }),
      ).toEqual({ kind: 'allow' });
    }
  });

  it('sends a logged-in user away from login and sign-up', () => {
    expect(decideAccess(route('/auth/login'), { status: 'authenticated', user: employer })).toEqual(
      { kind: 'redirect', to: '/' },
    );
    expect(decideAccess(route('/auth/sign-up'), { status: 'anonymous', user: null })).toEqual({
      kind: 'allow',
    });
  });
});
