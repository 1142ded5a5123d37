import { useCallback, useEffect, useState } from 'react';

/** Seconds between two code resends (contract "Rate limits": resends 1/min). */
const RESEND_COOLDOWN_S = 60;

const STORAGE_KEY = 'hireline.signUp.resendAvailableAt';

function readAvailableAt(): number {
  if (typeof sessionStorage === 'undefined') return 0;
  const value = Number(sessionStorage.getItem(STORAGE_KEY));
  return Number.isFinite(value) ? value : 0;
}

/**
 * The resend cooldown of the email-verification step: `secondsLeft` counts down once a
 * second until a new code may be asked for; `start(seconds)` begins a cooldown (60 s after a
 * resend, or a 429's `Retry-After`). The end time is kept in `sessionStorage`, so a reload of
 * the tab keeps counting. `now` (ms) is injectable for tests.
 */
export function useResendCooldown(now: () => number = Date.now) {
  const [availableAt, setAvailableAt] = useState(readAvailableAt);
  const [current, setCurrent] = useState(now);
  const secondsLeft = Math.max(0, Math.ceil((availableAt - current) / 1000));

  useEffect(() => {
    if (secondsLeft <= 0) return;
    const timer = setInterval(() => setCurrent(now()), 1000);
    return () => clearInterval(timer);
  }, [secondsLeft, now]);

  const start = useCallback(
    (seconds: number = RESEND_COOLDOWN_S) => {
      const at = now() + seconds * 1000;
      if (typeof sessionStorage !== 'undefined') sessionStorage.setItem(STORAGE_KEY, String(at));
      setCurrent(now());
      setAvailableAt(at);
    },
    [now],
  );

  return { secondsLeft, start };
}
