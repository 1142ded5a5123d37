import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { PasswordField } from '../../src/components';
import { CatalogCell, CatalogGrid } from './catalog';
import { press } from '../support/keyboard';

const meta = {
  title: 'Components/PasswordField',
  tags: ['autodocs'],
  component: PasswordField,
  args: {
    label: 'Password',
    name: 'password',
    autoComplete: 'current-password',
    value: 'secret-123',
    onChange: fn(),
  },
  render: function Render(args) {
    const [value, setValue] = useState(args.value);
    return (
      <div style={{ maxWidth: 360 }}>
        <PasswordField
          {...args}
          value={value}
          onChange={(event) => {
            setValue(event.target.value);
            args.onChange(event);
          }}
        />
      </div>
    );
  },
} satisfies Meta<typeof PasswordField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const ToggleVisibility: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByLabelText('Password');
    await expect(input).toHaveAttribute('type', 'password');
    await press(canvas.getByRole('button', { name: 'Show password' }));
    await expect(input).toHaveAttribute('type', 'text');
    await expect(canvas.getByRole('button', { name: 'Hide password' })).toBeInTheDocument();
  },
};

export const Catalog: Story = {
  render: () => {
    const noop = () => {};
    return (
      <CatalogGrid columns={3} minWidth={220}>
        <CatalogCell caption="empty">
          <PasswordField label="Password" name="p1" value="" onChange={noop} />
        </CatalogCell>
        <CatalogCell caption="filled">
          <PasswordField label="Password" name="p2" value="secret-123" onChange={noop} />
        </CatalogCell>
        <CatalogCell caption="error">
          <PasswordField
            label="Confirm password"
            name="p3"
            value="secret"
            required
            error="The passwords do not match."
            onChange={noop}
          />
        </CatalogCell>
        <CatalogCell caption="disabled">
          <PasswordField label="Password" name="p4" value="secret" disabled onChange={noop} />
        </CatalogCell>
      </CatalogGrid>
    );
  },
};
