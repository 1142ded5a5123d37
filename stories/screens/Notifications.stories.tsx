import type { Meta, StoryObj } from '@storybook/react-vite';
import styled from 'styled-components';
import { expect, fn, waitFor, within } from 'storybook/test';
import { Card } from '../../src/components/Card';
import { NotificationsSection } from '../../src/features/account/NotificationsSection';
import { NotificationsHint } from '../../src/features/notifications/NotificationsHint';
import { NotifyRepliesSwitch } from '../../src/features/notifications/NotifyRepliesSwitch';
import { installFakeNotification, type FakeNotificationApi } from '../support/fakeNotification';
import { press } from '../support/keyboard';
import { withEmployer } from '../support/withEmployer';
import { msg, msgPattern } from '../support/storyText';

const StyledFrame = styled.div`
  max-width: 880px;
  padding: ${({ theme }) => theme.space.xl}px;
`;

/** The switch's and the hint's texts, in the story's language (read when the play runs). */
const DENIED = () => msg('notifications.denied');
const ASKING = () => msg('notifications.asking');
const HINT = () => msg('notifications.hint.title');

/**
 * Notifications of new replies (issue #21 point 3): the "Notify me of new replies" switch of
 * the account details screen in each of its states — off, asking (the browser's prompt is
 * open), on, denied (the browser blocks the site: how to allow it) and unsupported (no
 * Notification API) — then wired to a logged-in employer and a stand-in `Notification`
 * (switched on with the keyboard, granted or refused), and the inbox's one-time hint (shown,
 * turned on, refused, dismissed). The test-runner also shoots each in dark and in Spanish.
 */
const meta = {
  title: 'Screens/Account/Notifications',
  component: NotifyRepliesSwitch,
  args: { state: 'off', onChange: fn() },
  render: (args) => (
    <StyledFrame>
      <Card>
        <NotifyRepliesSwitch {...args} />
      </Card>
    </StyledFrame>
  ),
} satisfies Meta<typeof NotifyRepliesSwitch>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The switch of each story, by its accessible name. */
const theSwitch = (canvasElement: HTMLElement) =>
  within(canvasElement).findByRole('switch', { name: msg('notifications.label') });

export const SwitchOff: Story = {
  play: async ({ canvasElement }) => {
    const toggle = await theSwitch(canvasElement);
    await expect(toggle).not.toBeChecked();
    await expect(toggle).toBeEnabled();
    await expect(within(canvasElement).getByRole('status')).toBeEmptyDOMElement();
  },
};

export const SwitchAsking: Story = {
  args: { state: 'asking' },
  play: async ({ canvasElement }) => {
    const toggle = await theSwitch(canvasElement);
    await expect(toggle).toBeChecked();
    await expect(toggle).toHaveAttribute('aria-disabled', 'true');
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(ASKING());
  },
};

export const SwitchOn: Story = {
  args: { state: 'on' },
  play: async ({ canvasElement }) => {
    const toggle = await theSwitch(canvasElement);
    await expect(toggle).toBeChecked();
    await expect(within(canvasElement).getByRole('status')).toBeEmptyDOMElement();
  },
};

export const SwitchDenied: Story = {
  args: { state: 'denied' },
  play: async ({ canvasElement }) => {
    const toggle = await theSwitch(canvasElement);
    await expect(toggle).not.toBeChecked();
    await expect(toggle).toBeEnabled();
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(DENIED());
  },
};

export const SwitchUnsupported: Story = {
  args: { state: 'unsupported' },
  play: async ({ canvasElement }) => {
    const toggle = await theSwitch(canvasElement);
    await expect(toggle).toBeDisabled();
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(
      msgPattern('notifications.unsupported'),
    );
  },
};

/** The stand-in `Notification` of the running story (set by its `beforeEach`). */
let fake: FakeNotificationApi | null = null;

function withFake(
  permission: NotificationPermission | null,
  answer: NotificationPermission | 'wait',
) {
  return () => {
    fake = installFakeNotification(permission, answer);
    return fake.restore;
  };
}

/** The account details' Notifications section of a logged-in employer (the wired switch). */
const wiredSwitch: Pick<Story, 'decorators' | 'render'> = {
  decorators: [withEmployer('ready')],
  render: () => (
    <StyledFrame>
      <NotificationsSection />
    </StyledFrame>
  ),
};

export const SwitchOnWithKeyboard: Story = {
  ...wiredSwitch,
  beforeEach: withFake('default', 'wait'),
  play: async ({ canvasElement }) => {
    const toggle = await theSwitch(canvasElement);
    await expect(toggle).not.toBeChecked();
    await expect(fake?.prompts()).toBe(0);
    await press(toggle, ' ');
    await expect(fake?.prompts()).toBe(1);
    await expect(toggle).toBeChecked();
    await expect(toggle).toHaveAttribute('aria-disabled', 'true');
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(ASKING());
    fake?.answer('granted');
    await waitFor(() => expect(toggle).not.toHaveAttribute('aria-disabled'));
    await expect(toggle).toBeChecked();
    await expect(within(canvasElement).getByRole('status')).toBeEmptyDOMElement();
  },
};

export const SwitchRefusedByBrowser: Story = {
  ...wiredSwitch,
  beforeEach: withFake('default', 'denied'),
  play: async ({ canvasElement }) => {
    const toggle = await theSwitch(canvasElement);
    await press(toggle, ' ');
    await waitFor(() =>
      expect(within(canvasElement).getByRole('status')).toHaveTextContent(DENIED()),
    );
    await expect(toggle).not.toBeChecked();
    await expect(fake?.prompts()).toBe(1);
  },
};

/** The inbox hint of a logged-in employer. */
const hint: Pick<Story, 'decorators' | 'render'> = {
  decorators: [withEmployer('ready')],
  render: () => (
    <StyledFrame>
      <NotificationsHint />
    </StyledFrame>
  ),
};

export const Hint: Story = {
  ...hint,
  beforeEach: withFake('default', 'wait'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(HINT())).toBeVisible();
    await expect(
      canvas.getByRole('button', { name: msg('notifications.hint.turnOn') }),
    ).toBeVisible();
    await expect(
      canvas.getByRole('button', { name: msg('components.alert.dismiss') }),
    ).toBeVisible();
    await expect(fake?.prompts()).toBe(0);
  },
};

export const HintTurnedOn: Story = {
  ...hint,
  beforeEach: withFake('default', 'granted'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await press(await canvas.findByRole('button', { name: msg('notifications.hint.turnOn') }));
    await waitFor(() => expect(canvas.queryByText(HINT())).toBeNull());
    await expect(fake?.prompts()).toBe(1);
    const page = within(canvasElement.ownerDocument.body);
    await expect(await page.findByText(msg('notifications.switchedOn'))).toBeVisible();
  },
};

export const HintRefused: Story = {
  ...hint,
  beforeEach: withFake('default', 'denied'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await press(await canvas.findByRole('button', { name: msg('notifications.hint.turnOn') }));
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent(msg('notifications.hint.blocked'));
    await expect(alert).toHaveTextContent(DENIED());
  },
};

export const HintDismissed: Story = {
  ...hint,
  beforeEach: withFake('default', 'wait'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await press(await canvas.findByRole('button', { name: msg('components.alert.dismiss') }));
    await waitFor(() => expect(canvas.queryByText(HINT())).toBeNull());
    await expect(fake?.prompts()).toBe(0);
  },
};
