import type { Meta, StoryObj } from '@storybook/react-vite';
import { FormErrorSummary } from '../../src/components';

const meta = {
  title: 'Components/FormErrorSummary',
  tags: ['autodocs', 'stable'],
  component: FormErrorSummary,
  args: {
    errors: {
      email: 'The email has already been taken.',
      phone: 'The phone number must have 10 digits.',
      name: undefined,
    },
  },
} satisfies Meta<typeof FormErrorSummary>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const SingleError: Story = { args: { errors: ['The passwords do not match.'] } };
export const InSpanish: Story = { globals: { locale: 'es' } };

import { textControl } from './playground';

/** Its title as text; the errors as a list to edit. */
export const Playground: Story = {
  tags: ['!test', '!autodocs'],
  args: { title: 'Check these fields' },
  argTypes: { title: textControl },
};
