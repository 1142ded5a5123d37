import type { Meta, StoryObj } from '@storybook/react-vite';
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
