import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { DemoInbox } from '../../src/features/demo/DemoInbox';
import { receiveDemoEmail, resetDemoInbox } from '../../src/features/demo/demoInbox';
import { press } from '../support/keyboard';
import demoEnglish from '../../src/features/demo/locales/en.json';
import demoSpanish from '../../src/features/demo/locales/es.json';
import { msg, storyLanguage, useMsg } from '../support/storyText';

/**
 * A text of the demo inbox's own catalog (src/features/demo/locales, kept out of the app's) in
 * the story's language: what `msg` is for the app's catalogs.
 */
function demoText(id: keyof typeof demoEnglish): string {
  return (storyLanguage() === 'es' ? demoSpanish : demoEnglish)[id];
}

/** The launcher's and the dialog's name: they hold the inbox's title (the launcher also its count). */
const demoTitle = () => new RegExp(`${demoText('demo.inbox.title')}`);

/** A page whose last control, "Change password", ends it (in the story's language). */
function PageEndingInAButton() {
  const t = useMsg();
  return (
    <main style={{ minHeight: '100vh', display: 'flex', alignItems: 'flex-end', padding: 16 }}>
      <button type="button">{t('account.security.form')}</button>
    </main>
  );
}

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
    await expect(within(canvasElement).getByRole('button', { name: demoTitle() })).toBeVisible();
  },
};

export const Open: Story = {
  beforeEach: deliver,
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await press(body.getByRole('button', { name: demoTitle() }));
    const dialog = await body.findByRole('dialog', { name: demoTitle() });
    await expect(within(dialog).getByText(/123456/)).toBeVisible();
    await expect(within(dialog).getByRole('link')).toBeVisible();
  },
};

export const OpenSpanish: Story = { ...Open, globals: { locale: 'es' } };

export const Empty: Story = {
  beforeEach: () => resetDemoInbox(),
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await press(body.getByRole('button', { name: demoTitle() }));
    await expect(await body.findByText(demoText('demo.inbox.empty'))).toBeVisible();
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
      <PageEndingInAButton />
      <DemoInbox />
    </>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const launcher = canvas.getByRole('button', { name: demoTitle() });
    const control = canvas.getByRole('button', { name: msg('account.security.form') });
    const a = launcher.getBoundingClientRect();
    const b = control.getBoundingClientRect();
    const overlap = a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;
    await expect(overlap).toBe(false);
    await expect(a.top).toBeGreaterThanOrEqual(b.bottom);
  },
};
