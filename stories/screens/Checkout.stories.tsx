import type { Meta, StoryContext, StoryObj } from '@storybook/react-vite';
import { delay, http, HttpResponse } from 'msw';
import { MemoryRouter, Route, Routes, useNavigate } from 'react-router-dom';
import { expect, userEvent, within } from 'storybook/test';
import { fixedNow } from '../../.storybook/fixedNow';
import { createDb, createHandlers } from '../../mocks';
import { DEMO_EMPLOYEE_UUID } from '../../mocks/seed';
import { useListJobOpeningsQuery } from '../../src/api/jobOpeningsApi';
import { AppRoutes } from '../../src/app/AppRoutes';
import { CheckoutFlow } from '../../src/features/jobOpenings/CheckoutFlow';
import { CARDS, fillCardFormAndPay } from '../support/cardForm';
import { textsOf } from '../support/signUpStage';
import { withEmployer } from '../support/withEmployer';
import { chooseOption, press, tabTo, typeInto } from '../support/keyboard';
import { ANY, money, msg, msgPattern } from '../support/storyText';

/**
 * Checkout of candidates (issue #3 point 1; SPEC §2, §4, §7, §8): the demo employer's newest
 * opening (its suggestions are non-empty in the demo data), candidates chosen, the card
 * payment with the demo payment provider (Stripe test mode behaviour, test cards of
 * src/features/billing/testCards.ts) against the simulated API. One story per state: idle,
 * incomplete card, processing, declined, each of the eight provider error kinds, 3-D Secure,
 * success (the opening's chats); dark and Spanish idle and declined; the selection step's
 * running total (issue #9 point 2). The demo employer has a card on file (Visa •••• 4242,
 * expires 08/28): the payment step preselects it (issue #19 point 3), so the card-form
 * stories first choose "Use another card"; one story shows the step without a card on file.
 */
function CheckoutOfNewestOpening() {
  const { data } = useListJobOpeningsQuery('');
  const navigate = useNavigate();
  const opening = data?.data[0];
  return opening ? (
    <CheckoutFlow
      opening={opening}
      onClose={() => undefined}
      onCheckedOut={(result) => navigate(`/job-openings/${result.job_opening.uuid}/chats`)}
    />
  ) : null;
}

/** The checkout at a story-only URL; every other path (the chats after paying) is the app's. */
function CheckoutScreen() {
  return (
    <MemoryRouter initialEntries={['/checkout']}>
      <Routes>
        <Route path="/checkout" element={<CheckoutOfNewestOpening />} />
        <Route path="*" element={<AppRoutes />} />
      </Routes>
    </MemoryRouter>
  );
}

const meta = {
  title: 'Screens/Checkout/Candidate checkout',
  component: CheckoutScreen,
  decorators: [withEmployer('ready')],
  parameters: {
    layout: 'fullscreen',
    router: { disable: true },
    visual: { height: { desktop: 1150 } },
  },
} satisfies Meta<typeof CheckoutScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

type PlayContext = Pick<StoryContext, 'canvasElement' | 'globals'>;

/**
 * Opens the payment step with the preselected candidates (issue #19 point 15); with
 * `anotherCard` (the default) it then chooses "Use another card" (issue #19 point 3) and
 * waits for the card form.
 */
async function openPayment(context: PlayContext, { anotherCard = true } = {}) {
  const t = textsOf(context);
  const body = within(context.canvasElement.ownerDocument.body);
  await body.findByRole('list', { name: t('candidates.list.label') }, { timeout: 10_000 });
  await press(body.getByRole('button', { name: t('candidates.continue') }));
  if (anotherCard) await chooseAnotherCard(body, t);
  return { body, t };
}

/**
 * With the keyboard, moves the card choice from the card on file (checked, reached with Tab)
 * to "Use another card" (ArrowDown, as in any radio group) and waits for the card form.
 */
async function chooseAnotherCard(body: ReturnType<typeof within>, t: ReturnType<typeof textsOf>) {
  const onFile = await body.findByRole('radio', { checked: true }, { timeout: 10_000 });
  await press(onFile, '{ArrowDown}');
  await expect(body.getByRole('radio', { name: t('billing.cardOnFile.another') })).toBeChecked();
  await body.findByRole('textbox', { name: t('billing.card.number') });
}

/** The card-on-file option of the demo employer's card, in the story's language. */
function cardOnFileOption(t: ReturnType<typeof textsOf>): string {
  return t('billing.cardOnFile.option', { brand: 'Visa', last4: '4242', expiry: '08/28' });
}

/** Fills the demo card form (state and city come from the company) and clicks pay. */
async function payWith(context: PlayContext, card: string) {
  const { body, t } = await openPayment(context);
  await fillCardFormAndPay(body, t, card);
  return { body, t };
}

/** A play function: pay with `card`, expect the translated `messageId`, values kept. */
function failsWith(card: string, messageId: string) {
  return async (context: PlayContext) => {
    const { body, t } = await payWith(context, card);
    await expect(await body.findByText(t(messageId), {}, { timeout: 10_000 })).toBeVisible();
    await expect(body.getByRole('textbox', { name: t('billing.card.number') })).not.toHaveValue('');
  };
}

/** The demo employer's plan (Growth): `communication_request_amount` = 400 cents. */
const PRICE_CENTS = 400;

/** "Total $12.00": the running total of `count` candidates at the plan's price, as shown. */
function totalText(count: number): string {
  return msg('billing.checkout.totalOf', { amount: money(count * PRICE_CENTS) });
}

/**
 * Issue #9 point 2: the selection step with the keyboard alone — select none (the total is
 * $0.00 and "Continue to payment" cannot be pressed), select all, then a minimum match of 65%
 * and "Select 65% or more": exactly the candidates whose meter reads at least 65 stay
 * selected, and the running total (in the polite live region) is their count × the plan's
 * price.
 */
export const RunningTotal: Story = {
  play: async (context) => {
    const t = textsOf(context);
    const body = within(context.canvasElement.ownerDocument.body);
    const list = await body.findByRole(
      'list',
      { name: t('candidates.list.label') },
      { timeout: 10_000 },
    );
    const boxes = within(list).getAllByRole<HTMLInputElement>('checkbox');
    const scores = within(list)
      .getAllByRole('meter')
      .map((meter) => Number(meter.getAttribute('aria-valuenow')));
    const live = () => {
      const region = body
        .getByText(msgPattern('billing.checkout.totalOf', { amount: ANY }, { anchored: true }))
        .closest('[aria-live="polite"]');
      if (!region) throw new Error('the running total is not in a polite live region');
      return region;
    };
    const checkedCount = () => boxes.filter((box) => box.checked).length;
    const next = () => body.getByRole('button', { name: t('candidates.continue') });

    await press(body.getByRole('button', { name: t('candidates.selectNone') }));
    await expect(checkedCount()).toBe(0);
    await expect(live()).toHaveTextContent(msg('candidates.selected', { count: 0 }));
    await expect(live()).toHaveTextContent(totalText(0));
    await expect(next()).toBeDisabled();

    // Back to "Select all" (just before "Select none"): Shift+Tab, so the list keeps its scroll.
    await tabTo(body.getByRole('button', { name: t('candidates.selectAll') }), { backwards: true });
    await userEvent.keyboard('{Enter}');
    await expect(checkedCount()).toBe(boxes.length);
    await expect(live()).toHaveTextContent(msg('candidates.selected', { count: boxes.length }));
    await expect(live()).toHaveTextContent(totalText(boxes.length));

    await chooseOption(
      body.getByRole('combobox', { name: t('candidates.threshold.label') }),
      '65%',
    );
    await press(
      body.getByRole('button', { name: t('candidates.selectAtLeast', { percent: '65%' }) }),
    );
    const strong = scores.filter((score) => score >= 65).length;
    await expect(strong).toBeGreaterThan(0);
    await expect(strong).toBeLessThan(boxes.length);
    await expect(checkedCount()).toBe(strong);
    boxes.forEach((box, index) => expect(box.checked).toBe(scores[index] >= 65));
    await expect(live()).toHaveTextContent(totalText(strong));
    await expect(next()).toBeEnabled();
  },
};

export const Idle: Story = {
  play: async (context) => {
    const { body, t } = await openPayment(context);
    await expect(body.getByRole('region', { name: t('billing.checkout.summary') })).toBeVisible();
    await expect(body.getByRole('textbox', { name: t('billing.card.number') })).toHaveValue('');
  },
};

export const IncompleteCard: Story = {
  play: async (context) => {
    const { body, t } = await openPayment(context);
    await typeInto(body.getByRole('textbox', { name: t('billing.card.number') }), '4242 4242');
    await typeInto(body.getByRole('textbox', { name: t('billing.card.expiry') }), '0420');
    await press(
      body.getByRole('button', { name: new RegExp(`^${t('billing.pay', { amount: '' })}`) }),
    );
    await expect(await body.findByText(t('billing.card.error.incompleteNumber'))).toBeVisible();
    await expect(body.getByText(t('billing.card.error.expiryPast'))).toBeVisible();
  },
};

export const Processing: Story = {
  parameters: { visual: { waitForNetwork: false } },
  beforeEach({ msw }) {
    msw.use(
      http.post('*/v1/employers/job-openings/:id/checkout', async () => {
        await delay('infinite');
        return HttpResponse.json({});
      }),
    );
  },
  play: async (context) => {
    const { body, t } = await payWith(context, CARDS.success);
    await expect(
      await body.findByText(t('billing.processing'), {}, { timeout: 10_000 }),
    ).toBeVisible();
    await expect(
      body.getByRole('button', { name: new RegExp(t('billing.paying')) }),
    ).toHaveAttribute('aria-disabled', 'true');
  },
};

export const Declined: Story = { play: failsWith(CARDS.declined, 'billing.error.card.declined') };

/** SPEC §8 kind 1 of 8: card_error (here insufficient funds, 4000 0000 0000 9995). */
export const CardError: Story = {
  play: failsWith(CARDS.insufficientFunds, 'billing.error.card.insufficientFunds'),
};
/** Kind 2 of 8: invalid_request_error (demo card 4000 0099 0000 0012). */
export const InvalidRequestError: Story = {
  play: failsWith(CARDS.invalidRequestError, 'billing.error.invalidRequest'),
};
/** Kind 3 of 8: api_error (demo card 4000 0099 0000 0020). */
export const ApiError: Story = { play: failsWith(CARDS.apiError, 'billing.error.api') };
/** Kind 4 of 8: authentication_error (demo card 4000 0099 0000 0038). */
export const AuthenticationError: Story = {
  play: failsWith(CARDS.authenticationError, 'billing.error.authentication'),
};
/** Kind 5 of 8: permission_error (demo card 4000 0099 0000 0046). */
export const PermissionError: Story = {
  play: failsWith(CARDS.permissionError, 'billing.error.permission'),
};
/** Kind 6 of 8: rate_limit_error (demo card 4000 0099 0000 0053). */
export const RateLimitError: Story = {
  play: failsWith(CARDS.rateLimitError, 'billing.error.rateLimit'),
};
/** Kind 7 of 8: api_connection_error (demo card 4000 0099 0000 0061). */
export const ApiConnectionError: Story = {
  play: failsWith(CARDS.apiConnectionError, 'billing.error.apiConnection'),
};
/** Kind 8 of 8: idempotency_error (demo card 4000 0099 0000 0079). */
export const IdempotencyError: Story = {
  play: failsWith(CARDS.idempotencyError, 'billing.error.idempotency'),
};

export const ThreeDSecure: Story = {
  name: '3-D Secure',
  play: async (context) => {
    const { body, t } = await payWith(context, CARDS.threeDSecure);
    const dialog = await body.findByRole(
      'dialog',
      { name: t('billing.threeDS.title') },
      { timeout: 10_000 },
    );
    await expect(
      within(dialog).getByRole('button', { name: t('billing.threeDS.complete') }),
    ).toBeVisible();
    await expect(body.getByText(t('billing.processing'))).toBeVisible();
  },
};

export const Success: Story = {
  play: async (context) => {
    const { body, t } = await payWith(context, CARDS.success);
    await expect(
      await body.findByText(t('billing.checkout.success'), {}, { timeout: 10_000 }),
    ).toBeVisible();
    await expect(body.queryByRole('textbox', { name: t('billing.card.number') })).toBeNull();
  },
};

export const IdleSpanish: Story = { ...Idle, globals: { locale: 'es' } };

/**
 * Issue #19 point 3: the payment step preselects the card on file — "Pay with Visa •••• 4242,
 * expires 08/28" — with "Use another card" as the other option; no card form until it is
 * chosen, and paying sends no `payment_method_id` (the default card is charged).
 */
export const CardOnFile: Story = {
  play: async (context) => {
    const { body, t } = await openPayment(context, { anotherCard: false });
    const onFile = await body.findByRole(
      'radio',
      { name: cardOnFileOption(t) },
      { timeout: 10_000 },
    );
    await expect(onFile).toBeChecked();
    await expect(
      body.getByRole('radio', { name: t('billing.cardOnFile.another') }),
    ).not.toBeChecked();
    await expect(body.queryByRole('textbox', { name: t('billing.card.number') })).toBeNull();
    await expect(
      body.getByRole('button', { name: new RegExp(`^${t('billing.pay', { amount: '' })}`) }),
    ).toBeEnabled();
  },
};

export const CardOnFileSpanish: Story = { ...CardOnFile, globals: { locale: 'es' } };

/** Issue #19 point 3: "Use another card" chosen — the card form and billing details show. */
export const UseAnotherCard: Story = {
  play: async (context) => {
    const { body, t } = await openPayment(context, { anotherCard: false });
    await chooseAnotherCard(body, t);
    await expect(body.getByRole('radio', { name: cardOnFileOption(t) })).not.toBeChecked();
    await expect(body.getByRole('textbox', { name: t('billing.card.number') })).toHaveValue('');
    await expect(
      body.getByRole('textbox', { name: t('billing.field.cardholderName') }),
    ).toBeVisible();
  },
};

/**
 * Issue #19 point 3: no card on file (the subscription's `payment_method` is null) — the
 * card form shows at once, with no choice of card.
 */
export const NoCardOnFile: Story = {
  beforeEach({ msw }) {
    const db = createDb({ now: fixedNow });
    const row = db.tables.subscriptions.find((s) => s.employee_uuid === DEMO_EMPLOYEE_UUID);
    if (!row) throw new Error('the seed has no demo subscription');
    row.payment_method = null;
    msw.use(...createHandlers(db, { delayMs: 0 }));
  },
  play: async (context) => {
    const { body, t } = await openPayment(context, { anotherCard: false });
    await expect(
      await body.findByRole('textbox', { name: t('billing.card.number') }, { timeout: 10_000 }),
    ).toHaveValue('');
    await expect(body.queryAllByRole('radio')).toHaveLength(0);
  },
};
export const DeclinedSpanish: Story = { ...Declined, globals: { locale: 'es' } };
