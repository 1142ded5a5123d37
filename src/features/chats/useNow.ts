import { useEffect, useState } from 'react';

/**
 * The current time, refreshed every `intervalMs` milliseconds (default 30 000 ms), so rules
 * that depend on the clock — a chat whose `unlocked_until` passes becomes `expired` (SPEC §4)
 * — update on screen without waiting for the next poll. Stories freeze `Date`; the timer
 * then re-renders with the same instant.
 */
export function useNow(intervalMs = 30_000): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), intervalMs);
    return () => clearInterval(timer);
  }, [intervalMs]);
  return now;
}
