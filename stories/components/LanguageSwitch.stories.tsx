import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { LanguageSwitch, type LanguageSwitchProps } from '../../src/components';
import { CatalogCell, CatalogGrid } from './catalog';
import { press } from '../support/keyboard';
import { msg } from '../support/storyText';

function Controlled(props: LanguageSwitchProps) {
  const [value, setValue] = useState(props.value);
  return (
    <LanguageSwitch
      {...props}
      value={value}
      onChange={(next) => {
        setValue(next);
        props.onChange(next);
      }}
    />
  );
}

const meta = {
  title: 'Components/LanguageSwitch',
  tags: ['autodocs', 'stable'],
  component: LanguageSwitch,
  args: { value: 'en', onChange: fn() },
  render: (args) => <Controlled {...args} />,
} satisfies Meta<typeof LanguageSwitch>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const group = within(
      within(canvasElement).getByRole('group', { name: msg('components.languageSwitch.label') }),
    );
    await expect(
      group.getByRole('button', { name: msg('components.languageSwitch.en') }),
    ).toHaveAttribute('aria-pressed', 'true');
    await press(group.getByRole('button', { name: msg('components.languageSwitch.es') }));
    await expect(args.onChange).toHaveBeenCalledWith('es');
    await expect(
      group.getByRole('button', { name: msg('components.languageSwitch.es') }),
    ).toHaveAttribute('aria-pressed', 'true');
  },
};

export const Catalog: Story = {
  render: () => {
    const noop = () => {};
    return (
      <CatalogGrid columns={4}>
        <CatalogCell caption="en">
          <div>
            <LanguageSwitch value="en" onChange={noop} />
          </div>
        </CatalogCell>
        <CatalogCell caption="es">
          <div>
            <LanguageSwitch value="es" onChange={noop} />
          </div>
        </CatalogCell>
        <CatalogCell caption="compact en">
          <div>
            <LanguageSwitch value="en" compact onChange={noop} />
          </div>
        </CatalogCell>
        <CatalogCell caption="compact es">
          <div>
            <LanguageSwitch value="es" compact onChange={noop} />
          </div>
        </CatalogCell>
      </CatalogGrid>
    );
  },
};

export const InSpanish: Story = { globals: { locale: 'es' } };

import { radioControl } from './playground';

/** The language shown as chosen, full or compact (EN / ES). */
export const Playground: Story = {
  tags: ['!test', '!autodocs'],
  args: { value: 'en', compact: false },
  argTypes: { value: radioControl(['en', 'es']) },
  play: undefined,
};
