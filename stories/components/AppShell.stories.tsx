import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Route, Routes } from 'react-router-dom';
import { expect, within } from 'storybook/test';
import { screenShown } from '../../src/app/firstPaint';
import { DashboardLayout } from '../../src/app/layouts';
import { AppShell, Button, LanguageSwitch, ThemeToggle } from '../../src/components';
import { JobOpeningsHeader } from '../../src/features/shared/ScreenHeaders';
import { press } from '../support/keyboard';
import { msg, msgPattern } from '../support/storyText';
import { withEmployer } from '../support/withEmployer';

const noop = () => {};

/**
 * The app's own signed-in frame (issue #32 point 5: these stories showed a hand-made header,
 * with an avatar and a log-out icon the app does not have): the dashboard layout
 * (src/app/layouts.tsx), i.e. the AppShell as the app fills it — the navigation (Job openings,
 * Inbox, Account details), the theme toggle, the English/Español switch and Log out — at
 * /job-openings, signed in as the demo employer, around the page's own header.
 */
function SignedInFrame({ children }: { children?: ReactNode }) {
  return (
    <Routes>
      <Route element={<DashboardLayout />}>
        <Route path="*" element={children} />
      </Route>
    </Routes>
  );
}

/** The phone's menu button, whether or not it carries the unread count yet. */
const menuName = () => msgPattern('components.appShell.menu', undefined, { anchored: true });

/**
 * Waits for the unread badge's count (the demo employer's 3 chats with unread replies) to be in
 * the header: the poll's answer comes at its own time, and the shot must not depend on it.
 */
async function unreadCountShown(canvasElement: HTMLElement): Promise<void> {
  await within(canvasElement).findByText(msg('nav.inbox.unread', { count: 3 }), undefined, {
    timeout: 5000,
  });
}

/** The stories that show the app's header: the real layout, signed in, at /job-openings. */
const appHeader = {
  decorators: [withEmployer('ready')],
  // The layout starts the unread badge's poll once a screen has shown (or 5 s after the first
  // paint): say a screen has shown, so the poll always runs and the badge's count is always in
  // the shot (the story's requests are awaited), never left to the timing.
  beforeEach() {
    screenShown();
  },
  // …and its chunk is here before the story renders, so the first story of a fresh browser
  // shows the count too.
  loaders: [
    async () => {
      await import('../../src/features/chats/UnreadChatsPoll');
      return {};
    },
  ],
  parameters: { router: { initialEntries: ['/job-openings'] } },
  play: async ({ canvasElement }: { canvasElement: HTMLElement }) => {
    await unreadCountShown(canvasElement);
  },
  render: () => (
    <SignedInFrame>
      <JobOpeningsHeader />
    </SignedInFrame>
  ),
} satisfies Story;

const meta = {
  title: 'Components/AppShell',
  tags: ['autodocs', 'stable'],
  component: AppShell,
  parameters: { layout: 'fullscreen' },
  // The component's own slots, for its docs and controls; the header the app shows is the
  // stories' (SignedInFrame).
  // Their texts are the app's messages, in the language of the toolbar.
  args: {
    nav: (
      <>
        <a href="#job-openings" aria-current="page">
          <FormattedMessage id="nav.jobOpenings" defaultMessage="Job openings" />
        </a>
        <a href="#account-details">
          <FormattedMessage id="nav.accountDetails" defaultMessage="Account details" />
        </a>
      </>
    ),
    actions: (
      <>
        <ThemeToggle mode="light" onToggle={noop} />
        <LanguageSwitch value="en" onChange={noop} />
        <Button variant="ghost" size="sm">
          <FormattedMessage id="nav.logout" defaultMessage="Log out" />
        </Button>
      </>
    ),
    children: <JobOpeningsHeader />,
  },
} satisfies Meta<typeof AppShell>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = { ...appHeader };
export const InSpanish: Story = { ...appHeader, globals: { locale: 'es' } };
export const NarrowScreen: Story = {
  ...appHeader,
  globals: { viewport: { value: 'phone', isRotated: false } },
  parameters: { ...appHeader.parameters, visual: { height: { phone: 700 } } },
};
export const WithoutNav: Story = { args: { nav: undefined } };

/** Phones (issue #19 point 2): one 56 px row, the brand and the menu button. */
export const PhoneMenuClosed: Story = {
  ...appHeader,
  globals: { viewport: { value: 'phone', isRotated: false } },
  parameters: { ...appHeader.parameters, visual: { height: { phone: 700 } } },
  play: async ({ canvasElement }) => {
    await unreadCountShown(canvasElement);
    const canvas = within(canvasElement);
    // "Menu", then ", 3 chats with unread replies" once the unread count is in.
    const menu = await canvas.findByRole('button', { name: menuName() });
    await expect(menu).toHaveAttribute('aria-expanded', 'false');
    await expect(
      canvas.getByRole('link', { name: msg('nav.jobOpenings'), hidden: true }),
    ).not.toBeVisible();
    const bar = canvasElement.querySelector('header')?.getBoundingClientRect();
    await expect(bar?.height).toBeLessThanOrEqual(56);
  },
};

/** Phones: the menu unfolded under the bar — the navigation, then the controls. */
export const PhoneMenuOpen: Story = {
  ...appHeader,
  globals: { viewport: { value: 'phone', isRotated: false } },
  parameters: { ...appHeader.parameters, visual: { height: { phone: 700 } } },
  play: async ({ canvasElement }) => {
    await unreadCountShown(canvasElement);
    const canvas = within(canvasElement);
    await press(await canvas.findByRole('button', { name: menuName() }));
    await expect(canvas.getByRole('button', { name: menuName() })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    await expect(canvas.getByRole('link', { name: msg('nav.jobOpenings') })).toBeVisible();
    await expect(canvas.getByRole('button', { name: msg('nav.logout') })).toBeVisible();
  },
};

/**
 * Phones, unread chats waiting (issue #21 point 2): the folded menu's button carries the
 * count, and says it ("Menu, 3 chats with unread replies").
 */
export const PhoneMenuBadge: Story = {
  args: { menuBadge: { count: 3, label: '3 chats with unread replies' } },
  globals: { viewport: { value: 'phone', isRotated: false } },
  parameters: { visual: { height: { phone: 700 } } },
  render: function PhoneMenuBadgeStory(args) {
    // The badge's spoken label in the language of the toolbar (the app's message).
    const intl = useIntl();
    const count = args.menuBadge?.count ?? 0;
    const label = intl.formatMessage(
      {
        id: 'nav.inbox.unread',
        defaultMessage: '{count, plural, one {# chat} other {# chats}} with unread replies',
      },
      { count },
    );
    return <AppShell {...args} menuBadge={{ count, label }} />;
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const menu = canvas.getByRole('button', {
      name: `${msg('components.appShell.menu')}, ${msg('nav.inbox.unread', { count: 3 })}`,
    });
    await expect(menu).toHaveAttribute('aria-expanded', 'false');
    await expect(canvas.getByText('3')).toBeVisible();
  },
};

import { noControl, textControl } from './playground';

/** The frame with the unread count on the phone's menu button; narrow the canvas to fold it. */
export const Playground: Story = {
  tags: ['!test', '!autodocs'],
  args: {
    navLabel: 'Main navigation',
    menuBadge: { count: 2, label: '2 chats with unread replies' },
  },
  argTypes: {
    navLabel: textControl,
    brand: noControl,
    nav: noControl,
    actions: noControl,
    children: noControl,
  },
};
