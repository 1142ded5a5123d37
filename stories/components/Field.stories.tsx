import type { Meta, StoryObj } from '@storybook/react-vite';
import { Field } from '../../src/components';

const meta = {
  title: 'Components/Field',
  tags: ['autodocs', 'stable'],
  component: Field,
  args: {
    id: 'custom',
    label: 'Custom control',
    hint: 'Field wraps any control with a label, hint and error.',
    children: <input id="custom" aria-describedby="custom-hint" defaultValue="Native input" />,
  },
} satisfies Meta<typeof Field>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const WithError: Story = {
  args: {
    required: true,
    error: 'The custom control field is required.',
    children: (
      <input
        id="custom"
        aria-invalid="true"
        aria-describedby="custom-hint custom-error"
        defaultValue=""
      />
    ),
  },
};

import { noControl, textControl } from './playground';

/** The label, hint and error around a control; required and label hidden. */
export const Playground: Story = {
  tags: ['!test', '!autodocs'],
  args: { error: '', required: false, hideLabel: false },
  argTypes: { label: textControl, hint: textControl, error: textControl, children: noControl },
};
