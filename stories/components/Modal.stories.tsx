import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button, Modal, TextField } from '../../src/components';
import { press } from '../support/keyboard';

const meta = {
  title: 'Components/Modal',
  tags: ['autodocs'],
  component: Modal,
  args: {
    open: true,
    title: 'No candidates yet',
    onClose: fn(),
    children: (
      <p style={{ margin: 0 }}>
        No job seekers are available right now. We will send you a message when some are.
      </p>
    ),
    footer: <Button>Got it</Button>,
  },
  render: function Render(args) {
    const [open, setOpen] = useState(args.open);
    return (
      <>
        <Button variant="secondary" onClick={() => setOpen(true)}>
          Open dialog
        </Button>
        <Modal
          {...args}
          open={open}
          onClose={() => {
            setOpen(false);
            args.onClose();
          }}
        />
      </>
    );
  },
} satisfies Meta<typeof Modal>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const WithForm: Story = {
  args: {
    title: 'Create job opening',
    size: 'lg',
    children: (
      <TextField label="Name" name="name" value="Warehouse associate" onChange={() => {}} />
    ),
    footer: (
      <>
        <Button variant="secondary">Cancel</Button>
        <Button>Create</Button>
      </>
    ),
  },
};

export const NotDismissible: Story = {
  args: {
    title: 'Processing payment',
    dismissible: false,
    footer: undefined,
    children: (
      <p style={{ margin: 0 }}>
        Your payment is being processed. Please do not refresh or close this page.
      </p>
    ),
  },
};

export const InSpanish: Story = { globals: { locale: 'es' } };

/** Opens from a button, traps focus, closes with Escape and returns focus to the opener. */
export const KeyboardInteraction: Story = {
  args: { open: false },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    const opener = canvas.getByRole('button', { name: 'Open dialog' });
    await press(opener);
    const dialog = await body.findByRole('dialog', { name: 'No candidates yet' });
    await expect(dialog).toHaveAttribute('aria-modal', 'true');
    await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));
    await userEvent.tab();
    await userEvent.tab();
    await expect(dialog.contains(document.activeElement)).toBe(true);
    await userEvent.keyboard('{Escape}');
    await expect(args.onClose).toHaveBeenCalledTimes(1);
    await expect(body.queryByRole('dialog')).not.toBeInTheDocument();
    await expect(opener).toHaveFocus();
  },
};

export const BackdropClickCloses: Story = {
  play: async ({ canvasElement, args }) => {
    const body = within(canvasElement.ownerDocument.body);
    await body.findByRole('dialog');
    await userEvent.click(body.getByTestId('modal-backdrop'));
    await expect(args.onClose).toHaveBeenCalledTimes(1);
    await expect(body.queryByRole('dialog')).not.toBeInTheDocument();
  },
};
