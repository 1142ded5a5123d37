import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { ToastContent } from '../../src/components';

const meta = {
  title: 'Components/ToastContent',
  tags: ['autodocs'],
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

export const SummaryOnly: Story = { args: { summary: 'Candidate Rejected', detail: [] } };
