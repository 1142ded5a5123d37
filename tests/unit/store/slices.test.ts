import {
  authSlice,
  companyReplaced,
  initialAuthState,
  sessionCheckStarted,
  sessionCleared,
  sessionUnreachable,
  tokenReceived,
  userLoaded,
} from '../../../src/store/authSlice';
import {
  initialLanguageState,
  languageChanged,
  languageSlice,
} from '../../../src/store/languageSlice';
import { makeTestStore } from '../testStore';
import { company, employeeWith } from './fixtures';
import { readTokenCookie, STORAGE_KEYS } from '../../../src/store/storage';
import {
  applyThemeClass,
  initialThemeState,
  modeChanged,
  modeToggled,
  themeSlice,
} from '../../../src/store/themeSlice';

const employee = employeeWith();

beforeEach(() => {
  localStorage.clear();
  document.cookie = 'access_token=; Max-Age=0; Path=/';
  document.documentElement.className = '';
});

describe('auth slice (SPEC §4)', () => {
  it('starts unknown with the stored token', () => {
    expect(initialAuthState('abc')).toEqual({ status: 'unknown', token: 'abc', user: null });
  });

  it('starts anonymous without a stored token: there is nothing to check', () => {
    expect(initialAuthState(null)).toEqual({ status: 'anonymous', token: null, user: null });
  });

  it('goes unknown → authenticated when the user loads, keeping the token', () => {
    let state = authSlice.reducer(initialAuthState(), tokenReceived('t1'));
    state = authSlice.reducer(state, userLoaded(employee));
    expect(state).toEqual({
      status: 'authenticated',
      token: 't1',
      user: employee,
      unreachable: false,
    });
  });

  it('clears token and user on sessionCleared and becomes anonymous', () => {
    let state = authSlice.reducer(initialAuthState('t1'), userLoaded(employee));
    state = authSlice.reducer(state, sessionCleared());
    expect(state).toEqual({ status: 'anonymous', token: null, user: null, unreachable: false });
  });

  it('keeps the token while the start-up check cannot reach the API, until it runs again', () => {
    let state = authSlice.reducer(initialAuthState('t1'), sessionUnreachable());
    expect(state).toMatchObject({ status: 'unknown', token: 't1', unreachable: true });
    state = authSlice.reducer(state, sessionCheckStarted());
    expect(state).toMatchObject({ status: 'unknown', token: 't1', unreachable: false });
  });

  it('replaces the company on the current user (company update success)', () => {
    const state = authSlice.reducer(
      authSlice.reducer(initialAuthState(), userLoaded(employee)),
      companyReplaced(company),
    );
    expect(state.user?.company).toEqual(company);
  });
});

describe('theme slice (SPEC §4, §9)', () => {
  it('defaults to light and accepts only light/dark from storage', () => {
    expect(initialThemeState(null).mode).toBe('light');
    expect(initialThemeState('purple').mode).toBe('light');
    expect(initialThemeState('dark').mode).toBe('dark');
  });

  it('toggles and sets the mode', () => {
    expect(themeSlice.reducer({ mode: 'light' }, modeToggled()).mode).toBe('dark');
    expect(themeSlice.reducer({ mode: 'dark' }, modeChanged('light')).mode).toBe('light');
  });

  it('adds the mode class on the root element and removes the opposite one', () => {
    const root = document.documentElement;
    root.classList.add('light');
    applyThemeClass('dark', root);
    expect(root.classList.contains('dark')).toBe(true);
    expect(root.classList.contains('light')).toBe(false);
    applyThemeClass('light', root);
    expect(root.classList.contains('light')).toBe(true);
    expect(root.classList.contains('dark')).toBe(false);
  });
});

describe('language slice (SPEC §9)', () => {
  it('defaults and falls back to en', () => {
    expect(initialLanguageState(null).lang).toBe('en');
    expect(initialLanguageState('fr').lang).toBe('en');
    expect(initialLanguageState('es').lang).toBe('es');
  });

  it('changes the language', () => {
    expect(languageSlice.reducer({ lang: 'en' }, languageChanged('es')).lang).toBe('es');
  });
});

describe('persistence listener (SPEC §4, §7, §9)', () => {
  it('stores the token in localStorage auth_access_token and the access_token cookie, and clears both', () => {
    const cookies = jest.spyOn(document, 'cookie', 'set');
    const store = makeTestStore();
    store.dispatch(tokenReceived('token-123'));
    expect(localStorage.getItem(STORAGE_KEYS.token)).toBe('token-123');
    expect(cookies).toHaveBeenLastCalledWith(
      expect.stringMatching(/^access_token=token-123; Max-Age=86400;/),
    );
    store.dispatch(sessionCleared());
    expect(localStorage.getItem(STORAGE_KEYS.token)).toBeNull();
    expect(cookies).toHaveBeenLastCalledWith(expect.stringMatching(/^access_token=; Max-Age=0;/));
    cookies.mockRestore();
  });

  it('reads the access_token cookie back', () => {
    document.cookie = 'access_token=abc%20def; Path=/';
    expect(readTokenCookie()).toBe('abc def');
  });

  it('saves mode and lang, applies the root class, and reads them back at start', () => {
    const store = makeTestStore();
    store.dispatch(modeToggled());
    store.dispatch(languageChanged('es'));
    expect(localStorage.getItem('mode')).toBe('dark');
    expect(localStorage.getItem('lang')).toBe('es');
    expect(document.documentElement.classList.contains('dark')).toBe(true);
    expect(document.documentElement.getAttribute('lang')).toBe('es');
    const reloaded = makeTestStore();
    expect(reloaded.getState().theme.mode).toBe('dark');
    expect(reloaded.getState().language.lang).toBe('es');
    // No token was stored: nothing to check at start.
    expect(reloaded.getState().auth.status).toBe('anonymous');
  });

  it('writes the cookie with max-age 86400, Secure and SameSite=Strict', () => {
    const spy = jest.spyOn(document, 'cookie', 'set');
    makeTestStore().dispatch(tokenReceived('abc'));
    expect(spy).toHaveBeenCalledWith(
      'access_token=abc; Max-Age=86400; Path=/; Secure; SameSite=Strict',
    );
    spy.mockRestore();
  });
});
