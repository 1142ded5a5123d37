import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, within } from 'storybook/test';
import { useListJobOpeningsQuery } from '../../src/api/jobOpeningsApi';
import { CheckoutFlow } from '../../src/features/jobOpenings/CheckoutFlow';
import { withEmployer } from '../support/withEmployer';
import { press } from '../support/keyboard';
import { outage } from '../support/outage';

/**
 * The step after creating an opening (SPEC §2, §4): suggested candidates, each with why they
 * match (issue #9 point 2: match meter, required skills had and lacked, same city / state,
 * years), or the no-candidates dialog; suggestions kept, with the selection, under a
 * "couldn't refresh" note when their refresh fails. Uses the demo employer's newest opening in
 * the simulated API.
 */
function CheckoutForNewestOpening() {
  const { data } = useListJobOpeningsQuery('');
  const opening = data?.data[0];
  return opening ? (
    <CheckoutFlow opening={opening} onClose={() => undefined} onCheckedOut={() => undefined} />
  ) : null;
}

const meta = {
  title: 'Screens/Job openings/Suggested candidates',
  component: CheckoutForNewestOpening,
  decorators: [withEmployer('ready')],
  parameters: { layout: 'fullscreen', viewport: { width: 1280, height: 1000 } },
} satisfies Meta<typeof CheckoutForNewestOpening>;

export default meta;
type Story = StoryObj<typeof meta>;

export const SuggestedCandidates: Story = {
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const list = await body.findByRole('list', { name: 'Suggested candidates' }, { timeout: 5000 });
    const boxes = within(list).getAllByRole('checkbox');
    await expect(boxes.length).toBeGreaterThan(0);
    // Every card explains the match: a named meter and the required skills the candidate has.
    const meters = within(list).getAllByRole('meter', { name: 'Match' });
    await expect(meters).toHaveLength(boxes.length);
    await expect(within(list).getAllByRole('group', { name: 'Why this candidate' })).toHaveLength(
      boxes.length,
    );
    await expect(within(list).getAllByText(/^Has \d+ of \d+ required skills?$/)).toHaveLength(
      boxes.length,
    );
    await expect(within(list).getAllByText(/^(Same city|Same state|Other state) · /)).toHaveLength(
      boxes.length,
    );
    await press(boxes[0], ' ');
    await expect(boxes[0]).not.toBeChecked();
  },
};

export const NoCandidates: Story = {
  beforeEach({ msw }) {
    msw.use(
      http.get('*/v1/employers/job-openings/:id/candidates', () =>
        HttpResponse.json({
          data: [],
          meta: { desired_candidates: 10, count: 0, unit_amount: 400, currency: 'usd' },
        }),
      ),
    );
  },
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await expect(
      await body.findByText(
        "No job seekers are available now. We'll send you a message when some are.",
      ),
    ).toBeVisible();
  },
};

export const NoCandidatesSpanish: Story = {
  ...NoCandidates,
  globals: { locale: 'es' },
  play: undefined,
};

export const SuggestedCandidatesDark: Story = {
  ...SuggestedCandidates,
  globals: { theme: 'dark' },
  play: undefined,
};

const candidatesOutage = outage('*/v1/employers/job-openings/:id/candidates');

/**
 * The suggestions loaded and one candidate was deselected, then their refresh failed (issue
 * #18 point 5: coming back online while the API answers 500): the dialog stays with the
 * candidates and the selection, under a quiet "Couldn't refresh. Retrying…" note with "Retry
 * now", instead of the load error.
 */
export const SuggestedCandidatesStale: Story = {
  beforeEach({ msw }) {
    msw.use(candidatesOutage.handler());
  },
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const list = await body.findByRole('list', { name: 'Suggested candidates' }, { timeout: 5000 });
    const boxes = within(list).getAllByRole('checkbox');
    await press(boxes[0], ' ');
    await expect(boxes[0]).not.toBeChecked();
    candidatesOutage.refreshFails(canvasElement);
    const dialog = within(body.getByRole('dialog'));
    await expect(
      await dialog.findByText("Couldn't refresh. Retrying…", {}, { timeout: 5000 }),
    ).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Retry now' })).toBeVisible();
    const kept = within(body.getByRole('list', { name: 'Suggested candidates' }));
    await expect(kept.getAllByRole('checkbox')).toHaveLength(boxes.length);
    await expect(kept.getAllByRole('checkbox')[0]).not.toBeChecked();
    await expect(body.queryByText("We couldn't load suggested candidates")).toBeNull();
  },
};
