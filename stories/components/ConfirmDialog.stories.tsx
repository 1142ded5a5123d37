import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { ConfirmDialog } from '../../src/components';
import { press } from '../support/keyboard';

const meta = {
  title: 'Components/ConfirmDialog',
  tags: ['autodocs'],
  component: ConfirmDialog,
  args: {
    open: true,
    title: 'Reject candidate?',
    message: 'Ana López will be rejected and the chat will be closed.',
    confirmLabel: 'Reject',
    variant: 'danger',
    onConfirm: fn(),
    onCancel: fn(),
  },
} satisfies Meta<typeof ConfirmDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const body = within(canvasElement.ownerDocument.body);
    const dialog = await body.findByRole('dialog', { name: 'Reject candidate?' });
    await expect(dialog).toHaveAccessibleDescription(
      'Ana López will be rejected and the chat will be closed.',
    );
    await press(within(dialog).getByRole('button', { name: 'Reject' }));
    await expect(args.onConfirm).toHaveBeenCalledTimes(1);
  },
};

export const Primary: Story = {
  args: {
    title: 'Hire candidate?',
    message: 'Ana López will be marked as hired.',
    confirmLabel: 'Hire',
    variant: 'primary',
  },
};

export const Loading: Story = { args: { loading: true } };
export const InSpanish: Story = {
  args: { confirmLabel: undefined, title: '¿Rechazar candidato?', message: 'Se cerrará el chat.' },
  globals: { locale: 'es' },
};
