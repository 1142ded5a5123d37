/**
 * Rendering screens against generated contract data (issue #7 point 6): one msw/node server
 * per test file whose handlers each case replaces, a fresh store per case (logged in, with
 * the generated employee when the screen reads it), the app's providers and error boundary
 * around the screen's route, and the checks every case must pass — the error boundary never
 * shows, nothing is logged as an uncaught render error, no request goes unanswered.
 */
import { act, render, waitFor, type RenderResult } from '@testing-library/react';
import { http, HttpResponse, type RequestHandler } from 'msw';
import { setupServer } from 'msw/node';
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { AppProviders } from '../../../src/app/AppProviders';
import { ErrorBoundary } from '../../../src/app/ErrorBoundary';
import type { Employee } from '../../../src/contract/types';
import type { AppStore } from '../../../src/app/store';
import { makeTestStore } from '../testStore';
import { initialLanguageState } from '../../../src/store/languageSlice';
import { initialThemeState } from '../../../src/store/themeSlice';
import { caseOptions, generateComponent, type ComponentName } from './contractData';

/** Generated cases per screen (issue #7: at least 200, fixed seed). */
export const CASES_PER_SCREEN = 200;

/**
 * Cases per test: a screen's cases run as batches, each its own jest test with its own
 * timeout ({@link BATCH_TIMEOUT_MS}), so a busy machine slows a batch down instead of
 * pushing 200 cases past one clock (a clean-clone CI run once took over 120 s for one
 * screen that runs in 27 s on an idle machine).
 */
const CASES_PER_BATCH = 25;

/** Timeout of one batch, in ms: ~3 s of work on an idle machine, 20 times that allowed. */
export const BATCH_TIMEOUT_MS = 60_000;

/**
 * The batches of a screen's {@link CASES_PER_SCREEN} case indexes, as `[first, end)` pairs
 * (`[[0, 25], [25, 50], …]`), for `it.each`.
 */
export function caseBatches(): Array<[number, number]> {
  const batches: Array<[number, number]> = [];
  for (let first = 0; first < CASES_PER_SCREEN; first += CASES_PER_BATCH) {
    batches.push([first, Math.min(first + CASES_PER_BATCH, CASES_PER_SCREEN)]);
  }
  return batches;
}

/** The case indexes `first` (included) to `end` (excluded) of a batch. */
export function batchIndexes(first: number, end: number): number[] {
  return Array.from({ length: end - first }, (_, offset) => first + offset);
}

/**
 * English text of the app's error boundary (`errorBoundary.text`; its title "Oops! Something
 * went wrong." is also the generic HTTP error of toasts and alerts).
 */
const ERROR_BOUNDARY_TEXT = /An unexpected error stopped this page/;

/** A logged-in store (token `robustness`), English, light; `user` when the screen reads it. */
export function loggedInStore(user: Employee | null = null): AppStore {
  return makeTestStore({
    auth: { status: 'authenticated', token: 'robustness', user },
    theme: initialThemeState(),
    language: initialLanguageState('en'),
  });
}

/**
 * The server of one robustness file: started before its tests, closed after; each case
 * installs its own handlers with {@link installCaseHandlers}. Requests no handler answers are
 * collected in `unhandled` (a screen asking for something the case did not plan is a
 * finding, not a silent network error).
 */
export function setupRobustnessServer() {
  const server = setupServer();
  const state = { server, unhandled: [] as string[] };
  beforeAll(() =>
    server.listen({
      onUnhandledRequest: (request) => {
        state.unhandled.push(`${request.method} ${request.url}`);
      },
    }),
  );
  afterEach(() => server.resetHandlers());
  afterAll(() => server.close());
  return state;
}

/** Replaces the server's handlers with those of one case. */
function installCaseHandlers(
  state: ReturnType<typeof setupRobustnessServer>,
  handlers: RequestHandler[],
): void {
  state.server.resetHandlers(...handlers);
}

/** Collects `console.error` calls while a case renders (React reports caught errors there). */
function captureConsoleErrors() {
  const messages: string[] = [];
  const spy = jest.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    messages.push(args.map((arg) => (arg instanceof Error ? arg.stack : String(arg))).join(' '));
  });
  return {
    messages,
    restore: () => spy.mockRestore(),
  };
}

/** Renders `routes` at `path` inside the app's providers and error boundary, for `store`. */
function renderScreen(store: AppStore, path: string, routes: ReactElement): RenderResult {
  return render(
    <AppProviders store={store} timeZone="UTC">
      <MemoryRouter initialEntries={[path]}>
        <ErrorBoundary>{routes}</ErrorBoundary>
      </MemoryRouter>
    </AppProviders>,
  );
}

/** `true` while any RTK Query request of `store` is still running. */
function anyPending(store: AppStore): boolean {
  const { queries, mutations } = store.getState().api;
  return [...Object.values(queries), ...Object.values(mutations)].some(
    (entry) => entry?.status === 'pending',
  );
}

/** Endpoint names of the queries of `store` that have an answer (data or error). */
function settledEndpoints(store: AppStore): string[] {
  return Object.values(store.getState().api.queries)
    .filter((entry) => entry && (entry.status === 'fulfilled' || entry.status === 'rejected'))
    .map((entry) => entry?.endpointName ?? '');
}

/** Text of the loading indicators on the page (spinners and overlays: `role="status"`, "…"). */
function loadingIndicators(): string[] {
  return Array.from(document.querySelectorAll('[role="status"]'))
    .map((element) => element.textContent?.trim() ?? '')
    .filter((text) => text.endsWith('…'));
}

/**
 * Waits until `endpoints` have all been answered, nothing is in flight and no loading
 * indicator is left on the page (the screen rendered what arrived).
 */
async function waitForSettled(store: AppStore, endpoints: readonly string[]) {
  await waitFor(
    () => {
      const settled = settledEndpoints(store);
      const missing = endpoints.filter((endpoint) => !settled.includes(endpoint));
      if (missing.length > 0 || anyPending(store)) {
        throw new Error(`waiting for ${missing.join(', ') || 'requests in flight'}`);
      }
      const loading = loadingIndicators();
      if (loading.length > 0) throw new Error(`still loading: ${loading.join(', ')}`);
    },
    { timeout: 4000, interval: 5 },
  );
  // Let React render what the store received last (a screen without a loading indicator
  // would otherwise be checked before its data reached it): RTK Query's answers reach the
  // store's subscribers (React) a frame later (auto-batching); a plain action hands them the
  // latest state at once, and act renders it.
  act(() => {
    store.dispatch({ type: 'robustness/renderLatestState' });
  });
}

/** What one case must never produce; returns a description of what went wrong, or null. */
function caseFailure(
  consoleErrors: readonly string[],
  unhandled: readonly string[],
): string | null {
  if (ERROR_BOUNDARY_TEXT.test(document.body.textContent ?? '')) {
    return `error boundary shown: ${consoleErrors.join('\n') || '(nothing logged)'}`;
  }
  const crash = consoleErrors.find((message) =>
    /Unhandled render error|uncaught|The above error occurred/i.test(message),
  );
  if (crash) return `render error logged: ${crash}`;
  if (unhandled.length > 0) return `unanswered requests: ${unhandled.join(', ')}`;
  return null;
}

/** Short, readable description of a failed case: its seed, body and error. */
function describeFailure(seed: number, body: unknown, error: unknown): string {
  const text = JSON.stringify(body);
  const message = String(error).split('\n').slice(0, 12).join('\n');
  return `seed ${seed}: ${text.length > 600 ? `${text.slice(0, 600)}…` : text}\n${message}`;
}

/** One generated case of a screen: what the server answers and how the screen is shown. */
export interface ScreenCase {
  /** Seed of the case (reported when it fails). */
  seed: number;
  /** The generated data, reported when the case fails. */
  data: unknown;
  /** msw handlers answering the screen's requests with the generated bodies. */
  handlers: RequestHandler[];
  /** The case's store (see {@link loggedInStore}). */
  store: AppStore;
  /** URL the screen is rendered at. */
  path: string;
  /** The routes (layout and screen) to render. */
  routes: ReactElement;
  /** Endpoints that must have answered before the case is checked. */
  endpoints: readonly string[];
  /** Extra steps once settled (e.g. open a dialog step), before {@link ScreenCase.check}. */
  act?: () => Promise<void> | void;
  /** What the screen must show for this data (throws otherwise). */
  check: () => void;
}

/**
 * Renders every case in turn (unmounting in between) and returns the failures: the error
 * boundary shown, a render error logged, an unanswered request, a failed check.
 */
export async function runCases(
  state: ReturnType<typeof setupRobustnessServer>,
  cases: Iterable<ScreenCase>,
): Promise<string[]> {
  const failures: string[] = [];
  for (const screenCase of cases) {
    installCaseHandlers(state, screenCase.handlers);
    state.unhandled.length = 0;
    // Form drafts and saved filters of the previous case must not leak into this one.
    sessionStorage.clear();
    localStorage.clear();
    const errors = captureConsoleErrors();
    const view = renderScreen(screenCase.store, screenCase.path, screenCase.routes);
    try {
      await waitForSettled(screenCase.store, screenCase.endpoints);
      if (screenCase.act) {
        await screenCase.act();
        await waitForSettled(screenCase.store, []);
      }
      // React may show the last answer a frame later (RTK's auto-batching notifies
      // subscribers on a timer): retry until the case passes, or report how it fails.
      await waitFor(
        () => {
          const failure = caseFailure(errors.messages, state.unhandled);
          if (failure) throw new Error(failure);
          screenCase.check();
        },
        { timeout: 1000, interval: 5 },
      );
    } catch (error) {
      // A request no handler answered is the cause, whether the screen then failed its check
      // or was still waiting when the time was up (its retries can outlast the wait on a busy
      // machine): say it first.
      const unanswered = state.unhandled.length
        ? `unanswered requests: ${state.unhandled.join(', ')}\n`
        : '';
      failures.push(describeFailure(screenCase.seed, screenCase.data, `${unanswered}${error}`));
    } finally {
      errors.restore();
      view.unmount();
    }
  }
  return failures;
}

/** The list schema of each catalog of `GET /v1/catalog/{model}` (contract CatalogList). */
const CATALOG_LISTS: Record<string, ComponentName> = {
  states: 'StateList',
  cities: 'CityList',
  'company-sizes': 'CompanySizeList',
  'company-industries': 'CompanyIndustryList',
  skills: 'SkillList',
  templates: 'TemplateList',
};

/**
 * A handler answering every catalog with a list generated for `seed` (the catalog's own
 * list schema), made once per catalog and case.
 */
export function catalogHandler(seed: number, index: number) {
  const bodies = new Map<string, unknown>();
  return http.get('*/v1/catalog/:model', ({ params }) => {
    const model = String(params.model);
    const list = CATALOG_LISTS[model];
    if (!list)
      return HttpResponse.json({ message: 'Unknown catalog', errors: [] }, { status: 422 });
    if (!bodies.has(model)) bodies.set(model, generateComponent(list, seed, caseOptions(index)));
    return HttpResponse.json(bodies.get(model) as Record<string, unknown>);
  });
}
