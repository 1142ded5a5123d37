import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { press } from '../support/keyboard';
import {
  AppShell,
  Avatar,
  Button,
  Card,
  Icon,
  LanguageSwitch,
  PageHeader,
  ThemeToggle,
} from '../../src/components';

const noop = () => {};

const meta = {
  title: 'Components/AppShell',
  tags: ['autodocs'],
  component: AppShell,
  parameters: { layout: 'fullscreen' },
  args: {
    nav: (
      <>
        <a href="#job-openings" aria-current="page">
          Job Openings
        </a>
        <a href="#account-details">Account Details</a>
      </>
    ),
    actions: (
      <>
        <LanguageSwitch value="en" compact onChange={noop} />
        <ThemeToggle mode="light" onToggle={noop} />
        <Avatar name="Ana López" size="sm" />
        <Button variant="ghost" size="sm" startIcon={<Icon name="logOut" size={16} />}>
          Log out
        </Button>
      </>
    ),
    children: (
      <>
        <PageHeader
          title="Job Openings"
          description="Create openings and review suggested candidates."
          actions={<Button>Create job opening</Button>}
        />
        <Card>Page content</Card>
      </>
    ),
  },
} satisfies Meta<typeof AppShell>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const InSpanish: Story = { globals: { locale: 'es' } };
export const NarrowScreen: Story = { parameters: { viewport: { width: 375, height: 700 } } };
export const WithoutNav: Story = { args: { nav: undefined } };

/** Phones (issue #19 point 2): one 56 px row, the brand and the menu button. */
export const PhoneMenuClosed: Story = {
  parameters: { viewport: { width: 375, height: 700 } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const menu = canvas.getByRole('button', { name: 'Menu' });
    await expect(menu).toHaveAttribute('aria-expanded', 'false');
    await expect(
      canvas.getByRole('link', { name: 'Job Openings', hidden: true }),
    ).not.toBeVisible();
    const bar = canvasElement.querySelector('header')?.getBoundingClientRect();
    await expect(bar?.height).toBeLessThanOrEqual(56);
  },
};

/** Phones: the menu unfolded under the bar — the navigation, then the controls. */
export const PhoneMenuOpen: Story = {
  parameters: { viewport: { width: 375, height: 700 } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await press(canvas.getByRole('button', { name: 'Menu' }));
    await expect(canvas.getByRole('button', { name: 'Menu' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    await expect(canvas.getByRole('link', { name: 'Job Openings' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Log out' })).toBeVisible();
  },
};

/**
 * Phones, unread chats waiting (issue #21 point 2): the folded menu's button carries the
 * count, and says it ("Menu, 3 chats with unread replies").
 */
export const PhoneMenuBadge: Story = {
  args: { menuBadge: { count: 3, label: '3 chats with unread replies' } },
  parameters: { viewport: { width: 375, height: 700 } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const menu = canvas.getByRole('button', { name: 'Menu, 3 chats with unread replies' });
    await expect(menu).toHaveAttribute('aria-expanded', 'false');
    await expect(canvas.getByText('3')).toBeVisible();
  },
};
