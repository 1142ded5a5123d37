import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { FullScreenOverlay } from '../../src/components';

const meta = {
  title: 'Components/FullScreenOverlay',
  tags: ['autodocs'],
  component: FullScreenOverlay,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof FullScreenOverlay>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Loading…');
  },
};

export const CheckingSession: Story = { args: { label: 'Checking your session…' } };
export const InSpanish: Story = { globals: { locale: 'es' } };
