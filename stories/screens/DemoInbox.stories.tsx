import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { DemoInbox } from '../../src/features/demo/DemoInbox';
import { receiveDemoEmail, resetDemoInbox } from '../../src/features/demo/demoInbox';
import { press } from '../support/keyboard';

/**
 * The demo inbox (demo mode only): where the e-mails of the simulated API arrive — the
 * verification code and the password-reset link.
 */
const meta = {
  title: 'Screens/Demo inbox',
  component: DemoInbox,
  parameters: { layout: 'fullscreen' },
  render: () => (
    <div style={{ minHeight: 700 }}>
      <DemoInbox />
    </div>
  ),
} satisfies Meta<typeof DemoInbox>;

export default meta;
type Story = StoryObj<typeof meta>;

function deliver() {
  resetDemoInbox();
  receiveDemoEmail({
    to: 'jo@example.com',
    subject: 'Your Hireline verification code',
    text: 'Your code is 123456. It expires in 30 minutes.',
    kind: 'verification',
    secret: '123456',
    sent_at: '2026-05-15T11:58:00Z',
  });
  receiveDemoEmail({
    to: 'jo@example.com',
    subject: 'Reset your Hireline password',
    text: '/auth/password-recovery/7c2f9a1e4b8d3f60a5e2c7b9d1f4a8e3',
    kind: 'passwordReset',
    secret: '7c2f9a1e4b8d3f60a5e2c7b9d1f4a8e3',
    sent_at: '2026-05-15T11:59:00Z',
  });
}

export const Closed: Story = {
  beforeEach: deliver,
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('button', { name: /Demo inbox|Bandeja de demostración/ }),
    ).toBeVisible();
  },
};

export const Open: Story = {
  beforeEach: deliver,
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await press(body.getByRole('button', { name: /Demo inbox|Bandeja de demostración/ }));
    const dialog = await body.findByRole('dialog', { name: /Demo inbox|Bandeja de demostración/ });
    await expect(within(dialog).getByText(/123456/)).toBeVisible();
    await expect(within(dialog).getByRole('link')).toBeVisible();
  },
};

export const OpenSpanish: Story = { ...Open, globals: { locale: 'es' } };

export const Empty: Story = {
  beforeEach: () => resetDemoInbox(),
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await press(body.getByRole('button', { name: /Demo inbox|Bandeja de demostración/ }));
    await expect(await body.findByText('No e-mails yet.')).toBeVisible();
  },
};

/**
 * The launcher after a page's content (issue #19 point 17): it never covers the page's own
 * controls — here a form whose last button ends the page — at 1280 px and, on the phone axis
 * of the test-runner, at 375 px.
 */
export const AfterThePageContent: Story = {
  beforeEach: deliver,
  render: () => (
    <>
      <main style={{ minHeight: '100vh', display: 'flex', alignItems: 'flex-end', padding: 16 }}>
        <button type="button">Change password</button>
      </main>
      <DemoInbox />
    </>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const launcher = canvas.getByRole('button', { name: /Demo inbox|Bandeja de demostración/ });
    const control = canvas.getByRole('button', { name: 'Change password' });
    const a = launcher.getBoundingClientRect();
    const b = control.getBoundingClientRect();
    const overlap = a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;
    await expect(overlap).toBe(false);
    await expect(a.top).toBeGreaterThanOrEqual(b.bottom);
  },
};
