import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { ThemeToggle } from '../../src/components';
import { press } from '../support/keyboard';
import { msg } from '../support/storyText';

const meta = {
  title: 'Components/ThemeToggle',
  tags: ['autodocs', 'stable'],
  component: ThemeToggle,
  args: { mode: 'light', onToggle: fn() },
} satisfies Meta<typeof ThemeToggle>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    await press(
      within(canvasElement).getByRole('button', { name: msg('components.themeToggle.toDark') }),
    );
    await expect(args.onToggle).toHaveBeenCalledTimes(1);
  },
};

export const DarkMode: Story = {
  args: { mode: 'dark' },
  globals: { theme: 'dark' },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('button', { name: msg('components.themeToggle.toLight') }),
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

import { radioControl } from './playground';

/** The theme it shows as current, at both sizes. */
export const Playground: Story = {
  tags: ['!test', '!autodocs'],
  args: { mode: 'light', size: 'md' },
  argTypes: { mode: radioControl(['light', 'dark']), size: radioControl(['sm', 'md']) },
  play: undefined,
};
