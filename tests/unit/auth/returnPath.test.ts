import { returnPathAfterLogin } from '../../../src/features/auth/session';

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
