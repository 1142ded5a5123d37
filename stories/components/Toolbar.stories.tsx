import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button, SearchField, Toolbar } from '../../src/components';
import { DateRangeField, Select } from '../../src/components/pickers';

const noop = () => {};

const meta = {
  title: 'Components/Toolbar',
  tags: ['autodocs', 'stable'],
  component: Toolbar,
  args: {
    label: 'Filters',
    children: [
      <SearchField key="search" label="Search job openings" value="driver" onChange={noop} />,
      <DateRangeField
        key="dates"
        label="Created between"
        hideLabel
        value={{ from: '2026-05-01', to: '2026-05-15' }}
        onChange={noop}
      />,
    ],
    end: (
      <Button variant="ghost" onClick={noop}>
        Reset filters
      </Button>
    ),
  },
} satisfies Meta<typeof Toolbar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const ChatFilters: Story = {
  args: {
    label: 'Chat filters',
    end: undefined,
    children: [
      <SearchField key="search" label="Search chats" value="" onChange={noop} />,
      <Select
        key="status"
        label="Status"
        hideLabel
        inputId="status"
        options={[
          { value: 'all', label: 'All' },
          { value: 'unlocked', label: 'Unlocked' },
          { value: 'hired', label: 'Hired' },
        ]}
        value="all"
        onChange={noop}
      />,
    ],
  },
};

export const NarrowScreen: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  parameters: { visual: { height: { phone: 640 } } },
};

import { noControl, textControl } from './playground';

/** The toolbar's spoken label; its filters and actions keep the example controls. */
export const Playground: Story = {
  tags: ['!test', '!autodocs'],
  argTypes: { label: textControl, children: noControl, end: noControl },
};
