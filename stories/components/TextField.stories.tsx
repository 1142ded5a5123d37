import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { TextField, type TextFieldProps } from '../../src/components';
import { CatalogCell, CatalogGrid } from './catalog';
import { typeInto } from '../support/keyboard';
import { useMsg } from '../support/storyText';

function Controlled(props: TextFieldProps) {
  const [value, setValue] = useState(props.value);
  return (
    <TextField
      {...props}
      value={value}
      onChange={(event) => {
        setValue(event.target.value);
        props.onChange(event);
      }}
    />
  );
}

const meta = {
  title: 'Components/TextField',
  tags: ['autodocs', 'stable'],
  component: TextField,
  args: {
    label: 'Email',
    name: 'email',
    type: 'email',
    autoComplete: 'email',
    value: '',
    onChange: fn(),
    onBlur: fn(),
  },
  render: (args) => (
    <div style={{ maxWidth: 360 }}>
      <Controlled {...args} />
    </div>
  ),
} satisfies Meta<typeof TextField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const input = within(canvasElement).getByLabelText('Email');
    await typeInto(input, 'ana@example.com');
    await expect(input).toHaveValue('ana@example.com');
    await expect(args.onChange).toHaveBeenCalled();
  },
};

export const WithError: Story = {
  args: {
    value: 'ana@',
    required: true,
    error: 'The email must be a valid email address.',
    hint: 'We send the verification link here.',
  },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: /Email/ });
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription(
      'We send the verification link here. The email must be a valid email address.',
    );
  },
};

export const Multiline: Story = {
  args: {
    label: 'Description',
    name: 'description',
    type: 'text',
    multiline: true,
    rows: 4,
    value: 'We build logistics software for small carriers.',
  },
};

export const Catalog: Story = {
  render: function Catalog() {
    const t = useMsg();
    const noop = () => {};
    return (
      <CatalogGrid columns={3} minWidth={220}>
        <CatalogCell caption="empty">
          <TextField
            label={t('company.field.name')}
            name="c1"
            value=""
            onChange={noop}
            placeholder="Acme Inc."
          />
        </CatalogCell>
        <CatalogCell caption="filled">
          <TextField label={t('company.field.name')} name="c2" value="Acme Inc." onChange={noop} />
        </CatalogCell>
        <CatalogCell caption="focus">
          <TextField
            label={t('company.field.name')}
            name="c3"
            value="Acme"
            onChange={noop}
            data-force-state="focus"
          />
        </CatalogCell>
        <CatalogCell caption="required + hint">
          <TextField
            label={t('company.field.phoneNumber')}
            name="c4"
            type="tel"
            inputMode="tel"
            value=""
            required
            hint="10 digits, no spaces."
            onChange={noop}
          />
        </CatalogCell>
        <CatalogCell caption="error">
          <TextField
            label={t('company.field.phoneNumber')}
            name="c5"
            type="tel"
            value="55 12"
            required
            error={t('validation.phone', { attribute: t('company.attribute.phoneNumber') })}
            onChange={noop}
          />
        </CatalogCell>
        <CatalogCell caption="disabled">
          <TextField
            label={t('auth.label.email')}
            name="c6"
            value="ana@example.com"
            disabled
            onChange={noop}
          />
        </CatalogCell>
        <CatalogCell caption="multiline">
          <TextField
            label={t('jobOpenings.form.firstQuestion')}
            name="c7"
            multiline
            rows={3}
            value="Are you available to start next month?"
            onChange={noop}
          />
        </CatalogCell>
        <CatalogCell caption="multiline error">
          <TextField
            label={t('company.field.description')}
            name="c8"
            multiline
            rows={3}
            value=""
            error={t('validation.required', { attribute: t('company.attribute.description') })}
            onChange={noop}
          />
        </CatalogCell>
        <CatalogCell caption="hidden label">
          <TextField
            label={t('chats.composer.label')}
            hideLabel
            name="c9"
            value=""
            placeholder={t('chats.composer.placeholder')}
            onChange={noop}
          />
        </CatalogCell>
      </CatalogGrid>
    );
  },
};

import { selectControl, textControl } from './playground';

/** Label, hint, error and placeholder as text; type, multiline, disabled, required. */
export const Playground: Story = {
  tags: ['!test', '!autodocs'],
  args: {
    hint: 'We send the verification code here',
    error: '',
    placeholder: 'name@company.com',
    multiline: false,
    disabled: false,
    required: false,
  },
  argTypes: {
    label: textControl,
    hint: textControl,
    error: textControl,
    placeholder: textControl,
    type: selectControl(['text', 'email', 'password', 'tel', 'number', 'url', 'search']),
  },
};
