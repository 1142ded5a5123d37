import type { Meta, StoryObj } from '@storybook/react-vite';
import { toast } from 'react-toastify/unstyled';
import { expect, waitFor, within } from 'storybook/test';
import { AppShell, Button, Inline, Modal } from '../../src/components';
import { ToastContent } from '../../src/components/ToastContent';
import { ToastHost } from '../../src/components/ToastHost';
import { controlsUnder } from '../support/coveredControls';
import { press } from '../support/keyboard';
import { msg } from '../support/storyText';

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
  tags: ['autodocs', 'stable'],
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
  await expect(body.getAllByRole('button', { name: msg('components.toast.close') })).toHaveLength(
    3,
  );
};

/** Three toasts (newest on top), each with a translated close button. */
export const Toasts: Story = { play: showAll };

/** The close button removes its toast. */
export const CloseToast: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await press(canvas.getByRole('button', { name: 'Show success' }));
    await press(await body.findByRole('button', { name: msg('components.toast.close') }));
    await waitFor(() => expect(body.queryByText('Candidate hired')).not.toBeInTheDocument());
  },
};

/** A page with the app's top bar, its controls and a main action, for the placement stories. */
function OnAPage() {
  return (
    <AppShell
      navLabel="Main"
      nav={<span>Job openings</span>}
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
  const toastBox = (await body.findByText('Candidate hired')).closest<HTMLElement>(
    '.Toastify__toast',
  );
  if (!toastBox) throw new Error('the toast is not a toast');
  const bar = canvasElement.ownerDocument.querySelector('header');
  return {
    element: toastBox,
    toast: toastBox.getBoundingClientRect(),
    bar: (bar as HTMLElement).getBoundingClientRect(),
    viewport: canvasElement.ownerDocument.documentElement.clientHeight,
  };
}

/** The toasts' lane published on <html> (issue #30 point 7), in px; 0 when none. */
function lane(canvasElement: HTMLElement): number {
  const root = canvasElement.ownerDocument.documentElement;
  return parseFloat(getComputedStyle(root).getPropertyValue('--toast-lane-height')) || 0;
}

/**
 * On a wide screen toasts show at the bottom-left (issue #30 point 7), where the app pins no
 * control: clear of the top bar and its controls (issue #19 point 11) and of every control on
 * the page; the page keeps their lane at its end, so that its last controls scroll clear.
 */
export const AtTheBottomLeft: Story = {
  render: () => <OnAPage />,
  play: async ({ canvasElement }) => {
    const { element, toast: box, bar, viewport } = await placement(canvasElement);
    await expect(box.top).toBeGreaterThanOrEqual(bar.bottom);
    await expect(box.left).toBeLessThanOrEqual(17);
    await expect(box.bottom).toBeGreaterThan(viewport - 40);
    await expect(controlsUnder(element, canvasElement.ownerDocument.body)).toEqual([]);
    await waitFor(() => expect(lane(canvasElement)).toBeGreaterThanOrEqual(viewport - box.top));
    const main = canvasElement.ownerDocument.querySelector('main') as HTMLElement;
    await expect(parseFloat(getComputedStyle(main).paddingBottom)).toBeGreaterThanOrEqual(
      lane(canvasElement),
    );
  },
};

/** On a phone toasts show across the bottom, clear of the top bar and its controls. */
export const AtTheBottomOnPhones: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  render: () => <OnAPage />,
  play: async ({ canvasElement }) => {
    const { element, toast: box, bar, viewport } = await placement(canvasElement);
    await expect(box.top).toBeGreaterThan(bar.bottom);
    await expect(box.bottom).toBeGreaterThan(viewport - 80);
    await expect(controlsUnder(element, canvasElement.ownerDocument.body)).toEqual([]);
  },
};

/** A dialog with more to read than a phone shows, and a footer, over the page. */
function DialogOnAPage() {
  return (
    <Modal
      open
      onClose={() => undefined}
      title="Company information"
      footer={
        <>
          <Button variant="secondary">Cancel</Button>
          <Button>Save</Button>
        </>
      }
    >
      <Demo />
      {Array.from({ length: 12 }, (_, index) => (
        <p key={index}>
          Hireline shows the candidates who live near the job opening and have its skills, with
          their years of experience and the skills they lack.
        </p>
      ))}
    </Modal>
  );
}

/**
 * A toast over a dialog on a phone (issue #30 point 7: it covered the footer): the dialog's
 * scroll keeps the toasts' lane at its end, so that scrolled to its end the footer's buttons
 * are clear of the toast.
 */
export const OverADialogOnAPhone: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  parameters: { visual: { height: { phone: 667 } } },
  render: () => <DialogOnAPage />,
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const dialog = await body.findByRole('dialog', { name: 'Company information' });
    await press(within(dialog).getByRole('button', { name: 'Show success' }));
    const toast = (await body.findByText('Candidate hired')).closest('.Toastify__toast');
    if (!toast) throw new Error('the toast is not a toast');
    await waitFor(() => expect(lane(canvasElement)).toBeGreaterThan(0));
    const backdrop = dialog.parentElement as HTMLElement;
    backdrop.scrollTop = backdrop.scrollHeight;
    await waitFor(() => expect(controlsUnder(toast, dialog)).toEqual([]));
    const save = within(dialog).getByRole('button', { name: 'Save' }).getBoundingClientRect();
    await expect(save.bottom).toBeLessThanOrEqual(toast.getBoundingClientRect().top);
  },
};

/** Press the buttons to show each kind of toast where the app shows them. */
export const Playground: Story = {
  tags: ['!test', '!autodocs'],
};
