import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { BrandMark, StyledBrand } from '../../src/components/Brand';

/**
 * The brand in a top bar (`AppShell`, `AuthShell`): the briefcase icon in the primary colour
 * and the product name, in a row; as a home link it keeps the text's colour, without underline.
 * The test-runner also shoots each story in dark.
 */
const meta = {
  title: 'Components/Brand',
  tags: ['autodocs', 'stable'],
  component: BrandMark,
} satisfies Meta<typeof BrandMark>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The brand mark in its box, as the public pages' top bar shows it. */
export const Default: Story = {
  render: () => (
    <StyledBrand>
      <BrandMark />
    </StyledBrand>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Hireline')).toBeVisible();
  },
};

/** Wrapped in a link home, as the dashboard's top bar shows it: no underline, text colour. */
export const AsHomeLink: Story = {
  render: () => (
    <StyledBrand>
      <a href="#home">
        <BrandMark />
      </a>
    </StyledBrand>
  ),
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: 'Hireline' });
    await expect(link).toHaveStyle({ textDecorationLine: 'none' });
  },
};

/** The brand mark has no options: switch the theme and the language in the toolbar. */
export const Playground: Story = {
  ...Default,
  tags: ['!test', '!autodocs'],
  play: undefined,
};
