/**
 * The focus safety net (issue #30 point 2): a focused control removed from the page (a
 * dismissed hint, a toast's Undo) leaves the focus on the page's heading, or in the dialog
 * that held it — never on the body. A focus the page moved on purpose, or a control that is
 * still there, is left alone. (Browsers fire `focusout` when the focused element is removed;
 * jsdom does not, so the tests fire it as Chromium does, before the removal.)
 */
import { act, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { useFocusRescue } from '../../../src/app/useFocusRescue';

function Page({ dialog = false }: { dialog?: boolean }) {
  useFocusRescue();
  const [shown, setShown] = useState(true);
  const hint = shown && (
    <button type="button" onClick={() => setShown(false)}>
      Dismiss
    </button>
  );
  return (
    <main>
      <h1>Inbox</h1>
      {dialog ? (
        <div role="dialog" aria-modal="true" aria-labelledby="t">
          <h2 id="t">Create job opening</h2>
          {hint}
        </div>
      ) : (
        hint
      )}
      <input aria-label="Search chats" />
    </main>
  );
}

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

/** Removes the focused Dismiss button as a click on it would, with Chromium's focusout. */
async function dismiss() {
  const button = screen.getByRole('button', { name: 'Dismiss' });
  button.focus();
  button.dispatchEvent(new FocusEvent('focusout', { bubbles: true, relatedTarget: null }));
  act(() => button.click());
  expect(button.isConnected).toBe(false);
  await act(async () => {
    await jest.advanceTimersByTimeAsync(0);
  });
}

it('moves the focus of a removed control to the page heading', async () => {
  render(<Page />);
  await dismiss();
  const heading = screen.getByRole('heading', { name: 'Inbox' });
  expect(heading).toHaveFocus();
  expect(heading).toHaveAttribute('tabindex', '-1');
});

it('keeps it in the dialog that held the removed control', async () => {
  render(<Page dialog />);
  await dismiss();
  expect(screen.getByRole('heading', { name: 'Create job opening' })).toHaveFocus();
});

it('leaves a focus moved on purpose, and a control still on the page', async () => {
  render(<Page />);
  const button = screen.getByRole('button', { name: 'Dismiss' });
  const search = screen.getByRole('textbox', { name: 'Search chats' });
  button.focus();
  search.focus();
  await act(async () => {
    await jest.advanceTimersByTimeAsync(0);
  });
  expect(search).toHaveFocus();
  // Blurred (a click on the blank page) but still there: the focus stays on the body.
  search.blur();
  await act(async () => {
    await jest.advanceTimersByTimeAsync(0);
  });
  expect(document.activeElement).toBe(document.body);
});
