import type { Meta, StoryObj } from '@storybook/react-vite';
import { toast } from 'react-toastify/unstyled';
import { expect, waitFor, within } from 'storybook/test';
import { Button, Inline, ToastContent, ToastHost } from '../../src/components';
import { press } from '../support/keyboard';

function Demo() {
  return (
    <>
      <Inline gap="sm">
        <Button
          variant="danger"
          onClick={() =>
            toast.error(
              <ToastContent
                summary="Ups!"
                detail={['The card was declined.', 'Try another card.']}
              />,
              { toastId: 'error' },
            )
          }
        >
          Show error
        </Button>
        <Button
          onClick={() =>
            toast.success(
              <ToastContent summary="Candidate hired" detail="Candidate hired successfully" />,
              { toastId: 'success' },
            )
          }
        >
          Show success
        </Button>
        <Button
          variant="secondary"
          onClick={() =>
            toast.info(<ToastContent summary="You have successfully logged out." />, {
              toastId: 'info',
            })
          }
        >
          Show info
        </Button>
      </Inline>
      {/* The toasts show in the app's single ToastHost, which every story has through
          AppProviders (.storybook/preview.tsx): a second one would be a second, identically
          named notifications landmark. */}
    </>
  );
}

const meta = {
  title: 'Components/ToastHost',
  tags: ['autodocs'],
  component: ToastHost,
  parameters: { layout: 'fullscreen' },
  render: () => (
    <div style={{ padding: 16 }}>
      <Demo />
    </div>
  ),
} satisfies Meta<typeof ToastHost>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

const showAll = async ({ canvasElement }: { canvasElement: HTMLElement }) => {
  const canvas = within(canvasElement);
  const body = within(canvasElement.ownerDocument.body);
  await press(canvas.getByRole('button', { name: 'Show info' }));
  await press(canvas.getByRole('button', { name: 'Show success' }));
  await press(canvas.getByRole('button', { name: 'Show error' }));
  await expect(
    await body.findByText('The card was declined., Try another card.'),
  ).toBeInTheDocument();
  await expect(body.getAllByRole('button', { name: 'Close notification' })).toHaveLength(3);
};

/** Three toasts (newest on top), each with a translated close button. */
export const Toasts: Story = { play: showAll };

/** The close button removes its toast. */
export const CloseToast: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await press(canvas.getByRole('button', { name: 'Show success' }));
    await press(await body.findByRole('button', { name: 'Close notification' }));
    await waitFor(() => expect(body.queryByText('Candidate hired')).not.toBeInTheDocument());
  },
};
