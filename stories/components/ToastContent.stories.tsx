import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { ToastContent } from '../../src/components/ToastContent';
import { press } from '../support/keyboard';

const meta = {
  title: 'Components/ToastContent',
  tags: ['autodocs', 'stable'],
  component: ToastContent,
  args: {
    summary: 'Ups!',
    detail: ['The email has already been taken.', 'The phone number must have 10 digits.'],
  },
} satisfies Meta<typeof ToastContent>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByText(
        'The email has already been taken., The phone number must have 10 digits.',
      ),
    ).toBeInTheDocument();
  },
};

export const SummaryOnly: Story = { args: { summary: 'Candidate rejected', detail: [] } };

/** With an action button: the Undo of a rejection (issue #9 point 5). */
export const WithAction: Story = {
  args: {
    summary: 'Rejecting Ana V.',
    detail:
      'The rejection is sent in 5 seconds. Undo keeps the candidate; closing this tab before then also leaves them not rejected.',
    action: { label: 'Undo', onAction: fn() },
  },
  play: async ({ canvasElement, args }) => {
    await press(within(canvasElement).getByRole('button', { name: 'Undo' }));
    await expect(args.action?.onAction).toHaveBeenCalledTimes(1);
  },
};

import { noControl, textControl } from './playground';

/** Summary and detail as text. */
export const Playground: Story = {
  tags: ['!test', '!autodocs'],
  args: {
    summary: 'Candidate rejected',
    detail: 'Ana López was rejected and the chat was closed.',
  },
  argTypes: { summary: textControl, detail: textControl, onAttentionChange: noControl },
  play: undefined,
};
