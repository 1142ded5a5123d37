import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { Alert, type AlertVariant } from '../../src/components';
import { CatalogCell, CatalogGrid } from './catalog';
import { press } from '../support/keyboard';
import { msg } from '../support/storyText';

const meta = {
  title: 'Components/Alert',
  tags: ['autodocs', 'stable'],
  component: Alert,
  args: { variant: 'error', title: 'Mail not found', children: 'Check the address and try again.' },
} satisfies Meta<typeof Alert>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('Mail not found');
  },
};

export const Dismissible: Story = {
  args: {
    variant: 'success',
    title: 'You have successfully logged out.',
    children: undefined,
    onDismiss: fn(),
  },
  play: async ({ canvasElement, args }) => {
    await press(
      within(canvasElement).getByRole('button', { name: msg('components.alert.dismiss') }),
    );
    await expect(args.onDismiss).toHaveBeenCalled();
  },
};

const SAMPLES: Record<AlertVariant, [string, string]> = {
  error: ['Oops! Something went wrong.', 'The card was declined.'],
  warning: ['Your payment is being processed.', 'Please do not refresh or close this page.'],
  info: ['Chats refresh every 10 seconds.', 'New messages appear automatically.'],
  success: ['Candidate hired', 'Candidate was successfully hired.'],
};

export const Catalog: Story = {
  render: () => (
    <CatalogGrid columns={2} minWidth={280}>
      {(Object.keys(SAMPLES) as AlertVariant[]).flatMap((variant) => [
        <CatalogCell key={variant} caption={variant}>
          <Alert variant={variant} title={SAMPLES[variant][0]}>
            {SAMPLES[variant][1]}
          </Alert>
        </CatalogCell>,
        <CatalogCell key={`${variant}-dismiss`} caption={`${variant} · title only, dismissible`}>
          <Alert variant={variant} title={SAMPLES[variant][0]} onDismiss={() => {}} />
        </CatalogCell>,
      ])}
    </CatalogGrid>
  ),
};

import { action, selectControl, textControl } from './playground';

/** Every option of the alert: its variant, its title and message as text, and its close button. */
export const Playground: Story = {
  tags: ['!test', '!autodocs'],
  args: {
    variant: 'warning',
    title: 'Your plan ends soon',
    children: 'Renew it before May 31 to keep your chats open.',
    onDismiss: action('onDismiss'),
  },
  argTypes: {
    variant: selectControl(['error', 'warning', 'success', 'info']),
    title: textControl,
    children: textControl,
  },
};
