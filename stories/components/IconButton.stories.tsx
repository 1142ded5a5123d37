import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { Icon, IconButton, type ButtonVariant } from '../../src/components';
import { CatalogCell, CatalogGrid } from './catalog';
import { press } from '../support/keyboard';

const meta = {
  title: 'Components/IconButton',
  tags: ['autodocs', 'stable'],
  component: IconButton,
  args: { label: 'Close', icon: <Icon name="close" />, onClick: fn() },
} satisfies Meta<typeof IconButton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    await press(within(canvasElement).getByRole('button', { name: 'Close' }));
    await expect(args.onClick).toHaveBeenCalled();
  },
};

const VARIANTS: ButtonVariant[] = ['ghost', 'secondary', 'primary', 'danger'];
const STATES = ['default', 'hover', 'focus', 'disabled', 'loading'] as const;

export const Catalog: Story = {
  render: () => (
    <CatalogGrid columns={6}>
      {VARIANTS.flatMap((variant) =>
        STATES.map((state) => (
          <CatalogCell key={`${variant}-${state}`} caption={`${variant} · ${state}`}>
            <div>
              <IconButton
                variant={variant}
                label={`${variant} ${state}`}
                icon={<Icon name={variant === 'danger' ? 'trash' : 'edit'} />}
                disabled={state === 'disabled'}
                loading={state === 'loading'}
                data-force-state={state === 'hover' || state === 'focus' ? state : undefined}
              />
            </div>
          </CatalogCell>
        )),
      )}
      {VARIANTS.map((variant) => (
        <CatalogCell key={`${variant}-sm`} caption={`${variant} · sm`}>
          <div>
            <IconButton
              size="sm"
              variant={variant}
              label="Close"
              icon={<Icon name="close" size={16} />}
            />
          </div>
        </CatalogCell>
      ))}
    </CatalogGrid>
  ),
};

import { iconControl, radioControl, textControl } from './playground';

/** The icon (picker), its label, variant, size, loading and disabled. */
export const Playground: Story = {
  tags: ['!test', '!autodocs'],
  args: {
    label: 'Close',
    icon: 'close',
    variant: 'ghost',
    size: 'md',
    loading: false,
    disabled: false,
  },
  argTypes: {
    label: textControl,
    icon: iconControl({ optional: false }),
    variant: radioControl(['primary', 'secondary', 'ghost', 'danger']),
    size: radioControl(['sm', 'md']),
  },
};
