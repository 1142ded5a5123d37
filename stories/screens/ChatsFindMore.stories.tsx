import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, within } from 'storybook/test';
import { withEmployer } from '../support/withEmployer';
import { ChatsScreen, demo, OPENINGS } from './Chats.stories';
import { press } from '../support/keyboard';
import { selectLoaded } from '../support/selectLoaded';
import { msg } from '../support/storyText';

/**
 * The find-more-candidates modal of the chats screen (SPEC §2): suggested candidates leaving
 * out everyone already in the opening's chats, leading to checkout; or the no-candidates
 * message when nobody else matches.
 */
const meta = {
  title: 'Screens/Chats/Find more candidates',
  component: ChatsScreen,
  decorators: [withEmployer('ready')],
  loaders: [selectLoaded],
  parameters: {
    layout: 'fullscreen',
    router: { disable: true },
    visual: { height: { desktop: 900 } },
  },
  args: { url: demo.chatsUrl(OPENINGS.warehouse) },
} satisfies Meta<typeof ChatsScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithCandidates: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await canvas.findByRole('list', { name: msg('chats.list.label') });
    await press(await canvas.findByRole('button', { name: msg('chats.findMore.open') }));
    const list = await body.findByRole('list', { name: msg('candidates.list.label') });
    await expect(within(list).getAllByRole('checkbox').length).toBeGreaterThan(0);
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
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await canvas.findByRole('list', { name: msg('chats.list.label') });
    await press(await canvas.findByRole('button', { name: msg('chats.findMore.open') }));
    await expect(await body.findByText(msg('noCandidates.text'))).toBeVisible();
  },
};
