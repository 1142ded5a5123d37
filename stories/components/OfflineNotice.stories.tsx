import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Button, OfflineNotice } from '../../src/components';

const meta = {
  title: 'Components/OfflineNotice',
  tags: ['autodocs'],
  component: OfflineNotice,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof OfflineNotice>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const alert = within(canvasElement).getByRole('alert');
    await expect(alert).toHaveTextContent('No internet connection');
  },
};

export const WithAction: Story = {
  args: { action: <Button variant="secondary">Try again</Button> },
};
export const InSpanish: Story = { globals: { locale: 'es' } };
