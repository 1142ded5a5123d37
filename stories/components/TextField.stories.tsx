import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { TextField, type TextFieldProps } from '../../src/components';
import { CatalogCell, CatalogGrid } from './catalog';
import { typeInto } from '../support/keyboard';

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
  tags: ['autodocs'],
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
  render: () => {
    const noop = () => {};
    return (
      <CatalogGrid columns={3} minWidth={220}>
        <CatalogCell caption="empty">
          <TextField
            label="Company name"
            name="c1"
            value=""
            onChange={noop}
            placeholder="Acme Inc."
          />
        </CatalogCell>
        <CatalogCell caption="filled">
          <TextField label="Company name" name="c2" value="Acme Inc." onChange={noop} />
        </CatalogCell>
        <CatalogCell caption="focus">
          <TextField
            label="Company name"
            name="c3"
            value="Acme"
            onChange={noop}
            data-force-state="focus"
          />
        </CatalogCell>
        <CatalogCell caption="required + hint">
          <TextField
            label="Phone number"
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
            label="Phone number"
            name="c5"
            type="tel"
            value="55 12"
            required
            error="The phone number must have 10 digits."
            onChange={noop}
          />
        </CatalogCell>
        <CatalogCell caption="disabled">
          <TextField label="Email" name="c6" value="ana@example.com" disabled onChange={noop} />
        </CatalogCell>
        <CatalogCell caption="multiline">
          <TextField
            label="First question"
            name="c7"
            multiline
            rows={3}
            value="Are you available to start next month?"
            onChange={noop}
          />
        </CatalogCell>
        <CatalogCell caption="multiline error">
          <TextField
            label="Description"
            name="c8"
            multiline
            rows={3}
            value=""
            error="The description field is required."
            onChange={noop}
          />
        </CatalogCell>
        <CatalogCell caption="hidden label">
          <TextField
            label="Message"
            hideLabel
            name="c9"
            value=""
            placeholder="Write a message…"
            onChange={noop}
          />
        </CatalogCell>
      </CatalogGrid>
    );
  },
};
