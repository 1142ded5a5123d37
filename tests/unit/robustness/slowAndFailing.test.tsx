/**
 * Slow and failing responses (issue #7 point 6), against the simulated API over the demo
 * seed: a 3 s response keeps each data screen on its loading state (its announced label)
 * until it arrives; a 500 shows the screen's error state, in English and in Spanish.
 * Forms keep what was typed after a 500: see formsKeepInput.test.tsx (and the composer in
 * tests/unit/chats/Composer.test.tsx). A 429 is tests/unit/api/rateLimit.test.ts.
 */
import { act, render, screen } from '@testing-library/react';
import { delay, http, HttpResponse } from 'msw';
import type { ReactElement } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { AppProviders } from '../../../src/app/AppProviders';
import { AccountDetailsPage } from '../../../src/features/account/AccountDetailsPage';
import { ChatsPage } from '../../../src/features/chats/ChatsPage';
import { CheckoutFlow } from '../../../src/features/jobOpenings/CheckoutFlow';
import { JobOpeningsPage } from '../../../src/features/jobOpenings/JobOpeningsPage';
import { PlansStep } from '../../../src/features/signUp/PlansStep';
import { catalogFor } from '../../../src/i18n/catalogs';
import type { Language } from '../../../src/i18n/messages';
import { languageChanged } from '../../../src/store/languageSlice';
import { DEMO, loggedInStore } from '../account/helpers';
import {
  chatIdIn,
  openingUuid,
  setupChatsServer,
  WAREHOUSE,
  warehouseOpening,
} from '../chats/helpers';

jest.setTimeout(30_000);

const mock = setupChatsServer();

/** A data screen: where it lives, the GET that feeds it, its loading and error texts. */
interface DataScreen {
  name: string;
  /** URL to render at (computed once the demo data is seeded). */
  path: () => string;
  routePath: string;
  element: () => ReactElement;
  /** The GET (msw path) made slow or failing. */
  request: string;
  /** Message ids of the loading label and of the error state's title. */
  loadingId: string;
  errorId: string;
}

const SCREENS: DataScreen[] = [
  {
    name: 'job openings',
    path: () => '/job-openings',
    routePath: '/job-openings',
    element: () => <JobOpeningsPage />,
    request: '*/v1/employers/job-openings',
    loadingId: 'jobOpenings.loading',
    errorId: 'jobOpenings.loadError.title',
  },
  {
    name: 'chat list',
    path: () => `/job-openings/${openingUuid(mock.current, WAREHOUSE)}/chats`,
    routePath: '/job-openings/:jobOpeningId/chats',
    element: () => <ChatsPage />,
    request: '*/v1/employers/job-openings/:id/chats',
    loadingId: 'chats.list.loading',
    errorId: 'chats.list.loadError',
  },
  {
    name: 'chat thread',
    path: () =>
      `/job-openings/${openingUuid(mock.current, WAREHOUSE)}/chats?chat=${chatIdIn(mock.current, WAREHOUSE, 'unlocked')}`,
    routePath: '/job-openings/:jobOpeningId/chats',
    element: () => <ChatsPage />,
    request: '*/v1/employers/chat/:id/messages',
    loadingId: 'chats.thread.loading',
    errorId: 'chats.thread.loadError',
  },
  {
    name: 'account plan',
    path: () => '/account-details',
    routePath: '/account-details',
    element: () => <AccountDetailsPage />,
    request: '*/v1/employers/current-subscription',
    loadingId: 'account.plan.loading',
    errorId: 'account.plan.loadError',
  },
  {
    name: 'sign-up plans',
    path: () => '/sign-up/plans',
    routePath: '/sign-up/plans',
    element: () => <PlansStep />,
    request: '*/v1/employers/plans',
    loadingId: 'signUp.plans.loading',
    errorId: 'signUp.plans.failed',
  },
  {
    name: 'suggested candidates',
    path: () => '/job-openings',
    routePath: '/job-openings',
    element: () => (
      <CheckoutFlow
        opening={warehouseOpening(mock.current)}
        onClose={() => {}}
        onCheckedOut={() => {}}
      />
    ),
    request: '*/v1/employers/job-openings/:id/candidates',
    loadingId: 'candidates.loading',
    errorId: 'candidates.loadError',
  },
];

/** `id` in `language`. */
function text(language: Language, id: string): string {
  const message = catalogFor(language)?.[id];
  if (typeof message !== 'string') throw new Error(`no message ${id}`);
  return message;
}

async function renderScreen(screenDef: DataScreen, language: Language = 'en') {
  const store = await loggedInStore(DEMO);
  store.dispatch(languageChanged(language));
  render(
    <AppProviders store={store} timeZone="UTC">
      <MemoryRouter initialEntries={[screenDef.path()]}>
        <Routes>
          <Route path={screenDef.routePath} element={screenDef.element()} />
        </Routes>
      </MemoryRouter>
    </AppProviders>,
  );
}

/** The loading indicator (`role="status"`) announcing `label`, or null. */
function loading(label: string): HTMLElement | null {
  const matches = screen.queryAllByText(label);
  return matches.map((m) => m.closest<HTMLElement>('[role="status"]')).find(Boolean) ?? null;
}

afterEach(() => jest.useRealTimers());

describe.each(SCREENS)('$name', (screenDef) => {
  it('shows its loading state for the whole of a 3 s response, then the data', async () => {
    mock.current.server.use(
      http.get(screenDef.request, async () => {
        await delay(3000);
        return undefined; // then the simulated API answers
      }),
    );
    jest.useFakeTimers({ now: new Date('2026-05-15T12:00:00.000Z') });
    await renderScreen(screenDef);
    const label = text('en', screenDef.loadingId);
    await act(() => jest.advanceTimersByTimeAsync(50));
    expect(loading(label)).not.toBeNull();
    await act(() => jest.advanceTimersByTimeAsync(2900));
    expect(loading(label)).not.toBeNull();
    await act(() => jest.advanceTimersByTimeAsync(200));
    jest.useRealTimers();
    await waitForGone(label);
    expect(screen.queryByText(text('en', screenDef.errorId))).toBeNull();
  });

  it.each<Language>(['en', 'es'])('shows its error state on a 500 (%s)', async (language) => {
    mock.current.server.use(
      http.get(screenDef.request, () =>
        HttpResponse.json({ message: 'Server Error', errors: [] }, { status: 500 }),
      ),
    );
    await renderScreen(screenDef, language);
    expect((await screen.findAllByText(text(language, screenDef.errorId))).length).toBeGreaterThan(
      0,
    );
    expect(loading(text(language, screenDef.loadingId))).toBeNull();
  });
});

async function waitForGone(label: string) {
  for (let attempt = 0; attempt < 100 && loading(label); attempt += 1) {
    await act(() => new Promise((resolve) => setTimeout(resolve, 10)));
  }
  expect(loading(label)).toBeNull();
}
