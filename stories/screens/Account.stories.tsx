import type { Meta, StoryContext, StoryObj } from '@storybook/react-vite';
import { delay, http, HttpResponse } from 'msw';
import { expect, waitFor, within } from 'storybook/test';
import { createDb, createHandlers, type Db } from '../../mocks';
import { DEMO_EMPLOYEE_UUID, NEW_ACCOUNT_EMAIL } from '../../mocks/seed';
import { fixedNow } from '../../.storybook/fixedNow';
import { AppScreen } from '../support/AppScreen';
import { withEmployer } from '../support/withEmployer';
import { CARDS, fillCardFormAndPay } from '../support/cardForm';
import { press, typeInto } from '../support/keyboard';
import { outage } from '../support/outage';
import { textsOf } from '../support/signUpStage';

/**
 * /account-details (SPEC §2 account screen, §4 where login lands) in the dashboard layout,
 * logged in against the simulated API: a complete account with an active plan, the panel
 * that names the next sign-up step (unverified email, company pending, no plan), the
 * security form (validation, wrong current password, success), the company edit (saved,
 * phone refused, fields refused by the server in English and Spanish), the plan (cancel
 * confirmation, cancelled, payment failed, ended, awaiting confirmation, loading, load error,
 * a refresh that fails over the loaded plan), paying the overdue month of a past-due plan (the
 * dialog, a declined card, paid; issue #30 point 11), dark, Spanish and a 375 px wide screen.
 */
const Screen = AppScreen;

const meta = {
  title: 'Screens/Account',
  component: Screen,
  args: { url: '/account-details' },
  decorators: [withEmployer('ready')],
  parameters: {
    layout: 'fullscreen',
    router: { disable: true },
    viewport: { width: 1280, height: 1400 },
  },
} satisfies Meta<typeof Screen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Handlers of the simulated API over a fresh demo database changed by `change`. */
function handlersOver(change: (db: Db) => void) {
  const db = createDb({ now: fixedNow });
  change(db);
  return createHandlers(db, { delayMs: 0 });
}

/** The demo employer's subscription row (active Growth plan in the seed). */
function demoSubscription(db: Db) {
  const row = db.tables.subscriptions.find((s) => s.employee_uuid === DEMO_EMPLOYEE_UUID);
  if (!row) throw new Error('the seed has no demo subscription');
  return row;
}

const T = { timeout: 5000 };

/** The screen, once the plan section has loaded. */
async function loaded(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  await canvas.findByRole('heading', { name: 'Current plan' }, T);
  await waitFor(() => expect(canvas.queryByText('Loading your plan…')).toBeNull(), T);
  return canvas;
}

function securityForm(canvasElement: HTMLElement) {
  return within(within(canvasElement).getByRole('form', { name: 'Change password' }));
}

export const AccountDetails: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await loaded(canvasElement);
    await expect(canvas.getByText('demo@hireline.test')).toBeVisible();
    await expect(canvas.getByText('Verified')).toBeVisible();
    await expect(canvas.queryByText('Finish setting up your account')).toBeNull();
    await expect(canvas.getByText('Growth plan')).toBeVisible();
    await expect(canvas.getByText('Active')).toBeVisible();
    await expect(canvas.getByText('$99.00 / month')).toBeVisible();
    await expect(canvas.getByText('Fee per candidate checked out')).toBeVisible();
    await expect(canvas.getByText('Fee per unlock')).toBeVisible();
    await expect(canvas.getByText('Next billing date')).toBeVisible();
    await expect(canvas.getByText(/Visa ending in 4242/)).toBeVisible();
    await expect(canvas.getByText('Lone Star Logistics LLC')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Cancel plan' })).toBeVisible();
    await expect(canvas.queryByText(/coming soon/i)).toBeNull();
  },
};

export const AccountDetailsUnverified: Story = {
  parameters: { employer: 'unverified' },
  play: async ({ canvasElement }) => {
    const canvas = await loaded(canvasElement);
    await expect(canvas.getByText('Not verified')).toBeVisible();
    await expect(canvas.getByText('Finish setting up your account')).toBeVisible();
    await expect(canvas.getByText('Next step: email verification')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Verify your email' })).toHaveAttribute(
      'href',
      '/sign-up/email-verification',
    );
    await expect(
      canvas.getByText('You can enter your company information once your email is verified.'),
    ).toBeVisible();
    await expect(canvas.queryByRole('form', { name: 'Company information' })).toBeNull();
    await expect(canvas.getByText('No plan yet')).toBeVisible();
    await expect(canvas.queryByRole('link', { name: 'Choose a plan' })).toBeNull();
  },
};

export const CompanyStepPending: Story = {
  parameters: { employer: 'unverified', viewport: { width: 1280, height: 1900 } },
  beforeEach({ msw }) {
    msw.use(
      ...handlersOver((db) => {
        const employee = db.tables.employees.find((e) => e.email === NEW_ACCOUNT_EMAIL);
        if (employee) employee.email_verified_at = '2026-05-15T10:00:00.000Z';
      }),
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = await loaded(canvasElement);
    await expect(canvas.getByText('Verified')).toBeVisible();
    await expect(canvas.getByText('Next step: company information')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Enter company information' })).toHaveAttribute(
      'href',
      '/sign-up/company-information',
    );
    await expect(canvas.getByRole('form', { name: 'Company information' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Save company information' })).toBeVisible();
  },
};

export const NoPlan: Story = {
  parameters: { employer: 'companyDone' },
  play: async ({ canvasElement }) => {
    const canvas = await loaded(canvasElement);
    await expect(canvas.getByText('company@hireline.test')).toBeVisible();
    await expect(canvas.getByText('Next step: plan')).toBeVisible();
    await expect(canvas.getByText('No plan yet')).toBeVisible();
    const links = canvas.getAllByRole('link', { name: /choose a plan/i });
    await expect(links).toHaveLength(2);
    for (const link of links) await expect(link).toHaveAttribute('href', '/sign-up/plans');
  },
};

export const ChangePasswordValidationErrors: Story = {
  play: async ({ canvasElement }) => {
    await loaded(canvasElement);
    const form = securityForm(canvasElement);
    await press(form.getByRole('button', { name: 'Change password' }));
    await expect(
      await form.findByText('The current password field is required.', {}, T),
    ).toBeVisible();
    await expect(form.getByText('The new password field is required.')).toBeVisible();
    await expect(form.getByText('The new password confirmation field is required.')).toBeVisible();
    await typeInto(form.getByLabelText(/^New password/), 'short');
    await typeInto(form.getByLabelText(/^Confirm new password/), 'shorter');
    await press(form.getByRole('button', { name: 'Change password' }));
    await expect(
      await form.findByText('The new password must be at least 8 characters.', {}, T),
    ).toBeVisible();
    await expect(form.getByText('The passwords do not match.')).toBeVisible();
    await expect(form.getByText('The current password field is required.')).toBeVisible();
  },
};

export const WrongCurrentPassword: Story = {
  play: async ({ canvasElement }) => {
    await loaded(canvasElement);
    const form = securityForm(canvasElement);
    await typeInto(form.getByLabelText(/^Current password/), 'NotMyPassword1!');
    await typeInto(form.getByLabelText(/^New password/), 'NewPassword456!');
    // Submitted from the keyboard (Enter in the last field).
    await typeInto(form.getByLabelText(/^Confirm new password/), 'NewPassword456!{Enter}');
    // The field's message (a <p>); the summary lists it too.
    await expect(
      await form.findByText('The password is incorrect.', { selector: 'p' }, T),
    ).toBeVisible();
    // The focus goes to the error summary (issue #30 point 2), so the shot is the same every run.
    const summary = canvasElement.querySelector('[data-form-error]');
    await waitFor(() => expect(summary).toHaveFocus());
    await expect(form.getByLabelText(/^Current password/)).toHaveAttribute('aria-invalid', 'true');
    // One summary in human words, not the server's "The given data was invalid." (issue #19
    // point 10), and no toast repeating it.
    await expect(form.getByRole('alert')).toHaveTextContent(
      /^Please correct the highlighted field/,
    );
    const page = within(canvasElement.ownerDocument.body);
    await expect(page.queryByText('The given data was invalid.')).toBeNull();
    await expect(page.getAllByText('The password is incorrect.')).toHaveLength(2);
  },
};

export const PasswordChanged: Story = {
  play: async ({ canvasElement }) => {
    await loaded(canvasElement);
    const form = securityForm(canvasElement);
    await typeInto(form.getByLabelText(/^Current password/), 'Password123!');
    await typeInto(form.getByLabelText(/^New password/), 'NewPassword456!');
    await typeInto(form.getByLabelText(/^Confirm new password/), 'NewPassword456!');
    await press(form.getByRole('button', { name: 'Change password' }));
    const page = within(canvasElement.ownerDocument.body);
    await expect(await page.findByText('Password changed', {}, T)).toBeVisible();
    await waitFor(
      () => expect(securityForm(canvasElement).getByLabelText(/^Current password/)).toHaveValue(''),
      T,
    );
    await expect(securityForm(canvasElement).getByLabelText(/^New password/)).toHaveValue('');
  },
};

/** Opens the company edit form and returns it. */
async function editCompany(canvasElement: HTMLElement) {
  const canvas = await loaded(canvasElement);
  await press(canvas.getByRole('button', { name: 'Edit company information' }));
  return within(await canvas.findByRole('form', { name: 'Company information' }, T));
}

export const CompanySaved: Story = {
  play: async ({ canvasElement }) => {
    const form = await editCompany(canvasElement);
    const name = form.getByLabelText(/^Company name/);
    await expect(name).toHaveValue('Lone Star Logistics LLC');
    await typeInto(name, 'Lone Star Freight LLC', { replace: true });
    await press(form.getByRole('button', { name: 'Save changes' }));
    const page = within(canvasElement.ownerDocument.body);
    await expect(await page.findByText('Company updated', {}, T)).toBeVisible();
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Lone Star Freight LLC', {}, T)).toBeVisible();
    await expect(canvas.queryByRole('form', { name: 'Company information' })).toBeNull();
    await expect(canvas.getByRole('button', { name: 'Edit company information' })).toHaveFocus();
  },
};

export const CompanyPhoneRefused: Story = {
  parameters: { viewport: { width: 1280, height: 1900 } },
  play: async ({ canvasElement }) => {
    const form = await editCompany(canvasElement);
    const phone = form.getByLabelText(/^Phone number/);
    await typeInto(phone, '713555018', { replace: true });
    await press(form.getByRole('button', { name: 'Save changes' }));
    await expect(
      await form.findByText('The phone number must have 10 digits.', {}, T),
    ).toBeVisible();
    await expect(phone).toHaveValue('713555018');
  },
};

/**
 * The server's 422 for the company's name and phone number (contract ValidationFailed), its
 * texts in the request's language, as the demo API would send them.
 */
const COMPANY_REFUSED = {
  en: {
    message: 'The given data was invalid.',
    name: 'The company name has already been taken.',
    phone: 'The phone number is not in service.',
    heading: /^Please correct the 2 highlighted fields/,
  },
  es: {
    message: 'Los datos proporcionados no son válidos.',
    name: 'El nombre de la empresa ya está en uso.',
    phone: 'El número de teléfono no está en servicio.',
    heading: /^Corrige los 2 campos marcados/,
  },
} as const;

/**
 * The company form after the server refused two of its fields (issue #19 point 10): each
 * message on its field, one summary above in the interface language ("Please correct the 2
 * highlighted fields"), never the contract's generic message, and no toast.
 */
const companyFieldsRefused = {
  parameters: { viewport: { width: 1280, height: 1900 } },
  beforeEach({ msw }) {
    msw.use(
      http.put('*/v1/employers/companies/:id', ({ request }) => {
        const texts =
          request.headers.get('Accept-Language') === 'es' ? COMPANY_REFUSED.es : COMPANY_REFUSED.en;
        return HttpResponse.json(
          {
            message: texts.message,
            errors: [texts.name, texts.phone],
            fields: { name: [texts.name], phone_number: [texts.phone] },
          },
          { status: 422 },
        );
      }),
    );
  },
  play: async (context: Pick<StoryContext, 'canvasElement' | 'globals'>) => {
    const { canvasElement } = context;
    const t = textsOf(context);
    const texts = context.globals.locale === 'es' ? COMPANY_REFUSED.es : COMPANY_REFUSED.en;
    const canvas = within(canvasElement);
    // The plan section settled first, as in `loaded`, in the story's language.
    await canvas.findByRole('heading', { name: t('account.plan.title') }, T);
    await waitFor(() => expect(canvas.queryByText(t('account.plan.loading'))).toBeNull(), T);
    await press(canvas.getByRole('button', { name: t('account.company.editLabel') }));
    const form = within(await canvas.findByRole('form', { name: t('company.form.label') }, T));
    await press(form.getByRole('button', { name: t('account.company.save') }));
    const summary = await form.findByRole('alert', {}, T);
    await expect(summary).toHaveTextContent(texts.heading);
    await expect(
      form.getByLabelText(new RegExp(`^${t('company.field.name')}`)),
    ).toHaveAccessibleDescription(texts.name);
    await expect(
      form.getByLabelText(new RegExp(`^${t('company.field.phoneNumber')}`)),
    ).toHaveAccessibleDescription(expect.stringContaining(texts.phone));
    const page = within(canvasElement.ownerDocument.body);
    // Each message twice (its field, the summary); nothing else says it (no toast).
    await expect(page.getAllByText(texts.name)).toHaveLength(2);
    await expect(page.queryByText(texts.message)).toBeNull();
    await expect(page.queryByText(t('common.error.invalidData'))).toBeNull();
    // The submit button lost focus while it was busy, at a moment that varies: settle focus.
    (canvasElement.ownerDocument.activeElement as HTMLElement | null)?.blur();
  },
} satisfies Partial<Story>;

export const CompanyFieldsRefused: Story = { ...companyFieldsRefused };

export const CompanyFieldsRefusedSpanish: Story = {
  ...companyFieldsRefused,
  globals: { locale: 'es' },
};

export const CancelPlanDialog: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await loaded(canvasElement);
    await press(canvas.getByRole('button', { name: 'Cancel plan' }));
    const dialog = within(await within(canvasElement.ownerDocument.body).findByRole('dialog'));
    await expect(dialog.getByText('Cancel your plan?')).toBeVisible();
    await expect(
      dialog.getByText(/Your Growth plan stays active until \w+ \d{1,2}, \d{4}\./),
    ).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Keep plan' })).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Cancel plan' })).toBeVisible();
  },
};

export const CancelledPlan: Story = {
  beforeEach({ msw }) {
    msw.use(
      ...handlersOver((db) => {
        const row = demoSubscription(db);
        row.cancel_at_period_end = true;
        row.canceled_at = '2026-05-14T09:30:00.000Z';
        row.ends_at = row.current_period_end;
      }),
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = await loaded(canvasElement);
    await expect(canvas.getByText(/^Cancelled — active until \w+ \d{1,2}, \d{4}$/)).toBeVisible();
    await expect(canvas.getByText('Cancelled')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Cancel plan' })).toBeNull();
    await expect(canvas.queryByText('Next billing date')).toBeNull();
  },
};

export const PaymentFailed: Story = {
  parameters: { employer: 'pastDue' },
  play: async ({ canvasElement }) => {
    const canvas = await loaded(canvasElement);
    const banner = canvas.getByRole('alert');
    await expect(banner).toHaveTextContent('Your monthly payment failed');
    await expect(banner).toHaveTextContent(/\$\d+\.\d{2}/);
    // Paid here, in the account area (issue #30 point 11), not a link into the sign-up wizard.
    await expect(within(banner).getByRole('button', { name: 'Update card and pay' })).toBeVisible();
    await expect(within(banner).queryByRole('link')).toBeNull();
    await expect(canvas.getByText('Payment failed')).toBeVisible();
    await expect(canvas.queryByText('Next billing date')).toBeNull();
    await expect(canvas.getByRole('button', { name: 'Cancel plan' })).toBeVisible();
  },
};

/** The month of `pastdue@`'s failed charge in the stories (its billing day, May 10, 2026). */
const OVERDUE_MONTH = 'May 2026';

/**
 * Opens "Pay the overdue month" with the keyboard from the past_due banner's "Update card and
 * pay" and waits for its card form; returns the dialog.
 */
async function openOverduePayment(canvasElement: HTMLElement) {
  const canvas = await loaded(canvasElement);
  await press(
    within(canvas.getByRole('alert')).getByRole('button', { name: 'Update card and pay' }),
  );
  const body = within(canvasElement.ownerDocument.body);
  const dialog = within(await body.findByRole('dialog', { name: 'Pay the overdue month' }, T));
  await dialog.findByRole('textbox', { name: 'Card number' }, { timeout: 10_000 });
  return dialog;
}

/**
 * Issue #30 point 11: the past_due banner's action opens "Pay the overdue month" in the account
 * area — the plan, the month whose fee failed and the amount, the card that failed named, and
 * the card form (the contract's `createSubscription` needs a card entered) — over the account
 * page, its navigation still there.
 */
export const PayOverdueMonth: Story = {
  parameters: { employer: 'pastDue' },
  play: async ({ canvasElement }) => {
    const dialog = await openOverduePayment(canvasElement);
    const summary = within(dialog.getByRole('region', { name: 'What you are paying' }));
    await expect(
      summary.getByText(
        `The fee for ${OVERDUE_MONTH} couldn't be charged to your Visa ending in 0341.`,
      ),
    ).toBeVisible();
    await expect(summary.getByText('Starter plan')).toBeVisible();
    await expect(summary.getByText(OVERDUE_MONTH)).toBeVisible();
    await expect(summary.getByText('$49.00')).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Pay $49.00' })).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Not now' })).toBeVisible();
    const page = within(canvasElement);
    await expect(
      page.getByRole('heading', { name: 'Account Details', level: 1 }),
    ).toBeInTheDocument();
    await expect(page.queryByRole('list', { name: 'Sign-up steps' })).toBeNull();
  },
};

/** A declined card in "Pay the overdue month": the failure in the dialog, focused; still past due. */
export const PayOverdueMonthDeclined: Story = {
  parameters: { employer: 'pastDue' },
  play: async (context) => {
    const dialog = await openOverduePayment(context.canvasElement);
    await fillCardFormAndPay(dialog, textsOf(context), CARDS.declined);
    await expect(
      await dialog.findByText("Your payment didn't go through", {}, { timeout: 10_000 }),
    ).toBeVisible();
    await expect(dialog.getByText(/^Your card was declined/)).toBeVisible();
    await expect(within(context.canvasElement).getByText('Payment failed')).toBeInTheDocument();
  },
};

/**
 * The overdue month paid (issue #30 point 11): the dialog closes, the toast says "Payment
 * received — your plan is active again" (no welcome, no redirect), the plan shows active and
 * the billing history's newest charge is named as the overdue month.
 */
export const OverdueMonthPaid: Story = {
  parameters: { employer: 'pastDue' },
  play: async (context) => {
    const { canvasElement } = context;
    const dialog = await openOverduePayment(canvasElement);
    await fillCardFormAndPay(dialog, textsOf(context), CARDS.success);
    const page = within(canvasElement.ownerDocument.body);
    await expect(
      await page.findByText(
        'Payment received — your plan is active again',
        {},
        { timeout: 10_000 },
      ),
    ).toBeVisible();
    await waitFor(() => expect(page.queryByRole('dialog')).toBeNull(), T);
    await expect(page.queryByText(/Welcome to Hireline/)).toBeNull();
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Account Details', level: 1 })).toBeVisible();
    await expect(await canvas.findByText('Active', {}, T)).toBeVisible();
    await expect(canvas.queryByText('Your monthly payment failed')).toBeNull();
    await waitFor(
      () =>
        expect(canvasElement.querySelector('td[data-cell="description"]')).toHaveTextContent(
          `Hireline Starter plan, overdue fee for ${OVERDUE_MONTH}`,
        ),
      { timeout: 10_000 },
    );
  },
};

export const PlanEnded: Story = {
  beforeEach({ msw }) {
    msw.use(
      ...handlersOver((db) => {
        const row = demoSubscription(db);
        row.status = 'canceled';
        row.cancel_at_period_end = true;
        row.canceled_at = '2026-04-02T09:30:00.000Z';
        row.current_period_end = '2026-05-01T17:41:00.000Z';
        row.ends_at = row.current_period_end;
      }),
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = await loaded(canvasElement);
    await expect(canvas.getByText('Your plan has ended')).toBeVisible();
    await expect(canvas.getByText('Ended')).toBeVisible();
    await expect(canvas.getByText('May 1, 2026')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Choose a plan' })).toHaveAttribute(
      'href',
      '/sign-up/plans',
    );
  },
};

export const PaymentAwaitingConfirmation: Story = {
  beforeEach({ msw }) {
    msw.use(
      ...handlersOver((db) => {
        const row = demoSubscription(db);
        row.status = 'incomplete';
        row.payment_method = null;
      }),
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = await loaded(canvasElement);
    await expect(canvas.getByText('Your payment awaits confirmation')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Confirm payment' })).toHaveAttribute(
      'href',
      '/sign-up/checkout?plan=2',
    );
    await expect(canvas.getByText('No card on file')).toBeVisible();
  },
};

export const PlanLoading: Story = {
  parameters: { visual: { waitForNetwork: false } },
  beforeEach({ msw }) {
    msw.use(
      http.get('*/v1/employers/current-subscription', async () => {
        await delay('infinite');
        return HttpResponse.json({});
      }),
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Loading your plan…', {}, T)).toBeInTheDocument();
    await expect(canvas.getByText('demo@hireline.test')).toBeVisible();
  },
};

export const PlanLoadError: Story = {
  beforeEach({ msw }) {
    msw.use(
      http.get('*/v1/employers/current-subscription', () =>
        HttpResponse.json({ message: 'Server Error', errors: [] }, { status: 500 }),
      ),
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText("We couldn't load your plan", {}, T)).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeVisible();
    await expect(canvas.queryByText('Finish setting up your account')).toBeNull();
  },
};

const planOutage = outage('*/v1/employers/current-subscription');

/**
 * The plan loaded, then its refresh failed (issue #18 point 5: coming back online while the
 * API answers 500): the plan stays, under a quiet "Couldn't refresh. Retrying…" note with
 * "Retry now", instead of the load error.
 */
export const PlanStale: Story = {
  beforeEach({ msw }) {
    msw.use(planOutage.handler());
  },
  play: async ({ canvasElement }) => {
    const canvas = await loaded(canvasElement);
    await expect(canvas.getByText('Growth plan')).toBeVisible();
    planOutage.refreshFails(canvasElement);
    const plan = within(canvas.getByRole('region', { name: 'Current plan' }));
    await expect(await plan.findByText("Couldn't refresh. Retrying…", {}, T)).toBeVisible();
    await expect(plan.getByRole('button', { name: 'Retry now' })).toBeVisible();
    await expect(plan.getByText('Growth plan')).toBeVisible();
    await expect(plan.getByRole('button', { name: 'Cancel plan' })).toBeVisible();
    await expect(canvas.queryByText("We couldn't load your plan")).toBeNull();
  },
};

export const AccountDetailsDark: Story = {
  ...AccountDetails,
  globals: { theme: 'dark' },
};

export const AccountDetailsSpanish: Story = {
  globals: { locale: 'es' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Plan Growth', {}, T)).toBeVisible();
    await expect(canvas.getByText('Información general')).toBeVisible();
    await expect(canvas.getByText('$99.00 al mes')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Cancelar plan' })).toBeVisible();
  },
};

export const NarrowScreen: Story = {
  parameters: { employer: 'unverified', viewport: { width: 375, height: 2000 } },
  play: async ({ canvasElement }) => {
    const canvas = await loaded(canvasElement);
    await expect(canvas.getByRole('link', { name: 'Verify your email' })).toBeVisible();
    const doc = canvasElement.ownerDocument.documentElement;
    await expect(doc.scrollWidth).toBeLessThanOrEqual(doc.clientWidth);
  },
};
