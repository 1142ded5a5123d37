import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http, HttpResponse } from 'msw';
import { expect, waitFor, within } from 'storybook/test';
import { DEMO_EMPLOYEE_UUID } from '../../mocks/seed';
import type { JobOpeningFormValues } from '../../src/features/jobOpenings/jobOpeningForm';
import { createOpeningDraftKey } from '../../src/features/jobOpenings/useCreateOpeningEntry';
import { AppScreen } from '../support/AppScreen';
import { withEmployer } from '../support/withEmployer';
import { msg } from '../support/storyText';
import { press } from '../support/keyboard';

const CREATE_API = '*/v1/employers/job-openings';

/**
 * A filled create-opening form, as the form keeps what was typed (its draft in
 * `sessionStorage`): Forklift Operation in Houston, Texas (catalog ids of mocks/fixtures), so
 * that the stories reach the submit in either language without typing into the selects.
 */
const FILLED: JobOpeningFormValues = {
  name: 'Forklift Operator - Day Shift',
  skills: [1],
  state_id: 44,
  city_id: 4401,
  desired_candidates: '10',
  template_id: null,
  first_question: 'Do you have a forklift certificate, and when could you start?',
};

function fillForm() {
  sessionStorage.setItem(createOpeningDraftKey(DEMO_EMPLOYEE_UUID), JSON.stringify(FILLED));
}

/** Opens the create form from the job openings screen; resolves with the dialog. */
async function openForm(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  await press(await canvas.findByRole('button', { name: msg('jobOpenings.create') }));
  return within(canvasElement.ownerDocument.body).findByRole('dialog', {
    name: msg('jobOpenings.form.title'),
  });
}

/**
 * The create-opening form of /job-openings (SPEC §2, §5; issue #32 point 4) at desktop width:
 * idle (empty, as it opens), submitting (the request on its way: the submit button busy,
 * nothing to close it with) and refused by the server (a 5xx: the form says so above its
 * fields, the values kept to try again).
 */
const meta = {
  title: 'Screens/Job openings/Create form',
  component: AppScreen,
  decorators: [withEmployer('ready')],
  parameters: {
    layout: 'fullscreen',
    router: { disable: true },
    visual: { height: { desktop: 1000 } },
  },
  args: { url: '/job-openings' },
} satisfies Meta<typeof AppScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The form as it opens: empty, 10 desired candidates, the name field first. */
export const Idle: Story = {
  play: async ({ canvasElement }) => {
    const dialog = within(await openForm(canvasElement));
    await expect(
      dialog.getByRole('textbox', {
        name: new RegExp(`^${msg('jobOpenings.form.name')}`),
      }),
    ).toHaveValue('');
    await expect(
      dialog.getByRole('button', { name: msg('jobOpenings.form.submit') }),
    ).toBeEnabled();
  },
};

/** "Create and find candidates" pressed, the server not answered yet. */
export const Submitting: Story = {
  parameters: { visual: { waitForNetwork: false } },
  beforeEach({ msw }) {
    fillForm();
    msw.use(
      http.post(CREATE_API, async () => {
        await delay('infinite');
      }),
    );
  },
  play: async ({ canvasElement }) => {
    const dialog = within(await openForm(canvasElement));
    await waitFor(() =>
      expect(
        dialog.getByRole('textbox', {
          name: new RegExp(`^${msg('jobOpenings.form.name')}`),
        }),
      ).toHaveValue(FILLED.name),
    );
    const submit = dialog.getByRole('button', {
      name: msg('jobOpenings.form.submit'),
    });
    await press(submit);
    await waitFor(() => expect(submit).toHaveAttribute('aria-busy', 'true'));
    await expect(dialog.getByRole('button', { name: msg('common.cancel') })).toBeDisabled();
  },
};

/** The server fails the create (a 500): the form's alert says so; the values stay. */
export const ServerError: Story = {
  beforeEach({ msw }) {
    fillForm();
    msw.use(
      http.post(CREATE_API, () =>
        HttpResponse.json({ message: 'Server Error', errors: [] }, { status: 500 }),
      ),
    );
  },
  play: async ({ canvasElement }) => {
    const dialog = within(await openForm(canvasElement));
    const name = dialog.getByRole('textbox', {
      name: new RegExp(`^${msg('jobOpenings.form.name')}`),
    });
    await waitFor(() => expect(name).toHaveValue(FILLED.name));
    await press(dialog.getByRole('button', { name: msg('jobOpenings.form.submit') }));
    await expect(await dialog.findByText(msg('jobOpenings.form.failed'))).toBeVisible();
    await expect(name).toHaveValue(FILLED.name);
  },
};
