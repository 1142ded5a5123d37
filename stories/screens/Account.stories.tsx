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
import { ANY, longDate, monthYear, msg, msgPattern, serverText } from '../support/storyText';

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
    visual: { height: { desktop: 1400 } },
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
  await canvas.findByRole('heading', { name: msg('account.plan.title') }, T);
  await waitFor(() => expect(canvas.queryByText(msg('account.plan.loading'))).toBeNull(), T);
  return canvas;
}

function securityForm(canvasElement: HTMLElement) {
  return within(within(canvasElement).getByRole('form', { name: msg('account.security.form') }));
}

export const AccountDetails: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await loaded(canvasElement);
    await expect(canvas.getByText('demo@hireline.test')).toBeVisible();
    await expect(canvas.getByText(msg('account.emailVerified'))).toBeVisible();
    await expect(canvas.queryByText(msg('account.setup.title'))).toBeNull();
    await expect(canvas.getByText(msg('account.plan.name', { plan: 'Growth' }))).toBeVisible();
    await expect(canvas.getByText(msg('account.plan.status.active'))).toBeVisible();
    await expect(
      canvas.getByText(msg('account.plan.perMonth', { amount: '$99.00' })),
    ).toBeVisible();
    await expect(canvas.getByText(msg('account.plan.communicationFee'))).toBeVisible();
    await expect(canvas.getByText(msg('account.plan.contactFee'))).toBeVisible();
    await expect(canvas.getByText(msg('account.plan.nextBilling'))).toBeVisible();
    await expect(
      canvas.getByText(msgPattern('account.plan.cardValue', { brand: 'Visa', last4: '4242' })),
    ).toBeVisible();
    await expect(canvas.getByText('Lone Star Logistics LLC')).toBeVisible();
    await expect(canvas.getByRole('button', { name: msg('account.plan.cancel') })).toBeVisible();
    await expect(canvas.queryByText(/coming soon/i)).toBeNull();
  },
};

export const AccountDetailsUnverified: Story = {
  parameters: { employer: 'unverified' },
  play: async ({ canvasElement }) => {
    const canvas = await loaded(canvasElement);
    await expect(canvas.getByText(msg('account.emailNotVerified'))).toBeVisible();
    await expect(canvas.getByText(msg('account.setup.title'))).toBeVisible();
    await expect(
      canvas.getByText(msg('account.setup.next', { step: msg('account.setup.step.email') })),
    ).toBeVisible();
    await expect(
      canvas.getByRole('link', { name: msg('account.setup.action.email') }),
    ).toHaveAttribute('href', '/sign-up/email-verification');
    await expect(canvas.getByText(msg('account.company.verifyFirst'))).toBeVisible();
    await expect(canvas.queryByRole('form', { name: msg('account.company.title') })).toBeNull();
    await expect(canvas.getByText(msg('account.plan.none.title'))).toBeVisible();
    await expect(
      canvas.queryByRole('link', {
        name: new RegExp(`^(${msg('account.setup.action.plan')}|${msg('account.plan.choose')})$`),
      }),
    ).toBeNull();
  },
};

export const CompanyStepPending: Story = {
  parameters: { employer: 'unverified', visual: { height: { desktop: 1900 } } },
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
    await expect(canvas.getByText(msg('account.emailVerified'))).toBeVisible();
    await expect(
      canvas.getByText(msg('account.setup.next', { step: msg('account.setup.step.company') })),
    ).toBeVisible();
    await expect(
      canvas.getByRole('link', { name: msg('account.setup.action.company') }),
    ).toHaveAttribute('href', '/sign-up/company-information');
    await expect(canvas.getByRole('form', { name: msg('account.company.title') })).toBeVisible();
    await expect(
      canvas.getByRole('button', { name: msg('account.company.saveFirst') }),
    ).toBeVisible();
  },
};

export const NoPlan: Story = {
  parameters: { employer: 'companyDone' },
  play: async ({ canvasElement }) => {
    const canvas = await loaded(canvasElement);
    await expect(canvas.getByText('company@hireline.test')).toBeVisible();
    await expect(
      canvas.getByText(msg('account.setup.next', { step: msg('account.setup.step.plan') })),
    ).toBeVisible();
    await expect(canvas.getByText(msg('account.plan.none.title'))).toBeVisible();
    const links = canvas.getAllByRole('link', {
      name: new RegExp(`^(${msg('account.setup.action.plan')}|${msg('account.plan.choose')})$`),
    });
    await expect(links).toHaveLength(2);
    for (const link of links) await expect(link).toHaveAttribute('href', '/sign-up/plans');
  },
};

export const ChangePasswordValidationErrors: Story = {
  play: async ({ canvasElement }) => {
    await loaded(canvasElement);
    const form = securityForm(canvasElement);
    await press(form.getByRole('button', { name: msg('account.security.form') }));
    await expect(
      await form.findByText(
        msg('validation.required', { attribute: msg('account.field.currentPassword') }),
        {},
        T,
      ),
    ).toBeVisible();
    await expect(
      form.getByText(msg('validation.required', { attribute: msg('account.field.newPassword') })),
    ).toBeVisible();
    await expect(
      form.getByText(
        msg('validation.required', { attribute: msg('account.field.newPasswordConfirmation') }),
      ),
    ).toBeVisible();
    await typeInto(
      form.getByLabelText(msgPattern('account.label.newPassword', {}, { anchored: true })),
      'short',
    );
    await typeInto(
      form.getByLabelText(
        msgPattern('account.label.newPasswordConfirmation', {}, { anchored: true }),
      ),
      'shorter',
    );
    await press(form.getByRole('button', { name: msg('account.security.form') }));
    await expect(
      await form.findByText(
        msg('validation.minLength', { attribute: msg('account.field.newPassword'), min: 8 }),
        {},
        T,
      ),
    ).toBeVisible();
    await expect(form.getByText(msg('validation.passwordsMismatch'))).toBeVisible();
    await expect(
      form.getByText(
        msg('validation.required', { attribute: msg('account.field.currentPassword') }),
      ),
    ).toBeVisible();
  },
};

export const WrongCurrentPassword: Story = {
  play: async ({ canvasElement }) => {
    await loaded(canvasElement);
    const form = securityForm(canvasElement);
    await typeInto(
      form.getByLabelText(msgPattern('account.label.currentPassword', {}, { anchored: true })),
      'NotMyPassword1!',
    );
    await typeInto(
      form.getByLabelText(msgPattern('account.label.newPassword', {}, { anchored: true })),
      'NewPassword456!',
    );
    // Submitted from the keyboard (Enter in the last field).
    await typeInto(
      form.getByLabelText(
        msgPattern('account.label.newPasswordConfirmation', {}, { anchored: true }),
      ),
      'NewPassword456!{Enter}',
    );
    // The field's message (a <p>); the summary lists it too.
    await expect(
      await form.findByText(serverText('passwordIncorrect'), { selector: 'p' }, T),
    ).toBeVisible();
    // The focus goes to the error summary (issue #30 point 2), so the shot is the same every run.
    const summary = canvasElement.querySelector('[data-form-error]');
    await waitFor(() => expect(summary).toHaveFocus());
    await expect(
      form.getByLabelText(msgPattern('account.label.currentPassword', {}, { anchored: true })),
    ).toHaveAttribute('aria-invalid', 'true');
    // One summary in human words, not the server's "The given data was invalid." (issue #19
    // point 10), and no toast repeating it.
    await expect(form.getByRole('alert')).toHaveTextContent(
      msgPattern('common.error.fieldsTitle', { count: 1 }, { anchored: true }),
    );
    const page = within(canvasElement.ownerDocument.body);
    await expect(page.queryByText(serverText('invalidData'))).toBeNull();
    await expect(page.getAllByText(serverText('passwordIncorrect'))).toHaveLength(2);
  },
};

export const PasswordChanged: Story = {
  play: async ({ canvasElement }) => {
    await loaded(canvasElement);
    const form = securityForm(canvasElement);
    await typeInto(
      form.getByLabelText(msgPattern('account.label.currentPassword', {}, { anchored: true })),
      'Password123!',
    );
    await typeInto(
      form.getByLabelText(msgPattern('account.label.newPassword', {}, { anchored: true })),
      'NewPassword456!',
    );
    await typeInto(
      form.getByLabelText(
        msgPattern('account.label.newPasswordConfirmation', {}, { anchored: true }),
      ),
      'NewPassword456!',
    );
    await press(form.getByRole('button', { name: msg('account.security.form') }));
    const page = within(canvasElement.ownerDocument.body);
    await expect(await page.findByText(msg('account.security.changed'), {}, T)).toBeVisible();
    await waitFor(
      () =>
        expect(
          securityForm(canvasElement).getByLabelText(
            msgPattern('account.label.currentPassword', {}, { anchored: true }),
          ),
        ).toHaveValue(''),
      T,
    );
    await expect(
      securityForm(canvasElement).getByLabelText(
        msgPattern('account.label.newPassword', {}, { anchored: true }),
      ),
    ).toHaveValue('');
  },
};

/** Opens the company edit form and returns it. */
async function editCompany(canvasElement: HTMLElement) {
  const canvas = await loaded(canvasElement);
  await press(canvas.getByRole('button', { name: msg('account.company.editLabel') }));
  return within(await canvas.findByRole('form', { name: msg('account.company.title') }, T));
}

export const CompanySaved: Story = {
  play: async ({ canvasElement }) => {
    const form = await editCompany(canvasElement);
    const name = form.getByLabelText(msgPattern('company.field.name', {}, { anchored: true }));
    await expect(name).toHaveValue('Lone Star Logistics LLC');
    await typeInto(name, 'Lone Star Freight LLC', { replace: true });
    await press(form.getByRole('button', { name: msg('account.company.save') }));
    const page = within(canvasElement.ownerDocument.body);
    await expect(await page.findByText(msg('notification.company.UPDATED'), {}, T)).toBeVisible();
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Lone Star Freight LLC', {}, T)).toBeVisible();
    await expect(canvas.queryByRole('form', { name: msg('account.company.title') })).toBeNull();
    await expect(
      canvas.getByRole('button', { name: msg('account.company.editLabel') }),
    ).toHaveFocus();
  },
};

export const CompanyPhoneRefused: Story = {
  parameters: { visual: { height: { desktop: 1900 } } },
  play: async ({ canvasElement }) => {
    const form = await editCompany(canvasElement);
    const phone = form.getByLabelText(
      msgPattern('company.field.phoneNumber', {}, { anchored: true }),
    );
    await typeInto(phone, '713555018', { replace: true });
    await press(form.getByRole('button', { name: msg('account.company.save') }));
    await expect(
      await form.findByText(
        msg('validation.phone', { attribute: msg('company.attribute.phoneNumber') }),
        {},
        T,
      ),
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
  parameters: { visual: { height: { desktop: 1900 } } },
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
    await press(canvas.getByRole('button', { name: msg('account.plan.cancel') }));
    const dialog = within(await within(canvasElement.ownerDocument.body).findByRole('dialog'));
    await expect(dialog.getByText(msg('account.plan.cancelDialog.title'))).toBeVisible();
    await expect(
      dialog.getByText(msgPattern('account.plan.cancelDialog.text', { plan: 'Growth', date: ANY })),
    ).toBeVisible();
    await expect(
      dialog.getByRole('button', { name: msg('account.plan.cancelDialog.keep') }),
    ).toBeVisible();
    await expect(dialog.getByRole('button', { name: msg('account.plan.cancel') })).toBeVisible();
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
    await expect(
      canvas.getByText(msgPattern('account.plan.cancelled.title', { date: ANY }, { whole: true })),
    ).toBeVisible();
    await expect(canvas.getByText(msg('account.plan.status.cancelled'))).toBeVisible();
    await expect(canvas.queryByRole('button', { name: msg('account.plan.cancel') })).toBeNull();
    await expect(canvas.queryByText(msg('account.plan.nextBilling'))).toBeNull();
  },
};

export const PaymentFailed: Story = {
  parameters: { employer: 'pastDue' },
  play: async ({ canvasElement }) => {
    const canvas = await loaded(canvasElement);
    const banner = canvas.getByRole('alert');
    await expect(banner).toHaveTextContent(msg('account.plan.pastDue.title'));
    await expect(banner).toHaveTextContent(/\$\d+\.\d{2}/);
    // Paid here, in the account area (issue #30 point 11), not a link into the sign-up wizard.
    await expect(
      within(banner).getByRole('button', { name: msg('account.plan.pastDue.action') }),
    ).toBeVisible();
    await expect(within(banner).queryByRole('link')).toBeNull();
    await expect(canvas.getByText(msg('account.plan.status.past_due'))).toBeVisible();
    await expect(canvas.queryByText(msg('account.plan.nextBilling'))).toBeNull();
    await expect(canvas.getByRole('button', { name: msg('account.plan.cancel') })).toBeVisible();
  },
};

/**
 * The month of `pastdue@`'s failed charge in the stories (its billing day, May 10, 2026), in the
 * story's language.
 */
const overdueMonth = () => monthYear('2026-05-10');

/**
 * Opens "Pay the overdue month" with the keyboard from the past_due banner's "Update card and
 * pay" and waits for its card form; returns the dialog.
 */
async function openOverduePayment(canvasElement: HTMLElement) {
  const canvas = await loaded(canvasElement);
  await press(
    within(canvas.getByRole('alert')).getByRole('button', {
      name: msg('account.plan.pastDue.action'),
    }),
  );
  const body = within(canvasElement.ownerDocument.body);
  const dialog = within(await body.findByRole('dialog', { name: msg('account.overdue.title') }, T));
  await dialog.findByRole('textbox', { name: msg('billing.card.number') }, { timeout: 10_000 });
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
    const summary = within(dialog.getByRole('region', { name: msg('account.overdue.summary') }));
    await expect(
      summary.getByText(
        msg('account.overdue.failedCard', {
          month: overdueMonth(),
          brand: msg('account.plan.brand.visa'),
          last4: '0341',
        }),
      ),
    ).toBeVisible();
    await expect(summary.getByText(msg('account.plan.name', { plan: 'Starter' }))).toBeVisible();
    await expect(summary.getByText(overdueMonth())).toBeVisible();
    await expect(summary.getByText('$49.00')).toBeVisible();
    await expect(
      dialog.getByRole('button', { name: msg('billing.pay', { amount: '$49.00' }) }),
    ).toBeVisible();
    await expect(dialog.getByRole('button', { name: msg('account.overdue.notNow') })).toBeVisible();
    const page = within(canvasElement);
    await expect(
      page.getByRole('heading', { name: msg('account.title'), level: 1 }),
    ).toBeInTheDocument();
    await expect(page.queryByRole('list', { name: msg('signUp.steps') })).toBeNull();
  },
};

/** A declined card in "Pay the overdue month": the failure in the dialog, focused; still past due. */
export const PayOverdueMonthDeclined: Story = {
  parameters: { employer: 'pastDue' },
  play: async (context) => {
    const dialog = await openOverduePayment(context.canvasElement);
    await fillCardFormAndPay(dialog, textsOf(context), CARDS.declined);
    await expect(
      await dialog.findByText(msg('billing.error.title'), {}, { timeout: 10_000 }),
    ).toBeVisible();
    await expect(
      dialog.getByText((text) => text.startsWith(serverText('cardDeclined'))),
    ).toBeVisible();
    await expect(
      within(context.canvasElement).getByText(msg('account.plan.status.past_due')),
    ).toBeInTheDocument();
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
      await page.findByText(msg('account.overdue.paid'), {}, { timeout: 10_000 }),
    ).toBeVisible();
    await waitFor(() => expect(page.queryByRole('dialog')).toBeNull(), T);
    await expect(page.queryByText(msgPattern('signUp.welcome.title'))).toBeNull();
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('heading', { name: msg('account.title'), level: 1 }),
    ).toBeVisible();
    await expect(await canvas.findByText(msg('account.plan.status.active'), {}, T)).toBeVisible();
    await expect(canvas.queryByText(msg('account.plan.pastDue.title'))).toBeNull();
    await waitFor(
      () =>
        expect(canvasElement.querySelector('td[data-cell="description"]')).toHaveTextContent(
          serverText('chargeSubscriptionOverdue', { plan: 'Starter', month: overdueMonth() }),
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
    await expect(canvas.getByText(msg('account.plan.canceled.title'))).toBeVisible();
    await expect(canvas.getByText(msg('account.plan.status.canceled'))).toBeVisible();
    await expect(canvas.getByText(longDate('2026-05-01'))).toBeVisible();
    await expect(canvas.getByRole('link', { name: msg('account.plan.choose') })).toHaveAttribute(
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
    await expect(canvas.getByText(msg('account.plan.incomplete.title'))).toBeVisible();
    await expect(
      canvas.getByRole('link', { name: msg('account.plan.incomplete.action') }),
    ).toHaveAttribute('href', '/sign-up/checkout?plan=2');
    await expect(canvas.getByText(msg('account.plan.noCard'))).toBeVisible();
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
    await expect(await canvas.findByText(msg('account.plan.loading'), {}, T)).toBeInTheDocument();
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
    await expect(await canvas.findByText(msg('account.plan.loadError'), {}, T)).toBeVisible();
    await expect(canvas.getByRole('button', { name: msg('app.unreachable.retry') })).toBeVisible();
    await expect(canvas.queryByText(msg('account.setup.title'))).toBeNull();
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
    await expect(canvas.getByText(msg('account.plan.name', { plan: 'Growth' }))).toBeVisible();
    planOutage.refreshFails(canvasElement);
    const plan = within(canvas.getByRole('region', { name: msg('account.plan.title') }));
    await expect(await plan.findByText(msg('common.stale.note'), {}, T)).toBeVisible();
    await expect(plan.getByRole('button', { name: msg('common.stale.retryNow') })).toBeVisible();
    await expect(plan.getByText(msg('account.plan.name', { plan: 'Growth' }))).toBeVisible();
    await expect(plan.getByRole('button', { name: msg('account.plan.cancel') })).toBeVisible();
    await expect(canvas.queryByText(msg('account.plan.loadError'))).toBeNull();
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
  globals: { viewport: { value: 'phone', isRotated: false } },
  parameters: { employer: 'unverified', visual: { height: { phone: 2000 } } },
  play: async ({ canvasElement }) => {
    const canvas = await loaded(canvasElement);
    await expect(
      canvas.getByRole('link', { name: msg('account.setup.action.email') }),
    ).toBeVisible();
    const doc = canvasElement.ownerDocument.documentElement;
    await expect(doc.scrollWidth).toBeLessThanOrEqual(doc.clientWidth);
  },
};

/**
 * Cancel plan confirmed, the server fails (issue #32 point 4; a 500): the confirmation stays
 * open with "We couldn't cancel your plan" above its text, the plan still active behind it.
 */
export const CancelPlanFailed: Story = {
  beforeEach({ msw }) {
    msw.use(
      http.post('*/v1/employers/current-subscription/cancel', () =>
        HttpResponse.json({ message: 'Server Error', errors: [] }, { status: 500 }),
      ),
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('heading', { name: msg('account.plan.title') }, T);
    await press(await canvas.findByRole('button', { name: msg('account.plan.cancel') }));
    const dialog = within(
      await within(canvasElement.ownerDocument.body).findByRole('dialog', {
        name: msg('account.plan.cancelDialog.title'),
      }),
    );
    await press(
      dialog.getByRole('button', {
        name: msg('account.plan.cancelDialog.confirm'),
      }),
    );
    await expect(await dialog.findByText(msg('account.plan.cancelFailed'))).toBeVisible();
    await expect(
      dialog.getByRole('button', { name: msg('account.plan.cancelDialog.keep') }),
    ).toBeEnabled();
  },
};
