/**
 * A long list renders its first items alone until the first frame has been painted, then all
 * of them (src/features/shared/useItemsBeforeFirstPaint.ts; issue #20 point 6). jsdom's
 * animation frames and timers are jest's fake ones here: each step is made to happen.
 */
import { act, render, screen } from '@testing-library/react';
import { useItemsBeforeFirstPaint } from '../../../src/features/shared/useItemsBeforeFirstPaint';

const ITEMS = Array.from({ length: 10 }, (_, index) => `Opening ${index + 1}`);

function List({ first }: { first: number }) {
  const shown = useItemsBeforeFirstPaint(first);
  return (
    <ul aria-label="Openings">
      {ITEMS.slice(0, shown).map((item) => (
        <li key={item}>{item}</li>
      ))}
    </ul>
  );
}

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

it('renders the first items, then every item once a frame has been painted', () => {
  render(<List first={3} />);
  expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
    'Opening 1',
    'Opening 2',
    'Opening 3',
  ]);
  // The frame's callback runs (before its paint): still the first three.
  act(() => {
    jest.advanceTimersToNextFrame();
  });
  expect(screen.getAllByRole('listitem')).toHaveLength(3);
  // The task it queued runs after that paint: the whole list.
  act(() => {
    jest.runOnlyPendingTimers();
  });
  expect(screen.getAllByRole('listitem')).toHaveLength(10);
});

it('renders at least one item before the first paint', () => {
  render(<List first={0} />);
  expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual(['Opening 1']);
});

it('renders every item on the renders that follow, once painted', () => {
  const { rerender } = render(<List first={3} />);
  act(() => {
    jest.advanceTimersToNextFrame();
    jest.runOnlyPendingTimers();
  });
  rerender(<List first={3} />);
  expect(screen.getAllByRole('listitem')).toHaveLength(10);
});
