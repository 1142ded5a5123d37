/**
 * Each route has a guard of its own (src/app/AppRoutes.tsx `routeElement`): the router renders
 * sibling routes unkeyed, so without a key React would hand the login page's guard — its
 * "chunk arrived" state — to the next route of the same layout, which would then skip its
 * wait for its own chunk and leave the login form up, in use, while the next screen loads
 * (issue #18 point 6's keystrokes going to the wrong form).
 */
import { act, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { AppProviders } from '../../../src/app/AppProviders';
import { AppRoutes } from '../../../src/app/AppRoutes';
import { makeTestStore } from '../testStore';
import { initialAuthState } from '../../../src/store/authSlice';
import { initialLanguageState } from '../../../src/store/languageSlice';
import { initialThemeState } from '../../../src/store/themeSlice';

it('shows the next route’s own wait, not the previous screen, until its chunk has arrived', async () => {
  const store = makeTestStore({
    auth: { ...initialAuthState(), status: 'anonymous' },
    theme: initialThemeState(),
    language: initialLanguageState(),
  });
  render(
    <AppProviders store={store} timeZone="UTC">
      <MemoryRouter initialEntries={['/auth/login']}>
        <AppRoutes />
      </MemoryRouter>
    </AppProviders>,
  );
  // The login screen's chunk (its first import is slow here).
  await screen.findByRole('heading', { name: 'Log in to Hireline' }, { timeout: 5000 });

  // The recovery screen's chunk has never been imported in this file: it is still on its way
  // when the navigation has rendered.
  act(() => {
    fireEvent.click(screen.getByRole('link', { name: 'Forgot your password?' }));
  });
  expect(screen.queryByRole('heading', { name: 'Log in to Hireline' })).not.toBeInTheDocument();
  expect(screen.queryByRole('textbox', { name: 'Email' })).not.toBeInTheDocument();

  // Then the recovery screen, once.
  expect(
    await screen.findByRole('button', { name: /send/i }, { timeout: 5000 }),
  ).toBeInTheDocument();
});
