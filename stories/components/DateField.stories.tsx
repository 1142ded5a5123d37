import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { DateField } from '../../src/components/pickers';
import { chooseDay, press, tabTo } from '../support/keyboard';

const meta = {
  title: 'Components/DateField',
  tags: ['autodocs'],
  component: DateField,
  args: {
    label: 'Customer since',
    id: 'customer-since',
    value: null,
    max: '2026-05-15',
    required: true,
    onChange: fn(),
  },
  render: function Render(args) {
    const [value, setValue] = useState<string | null>(args.value);
    return (
      <div style={{ maxWidth: 340, minHeight: 480 }}>
        <DateField
          {...args}
          value={value}
          onChange={(next) => {
            setValue(next);
            args.onChange(next);
          }}
        />
      </div>
    );
  },
} satisfies Meta<typeof DateField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};
export const WithValue: Story = { args: { value: '2021-03-15' } };
export const WithError: Story = {
  args: { error: 'The customer since date field is required.' },
};
export const Disabled: Story = { args: { value: '2021-03-15', disabled: true } };
export const Open: Story = { args: { value: '2026-05-04', defaultOpen: true } };
export const OpenInSpanish: Story = { ...Open, globals: { locale: 'es' } };

/** Keyboard and pointer: a future day is disabled, a past one is chosen, Escape closes. */
export const PickAPastDay: Story = {
  args: { value: '2026-05-04' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await press(canvas.getByRole('button', { name: /Customer since/ }));
    const calendar = within(canvas.getByRole('dialog', { name: 'Choose a date' }));
    await expect(calendar.getByRole('button', { name: /May 20, 2026/ })).toBeDisabled();
    await chooseDay(canvas.getByRole('dialog', { name: 'Choose a date' }), '2026-05-08');
    await expect(args.onChange).toHaveBeenLastCalledWith('2026-05-08');
    await userEvent.keyboard('{Escape}');
    await expect(canvas.queryByRole('dialog')).toBeNull();
    await expect(canvas.getByRole('button', { name: 'Customer since May 8, 2026' })).toHaveFocus();
  },
};

/**
 * Issue #30 point 12: Tab follows the calendar as it is drawn — the month and year menus (top
 * left), the previous / next month buttons (top right), the days, Done — where it used to reach
 * the month buttons before the menus.
 */
export const TabOrder: Story = {
  args: { value: '2021-03-15', defaultOpen: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const calendar = within(canvas.getByRole('dialog', { name: 'Choose a date' }));
    const month = calendar.getByRole('combobox', { name: 'Choose the Month' });
    await tabTo(month, { backwards: true });
    const order = [
      calendar.getByRole('combobox', { name: 'Choose the Year' }),
      calendar.getByRole('button', { name: /^Go to the Previous Month/ }),
      calendar.getByRole('button', { name: /^Go to the Next Month/ }),
      calendar.getByRole('button', { name: /March 15, 2021/ }),
      calendar.getByRole('button', { name: 'Done' }),
    ];
    for (const next of order) {
      await userEvent.tab();
      await expect(next).toHaveFocus();
    }
  },
};
