import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http, HttpResponse } from 'msw';
import styled from 'styled-components';
import { expect, waitFor, within } from 'storybook/test';
import { createDb, createHandlers, type Db } from '../../mocks';
import { DEMO_EMPLOYEE_UUID } from '../../mocks/seed';
import { fixedNow } from '../../.storybook/fixedNow';
import { BillingHistory } from '../../src/features/account/BillingHistory';
import { chooseDay, chooseOption, press } from '../support/keyboard';
import { outage } from '../support/outage';
import { withEmployer } from '../support/withEmployer';
import { longDate, msg, msgPattern, serverText } from '../support/storyText';

const StyledPage = styled.div`
  max-width: 880px;
  padding: ${({ theme }) => theme.space.xl}px;
`;

/**
 * The billing history of /account-details (issue #9 point 4 "Spend"; contract `listPayments`)
 * for the demo employer against the simulated API: the seeded charges newest first, ten a
 * page, with the second page; the kind and period filters read from the URL and chosen with
 * the keyboard; no charges yet; no charge matching the filters; loading, load error, and a
 * refresh that fails over the loaded charges (stale).
 */
const meta = {
  title: 'Screens/Account/Billing history',
  component: BillingHistory,
  decorators: [withEmployer('ready')],
  args: { lookUpOpenings: true },
  render: (args) => (
    <StyledPage>
      <BillingHistory {...args} />
    </StyledPage>
  ),
  parameters: {
    layout: 'fullscreen',
    router: { initialEntries: ['/account-details'], path: '/account-details' },
    visual: { height: { desktop: 1000 } },
  },
} satisfies Meta<typeof BillingHistory>;

export default meta;
type Story = StoryObj<typeof meta>;

const T = { timeout: 5000 };

/** Handlers of the simulated API over a fresh demo database changed by `change`. */
function handlersOver(change: (db: Db) => void) {
  const db = createDb({ now: fixedNow });
  change(db);
  return createHandlers(db, { delayMs: 0 });
}

/** The rows of the charges table, once loaded (header row left out). */
async function chargeRows(canvasElement: HTMLElement, count: number) {
  const canvas = within(canvasElement);
  const table = await canvas.findByRole('table', { name: msg('account.history.caption') }, T);
  await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(count + 1), T);
  return within(table).getAllByRole('row').slice(1);
}

export const Full: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const rows = await chargeRows(canvasElement, 10);
    await expect(canvas.getByText(msg('account.history.summary', { total: 15 }))).toBeVisible();
    const first = within(rows[0]);
    await expect(first.getByText(longDate('2026-05-14', 'medium'))).toBeVisible();
    await expect(first.getByText(msg('billing.kind.unlock'))).toBeVisible();
    await expect(
      first.getByText(
        serverText('chargeUnlock', { name: 'Ramiro Wyman', opening: 'CDL Class A Truck Driver' }),
      ),
    ).toBeVisible();
    await expect(first.getByText('$12.00')).toBeVisible();
    await expect(
      await first.findByRole('link', { name: 'CDL Class A Truck Driver' }, T),
    ).toBeVisible();
    await expect(
      canvas.getByRole('navigation', { name: msg('account.history.pagination') }),
    ).toBeVisible();
  },
};

export const SecondPage: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await chargeRows(canvasElement, 10);
    await press(
      canvas.getByRole('button', { name: msg('components.pagination.page', { page: 2 }) }),
    );
    const rows = await chargeRows(canvasElement, 5);
    await expect(
      within(rows[4]).getByText(serverText('chargeSubscriptionFirst', { plan: 'Growth' })),
    ).toBeVisible();
    await expect(
      canvas.getByRole('button', { name: msg('components.pagination.page', { page: 2 }) }),
    ).toHaveAttribute('aria-current', 'page');
  },
};

export const Empty: Story = {
  beforeEach({ msw }) {
    msw.use(
      ...handlersOver((db) => {
        db.tables.payments = db.tables.payments.filter(
          (p) => p.employee_uuid !== DEMO_EMPLOYEE_UUID,
        );
      }),
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(msg('account.history.empty.title'), {}, T)).toBeVisible();
    await expect(
      canvas.queryByRole('button', { name: msg('account.history.clearFilters') }),
    ).toBeNull();
  },
};

export const FilteredByKind: Story = {
  parameters: {
    router: { initialEntries: ['/account-details?kind=unlock&page=1'], path: '/account-details' },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const rows = await chargeRows(canvasElement, 5);
    for (const row of rows)
      await expect(within(row).getByText(msg('billing.kind.unlock'))).toBeVisible();
    await expect(canvas.getByText(msg('account.history.summary', { total: 5 }))).toBeVisible();
    await expect(canvas.getByText(msg('billing.kinds.unlock'))).toBeVisible();
    await expect(
      canvas.getByRole('button', { name: msg('account.history.clearFilters') }),
    ).toBeVisible();
  },
};

export const ChooseKindWithKeyboard: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await chargeRows(canvasElement, 10);
    await chooseOption(
      canvas.getByRole('combobox', { name: msg('account.history.kind') }),
      msg('billing.kinds.checkout'),
    );
    const rows = await chargeRows(canvasElement, 3);
    for (const row of rows)
      await expect(within(row).getByText(msg('billing.kind.checkout'))).toBeVisible();
    await expect(canvas.getByText(msg('account.history.summary', { total: 3 }))).toBeVisible();
  },
};

export const ChoosePeriodWithKeyboard: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await chargeRows(canvasElement, 10);
    await press(
      canvas.getByRole('button', {
        name: msgPattern('account.history.period', {}, { anchored: true }),
      }),
    );
    const dialog = canvas.getByRole('dialog', { name: msg('components.dateRange.calendar') });
    await chooseDay(dialog, '2026-05-01');
    await chooseDay(dialog, '2026-05-10');
    await press(within(dialog).getByRole('button', { name: msg('components.dateRange.done') }));
    await chargeRows(canvasElement, 4);
    await expect(canvas.getByText(msg('account.history.summary', { total: 4 }))).toBeVisible();
    await expect(
      canvas.getByRole('button', {
        name: msgPattern('account.history.period', {}, { anchored: true }),
      }),
    ).toHaveAccessibleName(
      `${msg('account.history.period')} ${msg('components.dateRange.range', {
        from: longDate('2026-05-01', 'medium'),
        to: longDate('2026-05-10', 'medium'),
      })}`,
    );
  },
};

export const NoMatch: Story = {
  parameters: {
    router: {
      initialEntries: [
        '/account-details?kind=subscription&between_dates=2026-05-01,2026-05-10,created_at&page=1',
      ],
      path: '/account-details',
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByText(msg('account.history.noResults.title'), {}, T),
    ).toBeVisible();
    await expect(
      canvas.getAllByRole('button', { name: msg('account.history.clearFilters') }),
    ).toHaveLength(2);
  },
};

export const ClearFiltersWithKeyboard: Story = {
  parameters: NoMatch.parameters,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByText(msg('account.history.noResults.title'), {}, T);
    const [, inEmptyState] = canvas.getAllByRole('button', {
      name: msg('account.history.clearFilters'),
    });
    await press(inEmptyState);
    await chargeRows(canvasElement, 10);
    await expect(canvas.getByText(msg('account.history.summary', { total: 15 }))).toBeVisible();
    await expect(canvas.getByText(msg('account.history.kind.all'))).toBeVisible();
  },
};

export const Loading: Story = {
  parameters: { visual: { waitForNetwork: false } },
  beforeEach({ msw }) {
    msw.use(
      http.get('*/v1/employers/payments', async () => {
        await delay('infinite');
        return HttpResponse.json({});
      }),
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByText(msg('account.history.loading'), {}, T),
    ).toBeInTheDocument();
  },
};

export const LoadError: Story = {
  beforeEach({ msw }) {
    msw.use(
      http.get('*/v1/employers/payments', () =>
        HttpResponse.json({ message: 'Server Error', errors: [] }, { status: 500 }),
      ),
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(msg('account.history.loadError'), {}, T)).toBeVisible();
    await expect(canvas.getByRole('button', { name: msg('app.unreachable.retry') })).toBeVisible();
  },
};

const paymentsOutage = outage('*/v1/employers/payments');

/**
 * The charges loaded, then their refresh failed (issue #18 point 5: coming back online while
 * the API answers 500): the table stays, under a quiet "Couldn't refresh. Retrying…" note with
 * "Retry now", instead of the load error.
 */
export const Stale: Story = {
  beforeEach({ msw }) {
    msw.use(paymentsOutage.handler());
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const rows = await chargeRows(canvasElement, 10);
    await within(rows[0]).findByRole('link', { name: 'CDL Class A Truck Driver' }, T);
    paymentsOutage.refreshFails(canvasElement);
    await expect(await canvas.findByText(msg('common.stale.note'), {}, T)).toBeVisible();
    await expect(canvas.getByRole('button', { name: msg('common.stale.retryNow') })).toBeVisible();
    await chargeRows(canvasElement, 10);
    await expect(canvas.getByText(msg('account.history.summary', { total: 15 }))).toBeVisible();
    await expect(canvas.queryByText(msg('account.history.loadError'))).toBeNull();
  },
};

/**
 * The charges read in Spanish (issue #19 point 8; contract `Payment.description`): the API
 * writes each description out in the request's language, names as typed.
 */
export const InSpanish: Story = {
  globals: { locale: 'es' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = await canvas.findByRole(
      'table',
      { name: 'Cargos, del más reciente al más antiguo' },
      T,
    );
    const first = await waitFor(() => {
      const rows = within(table).getAllByRole('row').slice(1);
      expect(rows).toHaveLength(10);
      return within(rows[0]);
    }, T);
    await expect(
      first.getByText('Datos de contacto de Ramiro Wyman para CDL Class A Truck Driver'),
    ).toBeVisible();
    await expect(
      canvas.getByText('Contacto con 2 candidatos para CDL Class A Truck Driver'),
    ).toBeVisible();
  },
};
