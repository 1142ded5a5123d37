/**
 * The app's toasts (src/app/Toasts.tsx, src/components/ToastHost.tsx; issue #30 point 7): a
 * toast's timer pauses only while the pointer is moved onto it or the focus is in it — not
 * under a pointer that rested where it opened — and while toasts show, their lane (the band
 * they take at the bottom of the screen) is published for the layouts that keep clear of it.
 * Run without motion (`html.no-motion`, as in the stories): react-toastify starts its timer at
 * once, and its state shows as the progress bar's `animation-play-state`.
 */
import { act, fireEvent, screen } from '@testing-library/react';
import { Toasts } from '../../../src/app/Toasts';
import { TOAST_LANE_PROPERTY } from '../../../src/components/toastLane';
import { notify } from '../../../src/store/notifier';
import { renderWithProviders } from '../components/renderWithProviders';

beforeEach(() => document.documentElement.classList.add('no-motion'));
afterEach(() => document.documentElement.classList.remove('no-motion'));

/** Shows a success toast in the app's toasts; returns it and its progress bar. */
function showToast() {
  renderWithProviders(<Toasts mode="light" />);
  act(() => notify({ kind: 'success', summary: 'Company updated' }));
  // jsdom's document never has the focus, which react-toastify takes for a window in the
  // background (pauseOnFocusLoss): the window comes to the front.
  fireEvent.focus(window);
  const toast = screen.getByText('Company updated').closest<HTMLElement>('.Toastify__toast');
  const bar = toast?.querySelector<HTMLElement>('.Toastify__progress-bar');
  if (!toast || !bar) throw new Error('no toast with a progress bar');
  return { toast, running: () => bar.style.animationPlayState === 'running' };
}

/** A `pointermove` at (`x`, `y`) on `element` (jsdom has no PointerEvent: a MouseEvent of that type). */
function pointerMove(element: Element, x: number, y: number) {
  act(() => {
    element.dispatchEvent(new MouseEvent('pointermove', { bubbles: true, clientX: x, clientY: y }));
  });
}

describe('a toast pauses only while the employer attends to it', () => {
  it('a pointer resting where it opened does not pause it', () => {
    const { toast, running } = showToast();
    expect(running()).toBe(true);
    fireEvent.pointerOver(toast);
    fireEvent.pointerEnter(toast);
    fireEvent.mouseOver(toast);
    fireEvent.mouseEnter(toast);
    pointerMove(toast, 100, 700);
    pointerMove(toast, 100, 700);
    expect(running()).toBe(true);
  });

  it('the pointer moved onto it pauses it until it leaves', () => {
    const { toast, running } = showToast();
    fireEvent.mouseEnter(toast);
    pointerMove(toast, 30, 740);
    pointerMove(toast, 36, 736);
    expect(running()).toBe(false);
    fireEvent.pointerLeave(toast);
    fireEvent.mouseLeave(toast);
    expect(running()).toBe(true);
  });

  it('the focus in it (its close button) pauses it until it leaves', () => {
    const { running } = showToast();
    const close = screen.getByRole('button', { name: 'Close notification' });
    act(() => close.focus());
    expect(running()).toBe(false);
    act(() => close.blur());
    expect(running()).toBe(true);
  });
});

/**
 * Lays out the page for jsdom: the toasts' container takes the bottom 100 px of the window, and
 * `button` (when given) is 40 px tall with its top at `buttonTop`; everything else is at 0.
 * Returns the restore.
 */
function stubLayout(button?: HTMLElement, buttonTop = 0) {
  const rect = jest
    .spyOn(HTMLElement.prototype, 'getBoundingClientRect')
    .mockImplementation(function (this: HTMLElement) {
      const top = this.classList.contains('Toastify__toast-container')
        ? window.innerHeight - 100
        : this === button
          ? buttonTop
          : 0;
      const height = this === button ? 40 : 0;
      return {
        top,
        bottom: top + height,
        left: 0,
        right: 0,
        width: 0,
        height,
        x: 0,
        y: top,
      } as DOMRect;
    });
  return () => rect.mockRestore();
}

/** A focused button of the page, whose `scrollIntoView` is recorded. */
function focusedButton() {
  const button = document.createElement('button');
  button.textContent = 'Create';
  document.body.append(button);
  button.focus();
  const scrolled = jest.fn();
  button.scrollIntoView = scrolled;
  return { button, scrolled };
}

describe("the toasts' lane", () => {
  afterEach(() => document.body.querySelectorAll(':scope > button').forEach((b) => b.remove()));

  it('is published on <html> while a toast shows: its height from the bottom edge, plus 8 px', async () => {
    const restore = stubLayout();
    try {
      const root = document.documentElement;
      expect(root.style.getPropertyValue(TOAST_LANE_PROPERTY)).toBe('');
      showToast();
      await act(async () => {}); // the MutationObserver's records
      expect(root.style.getPropertyValue(TOAST_LANE_PROPERTY)).toBe('108px');
      fireEvent.click(screen.getByRole('button', { name: 'Close notification' }));
      await act(async () => {});
      expect(screen.queryByText('Company updated')).toBeNull();
      expect(root.style.getPropertyValue(TOAST_LANE_PROPERTY)).toBe('');
    } finally {
      restore();
    }
  });

  it('moves the focused control out from under a toast that opens over it', async () => {
    const { button, scrolled } = focusedButton();
    // The button sits 40 px above the bottom edge: under the toasts.
    const restore = stubLayout(button, window.innerHeight - 80);
    try {
      showToast();
      await act(async () => {});
      expect(scrolled).toHaveBeenCalledWith({ block: 'nearest' });
    } finally {
      restore();
    }
  });

  it('leaves a focused control the toasts do not cover where it is', async () => {
    const { button, scrolled } = focusedButton();
    const restore = stubLayout(button, 0);
    try {
      showToast();
      await act(async () => {});
      expect(document.documentElement.style.getPropertyValue(TOAST_LANE_PROPERTY)).toBe('108px');
      expect(scrolled).not.toHaveBeenCalled();
    } finally {
      restore();
    }
  });
});
