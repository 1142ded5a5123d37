import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, within } from 'storybook/test';
import { withEmployer } from '../support/withEmployer';
import { msg } from '../support/storyText';
import { selectLoaded } from '../support/selectLoaded';
import { ChatsScreen, demo, OPENINGS } from './Chats.stories';

/** A job opening uuid the demo employer does not have. */
const MISSING_OPENING = '00000000-0000-4000-8000-000000000000';

/**
 * What the chats screen of a job opening shows instead of its panes (SPEC §2 chat screen, §8;
 * issue #32 point 4): "Job opening not found" with the way back to the openings (a link to an
 * opening that is not the employer's, or no longer exists), and "Your account isn't ready for
 * chats yet" with the server's reason and a link to the account (the chats answered 403).
 */
const meta = {
  title: 'Screens/Chats/Notices',
  component: ChatsScreen,
  decorators: [withEmployer('ready')],
  loaders: [selectLoaded],
  parameters: {
    layout: 'fullscreen',
    router: { disable: true },
    visual: { height: { desktop: 900 } },
  },
  args: { url: `/job-openings/${MISSING_OPENING}/chats` },
} satisfies Meta<typeof ChatsScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** An opening that is not there (not in the employer's list; its chats answer 404). */
export const OpeningNotFound: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', {
        name: msg('chats.openingNotFound.title'),
      }),
    ).toBeVisible();
    await expect(canvas.getByText(msg('chats.openingNotFound.text'))).toBeVisible();
    // The notice's way back (the header above it has one too), to the openings list.
    const back = canvas.getAllByRole('link', {
      name: msg('chats.backToOpenings'),
    });
    for (const link of back) await expect(link).toHaveAttribute('href', '/job-openings');
    // No chat panes behind the notice.
    await expect(canvas.queryByRole('list', { name: msg('chats.list.label') })).toBeNull();
  },
};

/**
 * The account cannot use chats yet (the chats answer 403, e.g. no active plan): the server's
 * reason and a link to the account details, where the plan is chosen or paid.
 */
export const AccountNotReady: Story = {
  args: { url: demo.chatsUrl(OPENINGS.warehouse) },
  beforeEach({ msw }) {
    msw.use(
      http.get('*/v1/employers/job-openings/:id/chats', () =>
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
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(msg('chats.forbidden.title'))).toBeVisible();
    // The server's own words (data of the response, not the interface's text).
    const [reason] = canvas.getAllByText(/An active subscription is required\./);
    await expect(reason).toBeVisible();
    await expect(canvas.getByRole('link', { name: msg('chats.forbidden.action') })).toHaveAttribute(
      'href',
      '/account-details',
    );
    // The opening's header stays, without the chats' actions.
    await expect(await canvas.findByRole('heading', { name: OPENINGS.warehouse })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: msg('chats.findMore.open') })).toBeNull();
  },
};
