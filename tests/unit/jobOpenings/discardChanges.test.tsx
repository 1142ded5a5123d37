/**
 * Issue #19 point 1 in the two dialogs that hold input, against the simulated API (msw/node)
 * with the real store, translations and theme: Escape in an open menu (Create job opening →
 * Skills; candidate checkout → State) closes the menu only and keeps what was typed; closing
 * a dialog with typed input (Escape, Cancel, ×, backdrop) asks "Discard changes?" first —
 * "Keep editing" returns with the values, "Discard" closes — while a clean dialog closes at
 * once.
 */
import { fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router-dom';
import { ThemeProvider } from 'styled-components';
import { createMockServer, type MockServer } from '../../../mocks/node';
import { jobOpeningsApi } from '../../../src/api/jobOpeningsApi';
import { logIn } from '../../../src/features/auth/session';
import { CheckoutFlow } from '../../../src/features/jobOpenings/CheckoutFlow';
import { CreateJobOpeningForm } from '../../../src/features/jobOpenings/CreateJobOpeningForm';
import { I18nProvider } from '../../../src/i18n/I18nProvider';
import { makeTestStore } from '../testStore';
import { initialAuthState } from '../../../src/store/authSlice';
import { initialLanguageState } from '../../../src/store/languageSlice';
import { initialThemeState } from '../../../src/store/themeSlice';
import { lightTheme } from '../../../src/theme/themes';

jest.setTimeout(60_000);

const DEMO = { email: 'demo@hireline.test', password: 'Password123!' };

let mock: MockServer;

beforeEach(() => {
  mock = createMockServer({ now: new Date('2026-05-15T12:00:00Z') });
  mock.server.listen({ onUnhandledRequest: 'error' });
});

afterEach(() => mock.server.close());

/** A store logged in as the demo employer through the real login flow, and its newest opening. */
async function loggedIn() {
  const store = makeTestStore({
    auth: initialAuthState(null),
    theme: initialThemeState(),
    language: initialLanguageState(),
  });
  await store.dispatch(logIn(DEMO)).unwrap();
  const list = await store.dispatch(jobOpeningsApi.endpoints.listJobOpenings.initiate('')).unwrap();
  return { store, opening: list.data[0] };
}

function renderWith(store: Awaited<ReturnType<typeof loggedIn>>['store'], ui: ReactNode) {
  render(
    <Provider store={store}>
      <I18nProvider language="en" timeZone="UTC">
        <ThemeProvider theme={lightTheme}>
          <MemoryRouter>{ui}</MemoryRouter>
        </ThemeProvider>
      </I18nProvider>
    </Provider>,
  );
  return userEvent.setup();
}

const dialogNamed = (name: string | RegExp) => screen.queryByRole('dialog', { name });
const confirmDialog = () => dialogNamed('Discard changes?');

describe('Create job opening (issue #19 point 1)', () => {
  async function renderForm() {
    const { store } = await loggedIn();
    const onClose = jest.fn();
    const user = renderWith(
      store,
      <CreateJobOpeningForm open onClose={onClose} onCreated={() => undefined} language="en" />,
    );
    const dialog = await screen.findByRole('dialog', { name: 'Create a job opening' });
    const name = within(dialog).getByRole<HTMLInputElement>('textbox', { name: /^Name/ });
    return { user, onClose, dialog, name };
  }

  it('Escape in the open Skills menu closes the menu; the dialog and the typed values stay', async () => {
    const { user, onClose, dialog, name } = await renderForm();
    await user.click(name);
    await user.paste('Forklift Operator - Day Shift');
    const skills = within(dialog).getByRole('combobox', { name: /^Skills/ });
    await user.click(skills);
    await user.keyboard('{ArrowDown}');
    expect(await screen.findByRole('option', { name: 'Forklift Operation' })).toBeVisible();
    expect(skills).toHaveAttribute('aria-expanded', 'true');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('option')).not.toBeInTheDocument();
    expect(skills).toHaveAttribute('aria-expanded', 'false');
    expect(dialogNamed('Create a job opening')).toBe(dialog);
    expect(confirmDialog()).not.toBeInTheDocument();
    expect(name).toHaveValue('Forklift Operator - Day Shift');
    expect(onClose).not.toHaveBeenCalled();
  });

  it('Escape on the typed form asks; "Keep editing" keeps the values; "Discard" closes', async () => {
    const { user, onClose, dialog, name } = await renderForm();
    await user.click(name);
    await user.paste('Night picker');
    await user.keyboard('{Escape}');
    expect(confirmDialog()).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Keep editing' }));
    expect(confirmDialog()).not.toBeInTheDocument();
    expect(name).toHaveValue('Night picker');
    expect(onClose).not.toHaveBeenCalled();

    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(confirmDialog()).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(confirmDialog()).not.toBeInTheDocument();
    expect(name).toHaveValue('Night picker');

    await user.click(within(dialog).getByRole('button', { name: 'Close dialog' }));
    expect(confirmDialog()).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Keep editing' }));

    fireEvent.mouseDown(screen.getByTestId('modal-backdrop'));
    expect(confirmDialog()).toBeInTheDocument();
    expect(onClose).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Discard' }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('Cancel on the untouched form closes at once', async () => {
    const { user, onClose, dialog } = await renderForm();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(confirmDialog()).not.toBeInTheDocument();
  });
});

describe('candidate checkout (issue #19 point 1)', () => {
  async function renderPayment() {
    const { store, opening } = await loggedIn();
    const onClose = jest.fn();
    const user = renderWith(
      store,
      <CheckoutFlow opening={opening} onClose={onClose} onCheckedOut={() => undefined} />,
    );
    await screen.findByRole('list', { name: 'Suggested candidates' }, { timeout: 10_000 });
    await user.click(screen.getByRole('button', { name: 'Continue to payment' }));
    await screen.findByRole('button', { name: /^Pay \$/ }, { timeout: 10_000 });
    // With a card on file (issue #19 point 3) the card fields show for "Use another card".
    const another = screen.queryByRole('radio', { name: /^Use another card/ });
    if (another) await user.click(another);
    const card = await screen.findByRole<HTMLInputElement>('textbox', { name: 'Card number' });
    return { user, onClose, card };
  }

  it('Escape in the open State menu closes the menu; the dialog and the card stay', async () => {
    const { user, onClose, card } = await renderPayment();
    await user.type(card, '4242424242424242');
    const state = screen.getByRole('combobox', { name: /^State/ });
    await user.click(state);
    await user.keyboard('{ArrowDown}');
    expect((await screen.findAllByRole('option')).length).toBeGreaterThan(1);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('option')).not.toBeInTheDocument();
    expect(state).toHaveAttribute('aria-expanded', 'false');
    expect(confirmDialog()).not.toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Card number' })).toHaveValue('4242 4242 4242 4242');
    expect(onClose).not.toHaveBeenCalled();
  });

  it('closing with a typed card or billing field asks first; "Keep editing" keeps them', async () => {
    const { user, onClose, card } = await renderPayment();
    await user.type(card, '4242');
    await user.keyboard('{Escape}');
    expect(confirmDialog()).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Keep editing' }));
    expect(screen.getByRole('textbox', { name: 'Card number' })).toHaveValue('4242');
    await user.type(screen.getByRole('textbox', { name: 'Cardholder name' }), 'Dana Demo');
    await user.click(screen.getByRole('button', { name: 'Close dialog' }));
    expect(confirmDialog()).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Keep editing' }));
    expect(screen.getByRole('textbox', { name: 'Cardholder name' })).toHaveValue('Dana Demo');
    expect(onClose).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Close dialog' }));
    await user.click(screen.getByRole('button', { name: 'Discard' }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('closes the untouched payment step at once', async () => {
    const { user, onClose } = await renderPayment();
    await user.click(screen.getByRole('button', { name: 'Close dialog' }));
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(confirmDialog()).not.toBeInTheDocument();
  });
});
