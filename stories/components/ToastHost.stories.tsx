import type { Meta, StoryObj } from '@storybook/react-vite';
import { toast } from 'react-toastify/unstyled';
import { expect, waitFor, within } from 'storybook/test';
import { AppShell, Button, Inline, ToastContent, ToastHost } from '../../src/components';
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

/** A page with the app's top bar, its controls and a main action, for the placement stories. */
function OnAPage() {
  return (
    <AppShell
      navLabel="Main"
      nav={<span>Job Openings</span>}
      actions={
        <Inline gap="sm">
          <Button variant="ghost" size="sm">
            Log out
          </Button>
        </Inline>
      }
    >
      <div style={{ padding: 16 }}>
        <Demo />
      </div>
    </AppShell>
  );
}

/** The toast's box and the top bar's, once the toast shows. */
async function placement(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  const body = within(canvasElement.ownerDocument.body);
  await press(canvas.getByRole('button', { name: 'Show success' }));
  const toastBox = (await body.findByText('Candidate hired')).closest('.Toastify__toast');
  const bar = canvasElement.ownerDocument.querySelector('header');
  return {
    toast: (toastBox as HTMLElement).getBoundingClientRect(),
    bar: (bar as HTMLElement).getBoundingClientRect(),
    viewport: canvasElement.ownerDocument.documentElement.clientHeight,
  };
}

/**
 * Toasts never cover the header's controls (issue #19 point 11): on a wide screen they show
 * below the top bar, on the right.
 */
export const BelowTheTopBar: Story = {
  render: () => <OnAPage />,
  play: async ({ canvasElement }) => {
    const { toast: box, bar } = await placement(canvasElement);
    await expect(box.top).toBeGreaterThanOrEqual(bar.bottom);
  },
};

/** On a phone toasts show at the bottom, clear of the top bar and its controls. */
export const AtTheBottomOnPhones: Story = {
  parameters: { viewport: { width: 375, height: 812 } },
  render: () => <OnAPage />,
  play: async ({ canvasElement }) => {
    const { toast: box, bar, viewport } = await placement(canvasElement);
    await expect(box.top).toBeGreaterThan(bar.bottom);
    await expect(box.bottom).toBeGreaterThan(viewport - 80);
  },
};
