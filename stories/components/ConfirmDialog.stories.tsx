import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { ConfirmDialog } from '../../src/components';
import { press } from '../support/keyboard';

const meta = {
  title: 'Components/ConfirmDialog',
  tags: ['autodocs', 'stable'],
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
  // Docs: each example's dialog shows inside the example (preview.tsx DocsDialogBox), not over
  // the page, where it covered the docs page's title and props table.
  parameters: { docs: { dialogBox: '420px' } },
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

import { radioControl, textControl } from './playground';

/** The question, what will happen, the two buttons' labels, the variant and the wait. */
export const Playground: Story = {
  tags: ['!test', '!autodocs'],
  args: { cancelLabel: 'Cancel', loading: false },
  argTypes: {
    title: textControl,
    message: textControl,
    confirmLabel: textControl,
    cancelLabel: textControl,
    variant: radioControl(['primary', 'danger']),
  },
};
