import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { Button, Icon, type ButtonVariant } from '../../src/components';
import { press } from '../support/keyboard';
import { CatalogCell, CatalogGrid } from './catalog';

const meta = {
  title: 'Components/Button',
  tags: ['autodocs', 'stable'],
  component: Button,
  args: { children: 'Create job opening', onClick: fn() },
  argTypes: {
    variant: { control: 'inline-radio', options: ['primary', 'secondary', 'ghost', 'danger'] },
    size: { control: 'inline-radio', options: ['sm', 'md'] },
  },
} satisfies Meta<typeof Button>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Create job opening' });
    await press(button);
    await expect(args.onClick).toHaveBeenCalledTimes(1);
    await press(button, ' ');
    await expect(args.onClick).toHaveBeenCalledTimes(2);
  },
};

export const Loading: Story = {
  args: { loading: true, children: 'Saving' },
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Saving' });
    // Busy, not `disabled` (which would drop the focus on the page): aria-disabled.
    await expect(button).toHaveAttribute('aria-disabled', 'true');
    await expect(button).toHaveAttribute('aria-busy', 'true');
  },
};

const VARIANTS: ButtonVariant[] = ['primary', 'secondary', 'ghost', 'danger'];
const STATES = ['default', 'hover', 'focus', 'disabled', 'loading'] as const;

export const Catalog: Story = {
  render: () => (
    <CatalogGrid columns={5}>
      {VARIANTS.flatMap((variant) =>
        STATES.map((state) => (
          <CatalogCell key={`${variant}-${state}`} caption={`${variant} · ${state}`}>
            <div>
              <Button
                variant={variant}
                disabled={state === 'disabled'}
                loading={state === 'loading'}
                data-force-state={state === 'hover' || state === 'focus' ? state : undefined}
                startIcon={variant === 'primary' ? <Icon name="plus" size={18} /> : undefined}
              >
                {variant === 'danger' ? 'Reject' : 'Save'}
              </Button>
            </div>
          </CatalogCell>
        )),
      )}
      <CatalogCell caption="sm">
        <div>
          <Button size="sm">Small</Button>
        </div>
      </CatalogCell>
      <CatalogCell caption="sm secondary">
        <div>
          <Button size="sm" variant="secondary">
            Small
          </Button>
        </div>
      </CatalogCell>
      <CatalogCell caption="end icon">
        <div>
          <Button variant="secondary" endIcon={<Icon name="chevronRight" size={18} />}>
            Next
          </Button>
        </div>
      </CatalogCell>
      <CatalogCell caption="full width">
        <Button fullWidth>Log in</Button>
      </CatalogCell>
    </CatalogGrid>
  ),
};

import { iconControl, radioControl, textControl } from './playground';

/** Every option of the button: variant, size, label, icons, loading and disabled. */
export const Playground: Story = {
  tags: ['!test', '!autodocs'],
  args: {
    children: 'Create job opening',
    variant: 'primary',
    size: 'md',
    startIcon: 'plus',
    endIcon: 'none',
    loading: false,
    disabled: false,
    fullWidth: false,
  },
  argTypes: {
    children: textControl,
    variant: radioControl(['primary', 'secondary', 'ghost', 'danger']),
    size: radioControl(['sm', 'md']),
    startIcon: iconControl(),
    endIcon: iconControl(),
  },
};
