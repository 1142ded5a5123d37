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
    viewport: { width: 1280, height: 1000 },
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
  const table = await canvas.findByRole('table', { name: 'Charges, newest first' }, T);
  await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(count + 1), T);
  return within(table).getAllByRole('row').slice(1);
}

export const Full: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const rows = await chargeRows(canvasElement, 10);
    await expect(canvas.getByText('15 charges')).toBeVisible();
    const first = within(rows[0]);
    await expect(first.getByText('May 14, 2026')).toBeVisible();
    await expect(first.getByText('Unlock')).toBeVisible();
    await expect(
      first.getByText('Contact details of Ramiro Wyman for CDL Class A Truck Driver'),
    ).toBeVisible();
    await expect(first.getByText('$12.00')).toBeVisible();
    await expect(
      await first.findByRole('link', { name: 'CDL Class A Truck Driver' }, T),
    ).toBeVisible();
    await expect(canvas.getByRole('navigation', { name: 'Billing history pages' })).toBeVisible();
  },
};

export const SecondPage: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await chargeRows(canvasElement, 10);
    await press(canvas.getByRole('button', { name: 'Page 2' }));
    const rows = await chargeRows(canvasElement, 5);
    await expect(within(rows[4]).getByText('Hireline Growth plan, first month')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Page 2' })).toHaveAttribute(
      'aria-current',
      'page',
    );
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
    await expect(await canvas.findByText('No charges yet', {}, T)).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Clear filters' })).toBeNull();
  },
};

export const FilteredByKind: Story = {
  parameters: {
    router: { initialEntries: ['/account-details?kind=unlock&page=1'], path: '/account-details' },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const rows = await chargeRows(canvasElement, 5);
    for (const row of rows) await expect(within(row).getByText('Unlock')).toBeVisible();
    await expect(canvas.getByText('5 charges')).toBeVisible();
    await expect(canvas.getByText('Unlocks')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Clear filters' })).toBeVisible();
  },
};

export const ChooseKindWithKeyboard: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await chargeRows(canvasElement, 10);
    await chooseOption(canvas.getByRole('combobox', { name: 'Kind of charge' }), 'Checkouts');
    const rows = await chargeRows(canvasElement, 3);
    for (const row of rows) await expect(within(row).getByText('Checkout')).toBeVisible();
    await expect(canvas.getByText('3 charges')).toBeVisible();
  },
};

export const ChoosePeriodWithKeyboard: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await chargeRows(canvasElement, 10);
    await press(canvas.getByRole('button', { name: /^Charged between/ }));
    const dialog = canvas.getByRole('dialog', { name: 'Choose a date range' });
    await chooseDay(dialog, '2026-05-01');
    await chooseDay(dialog, '2026-05-10');
    await press(within(dialog).getByRole('button', { name: 'Done' }));
    await chargeRows(canvasElement, 4);
    await expect(canvas.getByText('4 charges')).toBeVisible();
    await expect(canvas.getByRole('button', { name: /^Charged between/ })).toHaveAccessibleName(
      'Charged between May 1, 2026 – May 10, 2026',
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
    await expect(await canvas.findByText('No charges match these filters', {}, T)).toBeVisible();
    await expect(canvas.getAllByRole('button', { name: 'Clear filters' })).toHaveLength(2);
  },
};

export const ClearFiltersWithKeyboard: Story = {
  parameters: NoMatch.parameters,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByText('No charges match these filters', {}, T);
    const [, inEmptyState] = canvas.getAllByRole('button', { name: 'Clear filters' });
    await press(inEmptyState);
    await chargeRows(canvasElement, 10);
    await expect(canvas.getByText('15 charges')).toBeVisible();
    await expect(canvas.getByText('All charges')).toBeVisible();
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
    await expect(await canvas.findByText('Loading your charges…', {}, T)).toBeInTheDocument();
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
    await expect(await canvas.findByText("We couldn't load your charges", {}, T)).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeVisible();
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
    await expect(await canvas.findByText("Couldn't refresh. Retrying…", {}, T)).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Retry now' })).toBeVisible();
    await chargeRows(canvasElement, 10);
    await expect(canvas.getByText('15 charges')).toBeVisible();
    await expect(canvas.queryByText("We couldn't load your charges")).toBeNull();
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
