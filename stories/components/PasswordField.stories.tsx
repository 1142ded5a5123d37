import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { PasswordField } from '../../src/components';
import { CatalogCell, CatalogGrid } from './catalog';
import { press } from '../support/keyboard';
import { msg, useMsg } from '../support/storyText';

const meta = {
  title: 'Components/PasswordField',
  tags: ['autodocs', 'stable'],
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
    await press(canvas.getByRole('button', { name: msg('components.passwordField.show') }));
    await expect(input).toHaveAttribute('type', 'text');
    await expect(
      canvas.getByRole('button', { name: msg('components.passwordField.hide') }),
    ).toBeInTheDocument();
  },
};

export const Catalog: Story = {
  render: function Catalog() {
    const t = useMsg();
    const noop = () => {};
    return (
      <CatalogGrid columns={3} minWidth={220}>
        <CatalogCell caption="empty">
          <PasswordField label={t('auth.label.password')} name="p1" value="" onChange={noop} />
        </CatalogCell>
        <CatalogCell caption="filled">
          <PasswordField
            label={t('auth.label.password')}
            name="p2"
            value="secret-123"
            onChange={noop}
          />
        </CatalogCell>
        <CatalogCell caption="error">
          <PasswordField
            label={t('auth.label.passwordConfirmation')}
            name="p3"
            value="secret"
            required
            error={t('validation.passwordsMismatch')}
            onChange={noop}
          />
        </CatalogCell>
        <CatalogCell caption="disabled">
          <PasswordField
            label={t('auth.label.password')}
            name="p4"
            value="secret"
            disabled
            onChange={noop}
          />
        </CatalogCell>
      </CatalogGrid>
    );
  },
};

import { textControl } from './playground';

/** Label, hint and error as text; disabled, required. */
export const Playground: Story = {
  tags: ['!test', '!autodocs'],
  args: { hint: 'At least 8 characters', error: '', disabled: false, required: false },
  argTypes: { label: textControl, hint: textControl, error: textControl, placeholder: textControl },
};
