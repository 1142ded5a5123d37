import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http, HttpResponse } from 'msw';
import { MemoryRouter } from 'react-router-dom';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { AppRoutes } from '../../src/app/AppRoutes';
import { withEmployer } from '../support/withEmployer';
import { chooseDay, chooseOption, pickOption, press, typeInto } from '../support/keyboard';
import { placeholderRoom } from '../support/fits';
import { outage } from '../support/outage';
import { requestsSettled } from '../support/network';
import { ANY, msg, msgPattern, skillText, textList } from '../support/storyText';

/**
 * /job-openings (SPEC §2, §4, §7) inside the dashboard layout, logged in as the demo
 * employer against the simulated API: loaded, loading, empty, filtered, no results, load
 * error, a refresh that fails over the loaded list (stale), account not ready, create form
 * with validation errors, an opening created (with its
 * toast and the suggested candidates), a catalog that fails to load; dark; Spanish; the
 * pipeline bar of an opening with a chat in every status.
 */
function JobOpeningsScreen({ url = '/job-openings' }: { url?: string }) {
  return (
    <MemoryRouter initialEntries={[url]}>
      <AppRoutes />
    </MemoryRouter>
  );
}

const meta = {
  title: 'Screens/Job openings',
  component: JobOpeningsScreen,
  decorators: [withEmployer('ready')],
  parameters: {
    layout: 'fullscreen',
    router: { disable: true },
    visual: { height: { desktop: 1000 } },
  },
} satisfies Meta<typeof JobOpeningsScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loaded: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const list = await canvas.findByRole(
      'list',
      { name: msg('jobOpenings.list.label') },
      { timeout: 5000 },
    );
    await expect(within(list).getAllByRole('listitem').length).toBeGreaterThan(0);
  },
};

/**
 * The pipeline at a glance (issue #9 point 3): an opening's chats by status as a stacked bar,
 * each count in words, and the unread badge; the document title counts the unread chats.
 */
export const PipelineAtAGlance: Story = {
  args: { url: '/job-openings?search=Warehouse' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const bar = await canvas.findByRole(
      'img',
      { name: msgPattern('chats.pipeline.label', { counts: '' }, { anchored: true }) },
      { timeout: 5000 },
    );
    const words = [
      msg('chats.pipeline.pending', { count: 2 }),
      msg('chats.pipeline.unlocked', { count: 1 }),
      msg('chats.pipeline.expired', { count: 1 }),
      msg('chats.pipeline.hired', { count: 1 }),
      msg('chats.pipeline.rejected', { count: 1 }),
    ];
    await expect(bar).toHaveAccessibleName(
      msg('chats.pipeline.label', {
        counts: textList([...words, msg('chats.pipeline.unread', { count: 2 })], 'unit'),
      }),
    );
    for (const text of words) {
      await expect(canvas.getByText(text)).toBeVisible();
    }
    await expect(canvas.getByText(msg('chats.pipeline.unread', { count: 2 }))).toBeVisible();
    await waitFor(() => expect(canvasElement.ownerDocument.title).toMatch(/^\(\d+\) Hireline \| /));
  },
};

/**
 * An opening without chats (issue #30 point 12): its card says "View chats · no chats yet" and
 * shows no "Hired 0 of 0" badge (nor does its chats screen's header).
 */
export const OpeningWithoutChats: Story = {
  args: { url: '/job-openings?search=Order%20Picker' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const list = await canvas.findByRole(
      'list',
      { name: msg('jobOpenings.list.label') },
      { timeout: 5000 },
    );
    const [card] = within(list).getAllByRole('listitem');
    await expect(
      within(card).getByRole('link', { name: msgPattern('chats.openingCard.count', { total: 0 }) }),
    ).toBeVisible();
    await expect(
      within(card).queryByText(
        msgPattern('jobOpenings.card.hired', { hired: ANY, total: ANY }, { whole: true }),
      ),
    ).toBeNull();
  },
};

export const Loading: Story = {
  parameters: { visual: { waitForNetwork: false } },
  beforeEach({ msw }) {
    msw.use(
      http.get('*/v1/employers/job-openings', async () => {
        await delay('infinite');
        return HttpResponse.json({});
      }),
    );
  },
  play: async ({ canvasElement }) => {
    // Logged in, the list request pending: the spinner is what the screenshot shows.
    await within(canvasElement).findByText(msg('jobOpenings.loading'), {}, { timeout: 5000 });
  },
};

export const Empty: Story = {
  beforeEach({ msw }) {
    msw.use(
      http.get('*/v1/employers/job-openings', () =>
        HttpResponse.json({
          data: [],
          meta: { current_page: 1, last_page: 1, per_page: 15, total: 0, from: null, to: null },
        }),
      ),
    );
  },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText(msg('jobOpenings.empty.title'), {}, { timeout: 5000 }),
    ).toBeVisible();
  },
};

export const Filtered: Story = {
  args: { url: '/job-openings?search=warehouse' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole(
        'searchbox',
        { name: msg('jobOpenings.search.label') },
        { timeout: 5000 },
      ),
    ).toHaveValue('warehouse');
    await canvas.findByRole('list', { name: msg('jobOpenings.list.label') }, { timeout: 5000 });
  },
};

export const FilteredNoResults: Story = {
  args: { url: '/job-openings?search=astronaut&between_dates=2026-01-01,2026-01-31,created_at' },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText(msg('jobOpenings.noResults.title')),
    ).toBeVisible();
  },
};

/**
 * The "Created between" calendar with its first day picked (issue #30 point 9): the last day is
 * awaited and nothing is applied yet, so the list behind the calendar is the one before (no
 * "No job openings match these filters" while the end is being picked).
 */
export const DateRangeFirstDayPicked: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const list = await canvas.findByRole(
      'list',
      { name: msg('jobOpenings.list.label') },
      { timeout: 5000 },
    );
    const cards = within(list).getAllByRole('listitem').length;
    await press(
      canvas.getByRole('button', {
        name: msgPattern('jobOpenings.dateRange.label', {}, { anchored: true }),
      }),
    );
    const dialog = canvas.getByRole('dialog', { name: msg('components.dateRange.calendar') });
    await chooseDay(dialog, '2026-05-04');
    await expect(
      within(dialog).getByText(msgPattern('components.dateRange.pickEnd', { day: ANY })),
    ).toBeVisible();
    // Nothing applied: the field shows no range, so no filter reaches the URL (the list's
    // query, debounced from it) — the list is the same, unfiltered.
    await expect(
      canvas.getByRole('button', {
        name: msgPattern('jobOpenings.dateRange.label', {}, { anchored: true }),
      }),
    ).not.toHaveTextContent(/May 4/);
    await expect(canvas.queryByText(msg('jobOpenings.noResults.title'))).not.toBeInTheDocument();
    await expect(
      within(canvas.getByRole('list', { name: msg('jobOpenings.list.label') })).getAllByRole(
        'listitem',
      ),
    ).toHaveLength(cards);
  },
};

/**
 * "Back to job openings" returns to the list with its filters (issue #30 point 10): from the
 * list filtered by "Warehouse", an opening's chats, then back — the same filtered list.
 */
export const BackKeepsFilters: Story = {
  args: { url: '/job-openings?search=Warehouse' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const list = await canvas.findByRole(
      'list',
      { name: msg('jobOpenings.list.label') },
      { timeout: 5000 },
    );
    await press(
      within(list).getAllByRole('link', {
        name: msgPattern('chats.openingCard.viewChats', {}, { anchored: true }),
      })[0],
    );
    const back = await canvas.findByRole(
      'link',
      { name: msg('chats.backToOpenings') },
      { timeout: 5000 },
    );
    await expect(back).toHaveAttribute('href', '/job-openings?search=Warehouse&page=1');
    await press(back);
    await expect(
      await canvas.findByRole(
        'searchbox',
        { name: msg('jobOpenings.search.label') },
        { timeout: 5000 },
      ),
    ).toHaveValue('Warehouse');
    await canvas.findByRole('list', { name: msg('jobOpenings.list.label') }, { timeout: 5000 });
    (canvasElement.ownerDocument.activeElement as HTMLElement | null)?.blur();
  },
};

export const LoadError: Story = {
  beforeEach({ msw }) {
    msw.use(
      http.get('*/v1/employers/job-openings', () =>
        HttpResponse.json({ message: 'Server Error', errors: [] }, { status: 500 }),
      ),
    );
  },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText(msg('jobOpenings.loadError.title')),
    ).toBeVisible();
  },
};

const listOutage = outage('*/v1/employers/job-openings');

/**
 * The list loaded, then its refresh failed (issue #18 point 5: coming back online while the
 * API answers 500): the openings stay, under a quiet "Couldn't refresh. Retrying…" note with
 * "Retry now", instead of the load error.
 */
export const Stale: Story = {
  beforeEach({ msw }) {
    msw.use(listOutage.handler());
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const list = await canvas.findByRole(
      'list',
      { name: msg('jobOpenings.list.label') },
      { timeout: 5000 },
    );
    // The whole first page: the first paint shows two cards, the rest follow right after it
    // (useItemsBeforeFirstPaint); the demo employer has more than three openings.
    await waitFor(() => expect(list.querySelectorAll(':scope > li').length).toBeGreaterThan(3));
    const rows = within(list).getAllByRole('listitem').length;
    listOutage.refreshFails(canvasElement);
    await expect(
      await canvas.findByText(msg('common.stale.note'), {}, { timeout: 5000 }),
    ).toBeVisible();
    await expect(canvas.getByRole('button', { name: msg('common.stale.retryNow') })).toBeVisible();
    const kept = canvas.getByRole('list', { name: msg('jobOpenings.list.label') });
    await expect(within(kept).getAllByRole('listitem')).toHaveLength(rows);
    await expect(canvas.queryByText(msg('jobOpenings.loadError.title'))).toBeNull();
  },
};

/**
 * The API refuses the list (403) although the app took the account for set up (e.g. the plan
 * lapsed since the subscription was loaded): the screen explains it. Unfinished accounts never
 * get here: the route guard sends them to their sign-up step.
 */
export const AccountNotReady: Story = {
  beforeEach({ msw }) {
    msw.use(
      http.get('*/v1/employers/job-openings', () =>
        HttpResponse.json(
          {
            message: 'An active subscription is required.',
            errors: ['Choose a plan to create job openings and contact candidates.'],
          },
          { status: 403 },
        ),
      ),
    );
  },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText(msg('jobOpenings.forbidden.title')),
    ).toBeVisible();
  },
};

export const CreateFormValidationErrors: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await press(await canvas.findByRole('button', { name: msg('jobOpenings.create') }));
    const dialog = within(await within(canvasElement.ownerDocument.body).findByRole('dialog'));
    await typeInto(
      dialog.getByLabelText(
        msgPattern('jobOpenings.form.desiredCandidates', {}, { anchored: true }),
      ),
      '80',
      { replace: true },
    );
    await press(dialog.getByRole('button', { name: msg('jobOpenings.form.submit') }));
    await expect(
      await dialog.findByText(
        msg('validation.required', { attribute: msg('jobOpenings.field.name') }),
        {},
        { timeout: 5000 },
      ),
    ).toBeVisible();
    await expect(
      dialog.getByText(
        msg('validation.max', { attribute: msg('jobOpenings.field.desiredCandidates'), max: 50 }),
      ),
    ).toBeVisible();
    await expect(
      dialog.getByText(
        msg('validation.required', { attribute: msg('jobOpenings.field.firstQuestion') }),
      ),
    ).toBeVisible();
  },
};

/**
 * Types `text` into the combobox labelled `label` and picks the option named `option`, until
 * the form shows it chosen: the skills are searched on the server at every keystroke, and an
 * answer arriving during the click can re-render the menu under it (then it is tried again).
 */
async function choose(canvasElement: HTMLElement, label: string, text: string, option: string) {
  const body = within(canvasElement.ownerDocument.body);
  const form = within(body.getByRole('dialog'));
  const chosen = () => form.queryAllByText(option, { exact: true }).length > 0;
  for (let attempt = 0; attempt < 3 && !chosen(); attempt += 1) {
    const input = body.getByRole('combobox', { name: label });
    await typeInto(input, text, { replace: true });
    // Wait for the search to settle (its requests answered, the option shown), then pick it.
    await body.findByRole('option', { name: option }, { timeout: 5000 });
    await requestsSettled(`searching ${label} for "${text}"`);
    await pickOption(canvasElement.ownerDocument, option);
    await waitFor(() => expect(chosen()).toBe(true), { timeout: 1000 }).catch(() => undefined);
  }
  await expect(form.getByText(option, { exact: true })).toBeVisible();
}

/**
 * Creating an opening (SPEC §2, §4): the form filled — skills from the catalog, state then
 * city, a first-question template filling the question — and sent; the opening goes to the
 * front of the list, the "Job opening added" toast shows (§8 success toasts) and the
 * suggested candidates load as the checkout step.
 */
export const OpeningCreated: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await press(await canvas.findByRole('button', { name: msg('jobOpenings.create') }));
    const dialog = within(await body.findByRole('dialog'));
    await typeInto(
      dialog.getByRole('textbox', {
        name: msgPattern('jobOpenings.form.name', {}, { anchored: true }),
      }),
      'Forklift Operator - Day Shift',
    );
    const forklift = skillText('Forklift Operation');
    await choose(canvasElement, msg('jobOpenings.form.skills'), forklift.slice(0, 6), forklift);
    await choose(canvasElement, msg('jobOpenings.form.state'), 'Texas', 'Texas');
    await choose(canvasElement, msg('jobOpenings.form.city'), 'Houston', 'Houston');
    await chooseOption(dialog.getByRole('combobox', { name: msg('jobOpenings.form.template') }), 0);
    await expect(
      dialog.getByRole('textbox', {
        name: msgPattern('jobOpenings.form.firstQuestion', {}, { anchored: true }),
      }),
    ).not.toHaveValue('');
    await press(dialog.getByRole('button', { name: msg('jobOpenings.form.submit') }));
    await expect(
      await body.findByText(msg('notification.jobOpening.ADDED'), {}, { timeout: 5000 }),
    ).toBeVisible();
    const suggested = await body.findByRole(
      'list',
      { name: msg('candidates.list.label') },
      { timeout: 5000 },
    );
    await expect(within(suggested).getAllByRole('checkbox').length).toBeGreaterThan(0);
    const openings = canvas.getByRole('list', {
      name: msg('jobOpenings.list.label'),
      hidden: true,
    });
    await expect(within(openings).getAllByRole('listitem', { hidden: true })[0]).toHaveTextContent(
      'Forklift Operator - Day Shift',
    );
  },
};

/**
 * A catalog of the create form fails to load (SPEC §8 "catalog load failures show an error
 * notification"): the templates answer a 404 whose body has no message, so the notification
 * reads the default "Ups!" with the body's errors joined by commas.
 */
export const CreateFormCatalogError: Story = {
  beforeEach({ msw }) {
    msw.use(
      http.get('*/v1/catalog/templates', () =>
        HttpResponse.json(
          { errors: ['The templates catalog is not available.', 'Try again later.'] },
          { status: 404 },
        ),
      ),
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await press(await canvas.findByRole('button', { name: msg('jobOpenings.create') }));
    await body.findByRole('dialog');
    await expect(await body.findByText('Ups!', {}, { timeout: 5000 })).toBeVisible();
    await expect(
      body.getByText('The templates catalog is not available., Try again later.'),
    ).toBeVisible();
  },
};

/**
 * Issue #19 point 1: Escape in the open Skills menu of the create form closes the menu only —
 * the dialog stays with the typed name, and nothing asks to discard.
 */
export const CreateFormSkillsMenuEscape: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await press(await canvas.findByRole('button', { name: msg('jobOpenings.create') }));
    const dialog = within(await body.findByRole('dialog'));
    const name = dialog.getByRole('textbox', {
      name: msgPattern('jobOpenings.form.name', {}, { anchored: true }),
    });
    await typeInto(name, 'Forklift Operator - Day Shift');
    const skills = body.getByRole('combobox', { name: msg('jobOpenings.form.skills') });
    const forklift = skillText('Forklift Operation');
    await typeInto(skills, forklift.slice(0, 6));
    await body.findByRole('option', { name: forklift }, { timeout: 5000 });
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByRole('option')).not.toBeInTheDocument());
    await expect(skills).toHaveAttribute('aria-expanded', 'false');
    await expect(body.getAllByRole('dialog')).toHaveLength(1);
    await expect(name).toHaveValue('Forklift Operator - Day Shift');
  },
};

/**
 * Issue #19 point 1: Escape on the create form with a name typed asks "Discard changes?" over
 * the dialog (focus on "Keep editing"); the form and its values stay behind it.
 */
export const CreateFormDiscardChanges: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await press(await canvas.findByRole('button', { name: msg('jobOpenings.create') }));
    const dialog = within(await body.findByRole('dialog'));
    await typeInto(
      dialog.getByRole('textbox', {
        name: msgPattern('jobOpenings.form.name', {}, { anchored: true }),
      }),
      'Forklift Operator - Day Shift',
    );
    await userEvent.keyboard('{Escape}');
    const confirm = await body.findByRole('dialog', { name: msg('components.modal.discardTitle') });
    await expect(confirm).toHaveAccessibleDescription(msg('components.modal.discardText'));
    await expect(
      body.getByRole('button', { name: msg('components.modal.keepEditing') }),
    ).toHaveFocus();
    await expect(
      body.getByRole('dialog', { name: msg('jobOpenings.form.title') }),
    ).toBeInTheDocument();
  },
};

export const LoadedSpanish: Story = {
  globals: { locale: 'es' },
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByRole('list', { name: 'Vacantes' }, { timeout: 5000 });
  },
};

/**
 * /job-openings on a 375 px phone in Spanish (issue #19 point 8): the search placeholder
 * ("Nombre o primera pregunta") fits its field instead of being cut, and the skills of the
 * openings are named in Spanish by the API.
 */
export const PhoneSpanish: Story = {
  globals: { locale: 'es', viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('list', { name: 'Vacantes' }, { timeout: 5000 });
    const search = canvas.getByRole('searchbox', { name: 'Buscar vacantes' });
    await expect(search).toHaveAttribute('placeholder', 'Nombre o primera pregunta');
    const { width, room } = placeholderRoom(search as HTMLInputElement);
    await expect(width).toBeLessThanOrEqual(room);
  },
};

/**
 * The create form on a 375 px phone in Spanish (issue #19 point 8): the name placeholder
 * ("p. ej. Auxiliar de almacén nocturno") fits its field.
 */
export const CreateFormPhoneSpanish: Story = {
  globals: { locale: 'es', viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await press(await canvas.findByRole('button', { name: 'Crear vacante' }, { timeout: 5000 }));
    const dialog = within(await within(canvasElement.ownerDocument.body).findByRole('dialog'));
    const name = dialog.getByRole('textbox', { name: /^Nombre/ });
    await expect(name).toHaveAttribute('placeholder', 'p. ej. Auxiliar de almacén nocturno');
    const { width, room } = placeholderRoom(name as HTMLInputElement);
    await expect(width).toBeLessThanOrEqual(room);
  },
};
