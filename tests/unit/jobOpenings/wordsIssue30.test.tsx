/**
 * Issue #30 point 12 ("Words"), the job openings' part, in English and Spanish:
 * - the suggested candidates' secondary button beside "Continue to payment" says what it does
 *   ("Close without paying": the dialog closes, nothing is paid, the selection is kept), not
 *   "Done";
 * - an opening without chats shows no "Hired 0 of 0" on its card (its "View chats · no chats
 *   yet" speaks for it); one with chats still shows "Hired {hired} of {total}";
 * - the match percentage has one format per language, label first: the meter reads "Match"
 *   then "69%" ("Coincidencia", "69 %"), its value text is that same percentage, and no
 *   "69 % de coincidencia" is left anywhere.
 */
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router-dom';
import { ThemeProvider } from 'styled-components';
import type { JobOpening } from '../../../src/contract/types';
import { CheckoutDialog } from '../../../src/features/jobOpenings/CandidateCheckout';
import { JobOpeningCard } from '../../../src/features/jobOpenings/JobOpeningCard';
import { MatchBreakdown } from '../../../src/features/jobOpenings/MatchBreakdown';
import { formatMatchPercent } from '../../../src/features/jobOpenings/matchBreakdown';
import { I18nProvider } from '../../../src/i18n/I18nProvider';
import { messages, type Language } from '../../../src/i18n/messages';
import { lightTheme } from '../../../src/theme/themes';
import { DEMO, loggedInStore } from '../account/helpers';
import { HOUSTON, setupChatsServer, suggestedCandidate, warehouseOpening } from '../chats/helpers';
import { renderWithProviders } from '../components/renderWithProviders';

jest.setTimeout(30_000);

const mock = setupChatsServer();

const candidate = suggestedCandidate;

const OPENING: JobOpening = {
  uuid: '3f6a2d9e-8b1c-4e57-a0d2-6c9b7e1f4a35',
  name: 'Order Picker - Weekend Shift',
  skills: [{ id: 1, name: 'Forklift Operation' }],
  location: HOUSTON,
  desired_candidates: 5,
  first_question: 'Can you work weekends?',
  hired_count: 0,
  total: 0,
  chat_counts: { pending: 0, unlocked: 0, expired: 0, hired: 0, rejected: 0, unread: 0 },
  created_at: '2026-05-01T00:00:00Z',
  updated_at: '2026-05-01T00:00:00Z',
};

const LANGUAGES: Language[] = ['en', 'es'];

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});

describe('the suggested candidates step: the button beside "Continue to payment"', () => {
  async function renderDialog(language: Language, onClose: () => void) {
    const store = await loggedInStore(DEMO);
    render(
      <Provider store={store}>
        <I18nProvider language={language} timeZone="UTC">
          <ThemeProvider theme={lightTheme}>
            <MemoryRouter>
              <CheckoutDialog
                opening={warehouseOpening(mock.current)}
                candidates={[candidate(1, 94), candidate(2, 64)]}
                meta={{ desired_candidates: 2, count: 2, unit_amount: 400, currency: 'usd' }}
                onClose={onClose}
                onCheckedOut={() => undefined}
              />
            </MemoryRouter>
          </ThemeProvider>
        </I18nProvider>
      </Provider>,
    );
  }

  it.each([
    ['en', 'Close without paying', 'Continue to payment', 'Done'],
    ['es', 'Cerrar sin pagar', 'Continuar al pago', 'Listo'],
  ] as const)('in %s says %j, never %j', async (language, close, proceed, done) => {
    const user = userEvent.setup();
    const onClose = jest.fn();
    await renderDialog(language, onClose);
    const proceedButton = screen.getByRole('button', { name: proceed });
    const closeButton = screen.getByRole('button', { name: close });
    // Side by side in the step's bar, the secondary one first.
    expect(closeButton.parentElement).toBe(proceedButton.parentElement);
    expect(screen.queryByRole('button', { name: done })).toBeNull();
    await user.click(closeButton);
    expect(onClose).toHaveBeenCalledTimes(1);
  });
});

describe('"Hired {hired} of {total}" on an opening card', () => {
  const renderCard = (opening: JobOpening, language: Language) =>
    renderWithProviders(
      <MemoryRouter>
        <JobOpeningCard opening={opening} />
      </MemoryRouter>,
      language,
    );

  it.each([
    ['en', 'no chats yet', /Hired/],
    ['es', 'aún sin chats', /Contratados/],
  ] as const)(
    'in %s: an opening without chats shows no hired count, only %j',
    (language, noChats, hired) => {
      renderCard(OPENING, language);
      expect(screen.getByRole('link')).toHaveTextContent(noChats);
      expect(screen.queryByText(hired)).toBeNull();
      expect(screen.queryByText(/0 (of|de) 0/)).toBeNull();
    },
  );

  it.each([
    ['en', 'Hired 0 of 3'],
    ['es', 'Contratados 0 de 3'],
  ] as const)('in %s: an opening with chats shows %j', (language, text) => {
    renderCard(
      {
        ...OPENING,
        total: 3,
        chat_counts: { ...OPENING.chat_counts, pending: 2, unlocked: 1 },
      },
      language,
    );
    expect(screen.getByText(text)).toBeVisible();
  });
});

describe('the match percentage: one format per language, label first', () => {
  it.each([
    ['en', 'Match', '64%'],
    ['es', 'Coincidencia', '64%'],
  ] as const)('in %s the meter reads %j then %j, and says the same', (language, label, value) => {
    renderWithProviders(
      <MatchBreakdown candidate={candidate(3, 64)} opening={OPENING} variant="compact" />,
      language,
    );
    const meter = screen.getByRole('meter', { name: label });
    expect(meter).toHaveAttribute('aria-valuetext', value);
    const row = meter.parentElement as HTMLElement;
    expect(row.textContent).toBe(`${label}${value}`);
    expect(within(row).getByText(value)).toBeInTheDocument();
  });

  it('formats a match percentage as the interface locale writes percentages, whole', () => {
    const intl = (locale: string) => ({
      formatNumber: (value: number, options?: Intl.NumberFormatOptions) =>
        new Intl.NumberFormat(locale, options).format(value),
    });
    // The app's locales (src/i18n/languages.ts: en-US, es-US).
    expect(formatMatchPercent(intl('en-US'), 69.4)).toBe('69%');
    expect(formatMatchPercent(intl('es-US'), 69)).toBe('69%');
    // Another Spanish would space it, and every match percentage with it.
    expect(formatMatchPercent(intl('es-ES'), 69)).toBe('69\u00a0%');
  });

  it.each(LANGUAGES)(
    'in %s no message writes a match percentage by hand ("{score}%", "% de coincidencia")',
    (language) => {
      const texts = Object.entries(messages[language]);
      const byHand = texts.filter(([, text]) =>
        /\{\w+\}\s*%|%\s*(match|de coincidencia)/.test(text),
      );
      expect(byHand).toEqual([]);
    },
  );
});
