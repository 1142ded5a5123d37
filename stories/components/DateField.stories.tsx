import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { DateField } from '../../src/components/pickers';
import { chooseDay, press, tabTo } from '../support/keyboard';
import { longDate, msg } from '../support/storyText';

const meta = {
  title: 'Components/DateField',
  tags: ['autodocs', 'stable'],
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
    const calendar = within(canvas.getByRole('dialog', { name: msg('components.date.calendar') }));
    await expect(
      calendar.getByRole('button', { name: new RegExp(longDate('2026-05-20')) }),
    ).toBeDisabled();
    await chooseDay(
      canvas.getByRole('dialog', { name: msg('components.date.calendar') }),
      '2026-05-08',
    );
    await expect(args.onChange).toHaveBeenLastCalledWith('2026-05-08');
    await userEvent.keyboard('{Escape}');
    await expect(canvas.queryByRole('dialog')).toBeNull();
    await expect(
      canvas.getByRole('button', { name: `Customer since ${longDate('2026-05-08')}` }),
    ).toHaveFocus();
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
    const calendar = within(canvas.getByRole('dialog', { name: msg('components.date.calendar') }));
    const month = calendar.getAllByRole('combobox')[0];
    await tabTo(month, { backwards: true });
    const order = [
      calendar.getAllByRole('combobox')[1],
      within(calendar.getByRole('navigation')).getAllByRole('button')[0],
      within(calendar.getByRole('navigation')).getAllByRole('button')[1],
      calendar.getByRole('button', { name: new RegExp(longDate('2021-03-15')) }),
      calendar.getByRole('button', { name: msg('components.dateRange.done') }),
    ];
    for (const next of order) {
      await userEvent.tab();
      await expect(next).toHaveFocus();
    }
  },
};

import { textControl } from './playground';

/** The label, hint, error and placeholder as text; required and disabled. */
export const Playground: Story = {
  tags: ['!test', '!autodocs'],
  args: { hint: 'The day the company became a customer', error: '', disabled: false },
  argTypes: { label: textControl, hint: textControl, error: textControl, placeholder: textControl },
};
