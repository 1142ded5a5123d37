import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http, HttpResponse } from 'msw';
import { expect, waitFor, within } from 'storybook/test';
import { AppScreen } from '../support/AppScreen';
import { outage } from '../support/outage';
import { withEmployer } from '../support/withEmployer';
import { msg } from '../support/storyText';

/**
 * /account-details with the spending of the current billing period beside the current plan and
 * the billing history below (issue #9 point 4 "Spend"), for the demo employer against the
 * simulated API; the spend meter loading, failing with "Try again" while the history loads, and
 * kept under a "couldn't refresh" note when a refresh fails.
 */
const Screen = AppScreen;

const meta = {
  title: 'Screens/Account/Spend',
  component: Screen,
  args: { url: '/account-details' },
  decorators: [withEmployer('ready')],
  parameters: {
    layout: 'fullscreen',
    router: { disable: true },
    visual: { height: { desktop: 2600 } },
  },
} satisfies Meta<typeof Screen>;

export default meta;
type Story = StoryObj<typeof meta>;

const T = { timeout: 5000 };

/** The all-pages reads of the spend meter (`per_page=100`); the history asks for 10. */
const isSpendRead = (request: Request) =>
  new URL(request.url).searchParams.get('per_page') === '100';

export const AccountWithSpendAndHistory: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const spend = within(
      await canvas.findByRole('region', { name: msg('account.spend.title') }, T),
    );
    await expect(await spend.findByText('$179.00', {}, T)).toBeVisible();
    await expect(spend.getByRole('meter', { name: msg('billing.kinds.unlock') })).toHaveAttribute(
      'aria-valuetext',
      msg('account.spend.share', { amount: '$48.00', share: 48 / 179, total: '$179.00' }),
    );
    const history = within(canvas.getByRole('region', { name: msg('account.history.title') }));
    await expect(
      await history.findByText(msg('account.history.summary', { total: 15 }), {}, T),
    ).toBeVisible();
    await waitFor(
      () =>
        expect(history.getAllByRole('link', { name: 'CDL Class A Truck Driver' })).toHaveLength(2),
      T,
    );
  },
};

export const SpendLoading: Story = {
  parameters: { visual: { waitForNetwork: false } },
  beforeEach({ msw }) {
    msw.use(
      http.get('*/v1/employers/payments', async ({ request }) => {
        if (!isSpendRead(request)) return undefined;
        await delay('infinite');
        return HttpResponse.json({});
      }),
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(msg('account.spend.loading'), {}, T)).toBeInTheDocument();
    await expect(
      await canvas.findByText(msg('account.history.summary', { total: 15 }), {}, T),
    ).toBeVisible();
  },
};

export const SpendLoadError: Story = {
  beforeEach({ msw }) {
    msw.use(
      http.get('*/v1/employers/payments', ({ request }) =>
        isSpendRead(request)
          ? HttpResponse.json({ message: 'Server Error', errors: [] }, { status: 500 })
          : undefined,
      ),
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const spend = within(
      await canvas.findByRole('region', { name: msg('account.spend.title') }, T),
    );
    await expect(await spend.findByText(msg('account.spend.loadError'), {}, T)).toBeVisible();
    await expect(spend.getByRole('button', { name: msg('app.unreachable.retry') })).toBeVisible();
    await expect(
      await canvas.findByText(msg('account.history.summary', { total: 15 }), {}, T),
    ).toBeVisible();
  },
};

const spendOutage = outage('*/v1/employers/payments', isSpendRead);

/**
 * The spend meter loaded, then its refresh failed (issue #18 point 5: coming back online while
 * the API answers 500 to the meter's reads): the meter stays, under a quiet "Couldn't refresh.
 * Retrying…" note with "Retry now"; the history, refreshed, has no note.
 */
export const SpendStale: Story = {
  beforeEach({ msw }) {
    msw.use(spendOutage.handler());
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const spend = within(
      await canvas.findByRole('region', { name: msg('account.spend.title') }, T),
    );
    await expect(await spend.findByText('$179.00', {}, T)).toBeVisible();
    const history = within(canvas.getByRole('region', { name: msg('account.history.title') }));
    await expect(
      await history.findByText(msg('account.history.summary', { total: 15 }), {}, T),
    ).toBeVisible();
    await waitFor(
      () =>
        expect(history.getAllByRole('link', { name: 'CDL Class A Truck Driver' })).toHaveLength(2),
      T,
    );
    spendOutage.refreshFails(canvasElement);
    await expect(await spend.findByText(msg('common.stale.note'), {}, T)).toBeVisible();
    await expect(spend.getByRole('button', { name: msg('common.stale.retryNow') })).toBeVisible();
    await expect(spend.getByText('$179.00')).toBeVisible();
    await expect(spend.queryByText(msg('account.spend.loadError'))).toBeNull();
    await expect(history.queryByText(msg('common.stale.note'))).toBeNull();
  },
};
