import { useEffect, useEffectEvent, useState } from 'react';

/**
 * Counts down whole seconds once `running` turns true and calls `onDone` at zero.
 * Returns the seconds left, for the visible countdown.
 */
export function useCountdown(seconds: number, running: boolean, onDone: () => void): number {
  const [left, setLeft] = useState(seconds);
  const done = useEffectEvent(onDone);

  useEffect(() => {
    if (!running) return;
    let remaining = seconds;
    const timer = setInterval(() => {
      remaining -= 1;
      setLeft(remaining);
      if (remaining <= 0) {
        clearInterval(timer);
        done();
      }
    }, 1000);
    return () => clearInterval(timer);
  }, [running, seconds]);

  return left;
}
