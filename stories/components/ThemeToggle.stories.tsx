import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { ThemeToggle } from '../../src/components';
import { press } from '../support/keyboard';

const meta = {
  title: 'Components/ThemeToggle',
  tags: ['autodocs'],
  component: ThemeToggle,
  args: { mode: 'light', onToggle: fn() },
} satisfies Meta<typeof ThemeToggle>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    await press(within(canvasElement).getByRole('button', { name: 'Switch to dark theme' }));
    await expect(args.onToggle).toHaveBeenCalledTimes(1);
  },
};

export const DarkMode: Story = {
  args: { mode: 'dark' },
  globals: { theme: 'dark' },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('button', { name: 'Switch to light theme' }),
    ).toBeInTheDocument();
  },
};

export const InSpanish: Story = {
  globals: { locale: 'es' },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('button', { name: 'Cambiar a tema oscuro' }),
    ).toBeInTheDocument();
  },
};
