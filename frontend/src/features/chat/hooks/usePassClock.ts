import { useEffect, useEffectEvent, useState } from 'react';
import { msUntil } from '../../../lib/pass-length';

/** How often the time left is read again (the notice counts minutes). */
const PASS_CLOCK_TICK_MS = 15_000;
/** Longest delay a browser timer takes (about 24.8 days); longer passes are re-read by the tick. */
const MAX_TIMER_MS = 2 ** 31 - 1;

/**
 * The milliseconds left on the pass, kept current while the page is open, and `onEnd` once when it
 * runs out (at the exact moment, not at the next tick). Null without an end (an admin session).
 */
export function usePassClock(expiresAt: string | null, onEnd: () => void): number | null {
  const [now, setNow] = useState(() => Date.now());
  const end = useEffectEvent(onEnd);

  useEffect(() => {
    if (!expiresAt) return;
    const tick = setInterval(() => setNow(Date.now()), PASS_CLOCK_TICK_MS);
    const left = msUntil(expiresAt, Date.now());
    const atEnd =
      Number.isFinite(left) && left < MAX_TIMER_MS
        ? setTimeout(
            () => {
              setNow(Date.now());
              end();
            },
            Math.max(0, left),
          )
        : undefined;
    return () => {
      clearInterval(tick);
      clearTimeout(atEnd);
    };
  }, [expiresAt]);

  if (!expiresAt) return null;
  const left = msUntil(expiresAt, now);
  return Number.isFinite(left) ? left : null;
}
