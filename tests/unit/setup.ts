import '@testing-library/jest-dom';
import { configure } from '@testing-library/react';
import { loadCatalog } from '../../src/i18n/catalogs';

// jsdom lays nothing out, and its window.scrollTo only reports "Not implemented" (a console
// error). The app scrolls to the top when a navigation changes the pathname
// (src/app/useScrollToTopOnNavigate.ts), as tests of routes and redirects do: here that scroll
// does nothing, as on a page that fits the window (a test may still spy on it). Files on the
// node environment have no window.
if (typeof window !== 'undefined') window.scrollTo = () => undefined;

// findBy…/waitFor give up after 5 s instead of 1 s: the first test of a file may wait for a
// lazy screen's module to be transformed (ts-jest) while the other worker is busy; a passing
// assertion still resolves as soon as it holds (web-first, no sleep).
configure({ asyncUtilTimeout: 5_000 });

// Spanish is its own chunk in the app (loaded when chosen); tests have it at once. English
// needs no loading (each descriptor's defaultMessage).
beforeAll(() => loadCatalog('es'));

// Every test starts with the browser's storage empty, as a new tab of a new profile: the
// session every tab shares lives there (issue #29: the stored token, the cross-tab lock's
// lease), and what one test stored must not decide the next one's session.
beforeEach(() => {
  // Files on the node environment have no browser storage.
  if (typeof localStorage === 'undefined') return;
  localStorage.clear();
  sessionStorage.clear();
});
