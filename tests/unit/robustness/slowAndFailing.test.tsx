/**
 * Slow and failing responses (issue #7 point 6), against the simulated API over the demo
 * seed: a 3 s response keeps each data screen on its loading state (its announced label)
 * until it arrives; a 500 shows the screen's error state, in English and in Spanish.
 * Forms keep what was typed after a 500: see formsKeepInput.test.tsx (and the composer in
 * tests/unit/chats/Composer.test.tsx). A 429 is tests/unit/api/rateLimit.test.ts.
 */
import { act, render, screen } from '@testing-library/react';
import { delay, http, HttpResponse, matchRequestUrl } from 'msw';
import type { ReactElement } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import type {
  CandidateSuggestionList,
  ChatList,
  JobOpeningList,
  MessageList,
  PlanList,
  Subscription,
} from '../../../src/contract/types';
import { AppProviders } from '../../../src/app/AppProviders';
import { AccountDetailsPage } from '../../../src/features/account/AccountDetailsPage';
import { ChatsPage } from '../../../src/features/chats/ChatsPage';
import { CheckoutFlow } from '../../../src/features/jobOpenings/CheckoutFlow';
import { JobOpeningsPage } from '../../../src/features/jobOpenings/JobOpeningsPage';
import { PlansStep } from '../../../src/features/signUp/PlansStep';
import { messages, type Language } from '../../../src/i18n/messages';
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
// jsdom measures nothing, so the real virtual lists show no row: render them all, so that the
// data step can find every chat and message the API answered.
jest.mock('react-virtuoso', () => jest.requireActual('./allRowsVirtuoso'));

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
  /** What the screen shows of the slow request's answer (its body): one text per row. */
  rows: (body: never) => string[];
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
    rows: (body: JobOpeningList) => body.data.map((opening) => opening.name),
  },
  {
    name: 'chat list',
    path: () => `/job-openings/${openingUuid(mock.current, WAREHOUSE)}/chats`,
    routePath: '/job-openings/:jobOpeningId/chats',
    element: () => <ChatsPage />,
    request: '*/v1/employers/job-openings/:id/chats',
    loadingId: 'chats.list.loading',
    errorId: 'chats.list.loadError',
    rows: (body: ChatList) => body.data.map((chat) => chat.candidate.name),
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
    rows: (body: MessageList) => body.data.map((message) => message.body),
  },
  {
    name: 'account plan',
    path: () => '/account-details',
    routePath: '/account-details',
    element: () => <AccountDetailsPage />,
    request: '*/v1/employers/current-subscription',
    loadingId: 'account.plan.loading',
    errorId: 'account.plan.loadError',
    rows: (body: Subscription) => [body.plan.name],
  },
  {
    name: 'sign-up plans',
    path: () => '/sign-up/plans',
    routePath: '/sign-up/plans',
    element: () => <PlansStep />,
    request: '*/v1/employers/plans',
    loadingId: 'signUp.plans.loading',
    errorId: 'signUp.plans.failed',
    rows: (body: PlanList) => body.data.map((plan) => plan.name),
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
    rows: (body: CandidateSuggestionList) => body.data.map((candidate) => candidate.name),
  },
];

/** `id` in `language`. */
function text(language: Language, id: string): string {
  const message = messages[language][id];
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

afterEach(() => {
  jest.useRealTimers();
  mock.current.server.events.removeAllListeners();
});

/** Passes `ms` of Jest's fake time, letting React render what it brings. */
async function advance(ms: number) {
  await act(() => jest.advanceTimersByTimeAsync(ms));
}

describe.each(SCREENS)('$name', (screenDef) => {
  it('shows its loading state for the whole of a 3 s response, then the data', async () => {
    // The simulated API's answer to the slow request: the rows the screen must then show.
    let answer: unknown;
    mock.current.server.events.on('response:mocked', async ({ request, response }) => {
      if (
        request.method === 'GET' &&
        matchRequestUrl(new URL(request.url), screenDef.request).matches
      )
        answer = await response.clone().json();
    });
    mock.current.server.use(
      http.get(screenDef.request, async () => {
        await delay(3000);
        return undefined; // then the simulated API answers
      }),
    );
    jest.useFakeTimers({
      now: new Date('2026-05-15T12:00:00.000Z'),
      doNotFake: ['nextTick', 'setImmediate', 'queueMicrotask'],
    });
    await renderScreen(screenDef);
    const label = text('en', screenDef.loadingId);
    await advance(50);
    expect(loading(label)).not.toBeNull();
    await advance(2900);
    expect(loading(label)).not.toBeNull();
    expect(answer).toBeUndefined();
    await advance(200);
    // Then the data: every row of the answer, on the fake clock (5 s of it at most).
    const rows = () => (answer === undefined ? [] : screenDef.rows(answer as never));
    const shown = () => {
      const page = document.body.textContent ?? '';
      return rows().length > 0 && rows().every((row) => page.includes(row));
    };
    for (let waited = 0; waited < 5000 && !shown(); waited += 50) await advance(50);
    expect(rows().length).toBeGreaterThan(0);
    for (const row of rows())
      expect(document.body).toHaveTextContent(row, { normalizeWhitespace: false });
    expect(loading(label)).toBeNull();
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
