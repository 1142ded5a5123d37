/** SPEC §2: while a payment is processed, leaving the page asks for confirmation. */
import { render } from '@testing-library/react';
import { useBeforeUnloadGuard } from '../../../src/features/billing/useBeforeUnloadGuard';

function Guard({ active }: { active: boolean }) {
  useBeforeUnloadGuard(active);
  return null;
}

function leaving(): boolean {
  const event = new Event('beforeunload', { cancelable: true });
  window.dispatchEvent(event);
  return event.defaultPrevented;
}

describe('useBeforeUnloadGuard', () => {
  it('is set while active and removed afterwards and on unmount', () => {
    const { rerender, unmount } = render(<Guard active={false} />);
    expect(leaving()).toBe(false);
    rerender(<Guard active />);
    expect(leaving()).toBe(true);
    rerender(<Guard active={false} />);
    expect(leaving()).toBe(false);
    rerender(<Guard active />);
    unmount();
    expect(leaving()).toBe(false);
  });
});
