/**
 * Issue #19 point 15 ("Suggested candidates: all preselected, 58 % matches included; the
 * choice is lost on return"): the suggestion dialog (`CheckoutDialog`, rendered with the app's
 * store, translations and theme against the simulated API) preselects only the candidates at
 * or above the minimum match, starts from the minimum match the employer last used (per
 * employer), and restores the employer's own selection for the job opening after a close and
 * reopen or a trip to the payment step, pruned to the candidates still suggested; the session's
 * end forgets the selections.
 */
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router-dom';
import { ThemeProvider } from 'styled-components';
import type { Candidate, CandidateSuggestionMeta, JobOpening } from '../../../src/contract/types';
import { CheckoutDialog } from '../../../src/features/jobOpenings/CandidateCheckout';
import { initialSelection } from '../../../src/features/jobOpenings/useSuggestionSelection';
import { I18nProvider } from '../../../src/i18n/I18nProvider';
import { sessionCleared } from '../../../src/store/authSlice';
import { matchThresholdStorageKey, selectionStorageKey } from '../../../src/store/suggestionMemory';
import { lightTheme } from '../../../src/theme/themes';
import { DEMO, loggedInStore } from '../account/helpers';
import { setupChatsServer, suggestedCandidate, warehouseOpening } from '../chats/helpers';

jest.setTimeout(30_000);

const mock = setupChatsServer();

/** Verified, company complete, no plan: a second employer of the seed. */
const OTHER = 'company@hireline.test';

const candidate = suggestedCandidate;

const C1 = candidate(1, 94);
const C2 = candidate(2, 81);
const C3 = candidate(3, 64);
const C4 = candidate(4, 58);
const SUGGESTED = [C1, C2, C3, C4];

const meta = (count: number): CandidateSuggestionMeta => ({
  desired_candidates: count,
  count,
  unit_amount: 400,
  currency: 'usd',
});

type Store = Awaited<ReturnType<typeof loggedInStore>>;

function renderDialog(store: Store, opening: JobOpening, candidates: Candidate[] = SUGGESTED) {
  return render(
    <Provider store={store}>
      <I18nProvider language="en" timeZone="UTC">
        <ThemeProvider theme={lightTheme}>
          <MemoryRouter>
            <CheckoutDialog
              opening={opening}
              candidates={candidates}
              meta={meta(candidates.length)}
              onClose={() => undefined}
              onCheckedOut={() => undefined}
            />
          </MemoryRouter>
        </ThemeProvider>
      </I18nProvider>
    </Provider>,
  );
}

/** Each suggested candidate's name and whether it is selected, in list order. */
function selection(): string[] {
  return within(screen.getByRole('list', { name: 'Suggested candidates' }))
    .getAllByRole<HTMLInputElement>('checkbox')
    .map((box) => `${box.getAttribute('aria-label') ?? ''}:${box.checked ? 'on' : 'off'}`);
}

async function chooseThreshold(user: ReturnType<typeof userEvent.setup>, label: string) {
  await user.click(screen.getByRole('combobox', { name: 'Minimum match' }));
  await user.click(await screen.findByRole('option', { name: label }));
}

const userUuid = (store: Store) => {
  const uuid = store.getState().auth.user?.uuid;
  if (!uuid) throw new Error('no employee');
  return uuid;
};

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});

describe('initialSelection (issue #19 point 15)', () => {
  it('preselects exactly the candidates at or above the minimum match when nothing is saved', () => {
    expect([...initialSelection(SUGGESTED, null, 60)]).toEqual([C1.uuid, C2.uuid, C3.uuid]);
    expect([...initialSelection(SUGGESTED, null, 80)]).toEqual([C1.uuid, C2.uuid]);
    expect([...initialSelection([candidate(5, Number.NaN)], null, 50)]).toEqual([]);
  });

  it('keeps the saved choice of candidates already shown, drops gone ones, and preselects new ones by the minimum', () => {
    const saved = { selected: [C2.uuid, C4.uuid, 'gone'], offered: [C1.uuid, C2.uuid, C4.uuid] };
    const C5 = candidate(5, 75);
    const C6 = candidate(6, 55);
    expect([...initialSelection([C1, C2, C4, C5, C6], saved, 60)]).toEqual([
      C2.uuid,
      C4.uuid,
      C5.uuid,
    ]);
  });
});

describe('the suggestion dialog remembers (issue #19 point 15)', () => {
  it('preselects only the candidates at or above the default minimum match (60%)', async () => {
    const store = await loggedInStore(DEMO);
    renderDialog(store, warehouseOpening(mock.current));
    expect(selection()).toEqual([
      'Check out Candidate 1.:on',
      'Check out Candidate 2.:on',
      'Check out Candidate 3.:on',
      'Check out Candidate 4.:off',
    ]);
    expect(screen.getByText('Candidates matching 60% or more are preselected.')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Select 60% or more' })).toBeVisible();
  });

  it('starts from the minimum match the employer last used, and not for another employer', async () => {
    const user = userEvent.setup();
    const demo = await loggedInStore(DEMO);
    const opening = warehouseOpening(mock.current);
    const first = renderDialog(demo, opening);
    await chooseThreshold(user, '80%');
    expect(localStorage.getItem(matchThresholdStorageKey(userUuid(demo)))).toBe('80');
    first.unmount();

    const again = renderDialog(demo, opening);
    expect(screen.getByRole('button', { name: 'Select 80% or more' })).toBeVisible();
    expect(screen.getByText('Candidates matching 80% or more are preselected.')).toBeVisible();
    expect(selection()).toEqual([
      'Check out Candidate 1.:on',
      'Check out Candidate 2.:on',
      'Check out Candidate 3.:off',
      'Check out Candidate 4.:off',
    ]);
    again.unmount();

    const other = await loggedInStore(OTHER);
    expect(userUuid(other)).not.toBe(userUuid(demo));
    renderDialog(other, opening);
    expect(screen.getByRole('button', { name: 'Select 60% or more' })).toBeVisible();
    expect(selection()).toEqual([
      'Check out Candidate 1.:on',
      'Check out Candidate 2.:on',
      'Check out Candidate 3.:on',
      'Check out Candidate 4.:off',
    ]);
  });

  it('says so when no candidate reaches the remembered minimum, and preselects none', async () => {
    const store = await loggedInStore(DEMO);
    localStorage.setItem(matchThresholdStorageKey(userUuid(store)), '95');
    renderDialog(store, warehouseOpening(mock.current));
    expect(selection().every((entry) => entry.endsWith(':off'))).toBe(true);
    expect(
      screen.getByText(
        'No candidate matches 95% or more, so none is preselected. Select candidates yourself or lower the minimum match.',
      ),
    ).toBeVisible();
    expect(screen.getByRole('button', { name: 'Continue to payment' })).toBeDisabled();
  });

  it('restores the manual selection after close and reopen, pruned to the candidates still suggested', async () => {
    const user = userEvent.setup();
    const store = await loggedInStore(DEMO);
    const opening = warehouseOpening(mock.current);
    const first = renderDialog(store, opening);
    await user.click(screen.getByRole('checkbox', { name: 'Check out Candidate 1.' }));
    await user.click(screen.getByRole('checkbox', { name: 'Check out Candidate 4.' }));
    await user.click(screen.getByRole('button', { name: 'Close without paying' }));
    first.unmount();

    const reopened = renderDialog(store, opening);
    expect(selection()).toEqual([
      'Check out Candidate 1.:off',
      'Check out Candidate 2.:on',
      'Check out Candidate 3.:on',
      'Check out Candidate 4.:on',
    ]);
    expect(screen.getByText('Your earlier selection for this job opening is kept.')).toBeVisible();
    reopened.unmount();

    // Candidates 1 and 3 are no longer suggested; 5 (75%) and 6 (55%) are new.
    const later = [C2, C4, candidate(5, 75), candidate(6, 55)];
    renderDialog(store, opening, later);
    expect(selection()).toEqual([
      'Check out Candidate 2.:on',
      'Check out Candidate 4.:on',
      'Check out Candidate 5.:on',
      'Check out Candidate 6.:off',
    ]);
    await user.click(screen.getByRole('checkbox', { name: 'Check out Candidate 6.' }));
    const saved = JSON.parse(
      sessionStorage.getItem(selectionStorageKey(userUuid(store), opening.uuid)) ?? 'null',
    ) as { selected: string[]; offered: string[] };
    expect(saved.offered).toEqual(later.map((c) => c.uuid));
    expect(saved.selected).toEqual(later.map((c) => c.uuid));
  });

  it('keeps the selection and the minimum match when coming back from the payment step', async () => {
    const user = userEvent.setup();
    const store = await loggedInStore(DEMO);
    renderDialog(store, warehouseOpening(mock.current));
    await chooseThreshold(user, '85%');
    await user.click(screen.getByRole('checkbox', { name: 'Check out Candidate 2.' }));
    await user.click(screen.getByRole('button', { name: 'Continue to payment' }));
    await user.click(
      await screen.findByRole('button', { name: 'Back to candidates' }, { timeout: 10_000 }),
    );
    expect(await screen.findByRole('button', { name: 'Select 85% or more' })).toBeVisible();
    expect(selection()).toEqual([
      'Check out Candidate 1.:on',
      'Check out Candidate 2.:off',
      'Check out Candidate 3.:on',
      'Check out Candidate 4.:off',
    ]);
  });

  it('forgets the selections when the session ends and keeps the minimum match', async () => {
    const user = userEvent.setup();
    const store = await loggedInStore(DEMO);
    const opening = warehouseOpening(mock.current);
    const uuid = userUuid(store);
    const view = renderDialog(store, opening);
    await chooseThreshold(user, '70%');
    await user.click(screen.getByRole('checkbox', { name: 'Check out Candidate 1.' }));
    view.unmount();
    expect(sessionStorage.getItem(selectionStorageKey(uuid, opening.uuid))).not.toBeNull();

    store.dispatch(sessionCleared());
    expect(sessionStorage.getItem(selectionStorageKey(uuid, opening.uuid))).toBeNull();
    expect(localStorage.getItem(matchThresholdStorageKey(uuid))).toBe('70');

    renderDialog(await loggedInStore(DEMO), opening);
    expect(screen.getByText('Candidates matching 70% or more are preselected.')).toBeVisible();
    expect(selection()).toEqual([
      'Check out Candidate 1.:on',
      'Check out Candidate 2.:on',
      'Check out Candidate 3.:off',
      'Check out Candidate 4.:off',
    ]);
  });
});
