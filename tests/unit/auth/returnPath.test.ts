import { returnPathAfterLogin, returnPathState } from '../../../src/features/auth/session';
import {
  forgetPageAfterSetUp,
  pageAfterSetUp,
  rememberPageAfterSetUp,
} from '../../../src/features/signUp/pageAfterSetUp';

describe('returnPathAfterLogin (where login goes, SPEC §4 and issue #7)', () => {
  it('goes back to the page the guard came from, with its query and hash', () => {
    expect(
      returnPathAfterLogin({
        from: { pathname: '/job-openings', search: '?search=x', hash: '#a' },
      }),
    ).toBe('/job-openings?search=x#a');
  });
  it('goes to account details without a page, or from an auth page', () => {
    expect(returnPathAfterLogin(null)).toBe('/account-details');
    expect(returnPathAfterLogin({})).toBe('/account-details');
    expect(returnPathAfterLogin({ from: { pathname: '/auth/sign-up' } })).toBe('/account-details');
  });
  it('never leaves the app (protocol-relative or odd paths)', () => {
    expect(returnPathAfterLogin({ from: { pathname: '//evil.example/x' } })).toBe(
      '/account-details',
    );
    expect(returnPathAfterLogin({ from: { pathname: 'https://evil.example' } })).toBe(
      '/account-details',
    );
  });
});

describe('returnPathState (the login and sign-up pages link to each other, issue #30 point 10)', () => {
  it('carries the page the guard came from, and nothing else', () => {
    const from = { pathname: '/account-details', search: '?kind=unlock', hash: '#history' };
    expect(returnPathState({ from, other: 1 })).toEqual({ from });
    // Through the other page and back, login still returns to the link.
    expect(returnPathAfterLogin(returnPathState(returnPathState({ from })))).toBe(
      '/account-details?kind=unlock#history',
    );
  });
  it('carries nothing without such a page', () => {
    expect(returnPathState(null)).toBeUndefined();
    expect(returnPathState({})).toBeUndefined();
  });
});

describe('the page asked for before the account was set up (issue #30 point 10)', () => {
  beforeEach(() => sessionStorage.clear());

  it('is given back, query and hash included, to the employer who asked for it, until forgotten', () => {
    rememberPageAfterSetUp('employer-1', '/inbox?status=pending');
    rememberPageAfterSetUp('employer-1', '/job-openings?search=Warehouse#top');
    expect(pageAfterSetUp('employer-2')).toBeUndefined();
    expect(pageAfterSetUp(undefined)).toBeUndefined();
    expect(pageAfterSetUp('employer-1')).toBe('/job-openings?search=Warehouse#top');
    expect(pageAfterSetUp('employer-1')).toBe('/job-openings?search=Warehouse#top');
    forgetPageAfterSetUp();
    expect(pageAfterSetUp('employer-1')).toBeUndefined();
  });
  it('is nothing when none was remembered, or it would leave the app', () => {
    expect(pageAfterSetUp('employer-1')).toBeUndefined();
    rememberPageAfterSetUp('employer-1', '//evil.example/x');
    expect(pageAfterSetUp('employer-1')).toBeUndefined();
    sessionStorage.setItem('hireline.pageAfterSetUp', '{"employer":"employer-1","path":"//x"}');
    expect(pageAfterSetUp('employer-1')).toBeUndefined();
    sessionStorage.setItem('hireline.pageAfterSetUp', 'not json');
    expect(pageAfterSetUp('employer-1')).toBeUndefined();
  });
});
