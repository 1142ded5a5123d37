import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { ErrorPage, NotFoundPage } from '../../src/features/errors/ErrorPages';
import { msg } from '../support/storyText';

/** /error and the not-found page (SPEC §2, §8). */
const meta = {
  title: 'Screens/Errors',
  component: ErrorPage,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof ErrorPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Error: Story = {
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('button', { name: msg('errorPage.back') }),
    ).toBeVisible();
  },
};

export const NotFound: Story = { render: () => <NotFoundPage /> };

export const NotFoundSpanish: Story = { globals: { locale: 'es' }, render: () => <NotFoundPage /> };
