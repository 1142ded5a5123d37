import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { StaleNote } from '../../src/components';
import { press } from '../support/keyboard';
import { CatalogCell, CatalogGrid } from './catalog';
import { msg } from '../support/storyText';

/**
 * The quiet "couldn't refresh" note over data kept on screen after its refresh failed (issue
 * #18 point 5): the default text, with "Retry now" pressed with the keyboard, retrying, in
 * Spanish and on a phone (the button 44 × 44 there).
 */
const meta = {
  title: 'Components/StaleNote',
  tags: ['autodocs', 'beta'],
  component: StaleNote,
} satisfies Meta<typeof StaleNote>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent(msg('common.stale.note'));
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};

export const WithRetryNow: Story = {
  args: { onRetry: fn() },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveAttribute('aria-live', 'polite');
    await press(canvas.getByRole('button', { name: msg('common.stale.retryNow') }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
    await press(canvas.getByRole('button', { name: msg('common.stale.retryNow') }), ' ');
    await expect(args.onRetry).toHaveBeenCalledTimes(2);
  },
};

export const Retrying: Story = {
  args: { onRetry: fn(), retrying: true },
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button', {
      name: msg('common.stale.retryNow'),
    });
    await expect(button).toHaveAttribute('aria-disabled', 'true');
    await expect(button).toHaveAttribute('aria-busy', 'true');
  },
};

/** Data painted from the device's copy of the last visit while it refreshes (issue #31 point 2). */
export const LastVisit: Story = {
  args: { lastVisit: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent(msg('common.stale.lastVisit'));
  },
};

export const LastVisitInSpanish: Story = {
  args: { lastVisit: true },
  globals: { locale: 'es' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent(
      'Guardado de tu última visita. Actualizando…',
    );
  },
};

export const InSpanish: Story = {
  args: { onRetry: fn() },
  globals: { locale: 'es' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent(
      'No se pudo actualizar. Reintentando…',
    );
    await expect(canvas.getByRole('button', { name: 'Reintentar ahora' })).toBeVisible();
  },
};

/** On a phone the "Retry now" button is a 44 × 44 px tap target (theme `touchTargetStyles`). */
export const Phone: Story = {
  args: { onRetry: fn() },
  globals: { viewport: { value: 'phone', isRotated: false } },
  parameters: { visual: { height: { phone: 200 } } },
  play: async ({ canvasElement }) => {
    const box = within(canvasElement).getByRole('button', { name: msg('common.stale.retryNow') });
    const { width, height } = box.getBoundingClientRect();
    await expect(width).toBeGreaterThanOrEqual(44);
    await expect(height).toBeGreaterThanOrEqual(44);
  },
};

export const Catalog: Story = {
  render: () => (
    <CatalogGrid columns={3} minWidth={260}>
      <CatalogCell caption="note only">
        <StaleNote />
      </CatalogCell>
      <CatalogCell caption="with Retry now">
        <StaleNote onRetry={() => {}} />
      </CatalogCell>
      <CatalogCell caption="retrying">
        <StaleNote onRetry={() => {}} retrying />
      </CatalogCell>
    </CatalogGrid>
  ),
};

import { action, textControl } from './playground';

/** The note's text, the last-visit wording, the retry button and its wait. */
export const Playground: Story = {
  tags: ['!test', '!autodocs'],
  args: { lastVisit: false, retrying: false, onRetry: action('onRetry') },
  argTypes: { children: textControl },
  play: undefined,
};
