import type { Meta, StoryObj } from '@storybook/react-vite';
import {
  AuthShell,
  Button,
  LanguageSwitch,
  PasswordField,
  Stack,
  TextField,
  ThemeToggle,
} from '../../src/components';

const noop = () => {};

const meta = {
  title: 'Components/AuthShell',
  tags: ['autodocs', 'stable'],
  component: AuthShell,
  parameters: { layout: 'fullscreen' },
  args: {
    title: 'Log in',
    description: 'Welcome back to Hireline.',
    toolbar: (
      <>
        <LanguageSwitch value="en" onChange={noop} />
        <ThemeToggle mode="light" onToggle={noop} />
      </>
    ),
    children: (
      <Stack gap="md">
        <TextField
          label="Email"
          name="email"
          type="email"
          value="ana@example.com"
          onChange={noop}
        />
        <PasswordField label="Password" name="password" value="secret-123" onChange={noop} />
        <Button fullWidth>Log in</Button>
      </Stack>
    ),
    footer: (
      <>
        <a href="#recovery">Forgot your password?</a>
        <a href="#sign-up">Create an account</a>
      </>
    ),
  },
} satisfies Meta<typeof AuthShell>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Wide: Story = { args: { width: 640, title: 'Company information' } };
export const NarrowScreen: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  parameters: { visual: { height: { phone: 700 } } },
};

import { noControl, rangeControl, textControl } from './playground';

/** The public pages' frame: its title, description and card width (px). */
export const Playground: Story = {
  tags: ['!test', '!autodocs'],
  argTypes: {
    title: textControl,
    description: textControl,
    width: rangeControl(360, 720, 20),
    brand: noControl,
    toolbar: noControl,
    children: noControl,
    footer: noControl,
  },
};
