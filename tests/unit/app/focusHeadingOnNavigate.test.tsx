/**
 * A navigation lands the focus on the new page's heading (issue #30 point 2): never on the
 * page body. Not on the first screen, not on a query-string change, not over a focus the new
 * screen placed itself; a screen that comes late (a lazy chunk) gets it when it arrives.
 */
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useEffect, useRef, useState } from 'react';
import { Link, MemoryRouter, Route, Routes } from 'react-router-dom';
import { useFocusHeadingOnNavigate } from '../../../src/app/useFocusHeadingOnNavigate';

function Late() {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setReady(true), 300);
    return () => clearTimeout(timer);
  }, []);
  return ready ? <h1>Inbox</h1> : <p>Loading…</p>;
}

function WithField() {
  const field = useRef<HTMLInputElement>(null);
  useEffect(() => field.current?.focus(), []);
  return (
    <>
      <h1>Log in</h1>
      <input ref={field} aria-label="Email" />
    </>
  );
}

function App() {
  useFocusHeadingOnNavigate();
  return (
    <>
      <nav>
        <Link to="/job-openings">Job openings</Link>
        <Link to="/job-openings?search=ana">Search</Link>
        <Link to="/inbox">Inbox</Link>
        <Link to="/login">Login</Link>
      </nav>
      <main id="main-content" tabIndex={-1}>
        <Routes>
          <Route path="/account-details" element={<h1>Account details</h1>} />
          <Route path="/job-openings" element={<h1>Job openings</h1>} />
          <Route path="/inbox" element={<Late />} />
          <Route path="/login" element={<WithField />} />
        </Routes>
      </main>
    </>
  );
}

const renderApp = () =>
  render(
    <MemoryRouter initialEntries={['/account-details']}>
      <App />
    </MemoryRouter>,
  );

it('leaves the first screen alone, then focuses the heading of each page navigated to', async () => {
  const user = userEvent.setup();
  renderApp();
  expect(document.activeElement).toBe(document.body);
  await user.click(screen.getByRole('link', { name: 'Job openings' }));
  const heading = screen.getByRole('heading', { name: 'Job openings' });
  expect(heading).toHaveFocus();
  expect(heading).toHaveAttribute('tabindex', '-1');
});

it('keeps the focus where it is when only the query string changes', async () => {
  const user = userEvent.setup();
  renderApp();
  await user.click(screen.getByRole('link', { name: 'Job openings' }));
  const search = screen.getByRole('link', { name: 'Search' });
  await user.click(search);
  expect(search).toHaveFocus();
});

it('waits for a screen that comes late, and leaves a focus the screen placed itself', async () => {
  jest.useFakeTimers();
  try {
    const user = userEvent.setup({ advanceTimers: (ms) => jest.advanceTimersByTime(ms) });
    renderApp();
    await user.click(screen.getByRole('link', { name: 'Inbox' }));
    expect(screen.queryByRole('heading')).toBeNull();
    await act(async () => {
      await jest.advanceTimersByTimeAsync(300);
    });
    expect(screen.getByRole('heading', { name: 'Inbox' })).toHaveFocus();
    await user.click(screen.getByRole('link', { name: 'Login' }));
    expect(screen.getByRole('textbox', { name: 'Email' })).toHaveFocus();
  } finally {
    jest.useRealTimers();
  }
});
