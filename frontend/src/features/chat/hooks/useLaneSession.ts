import type { SessionResponse } from '@lane/shared';
import { useEffect, useEffectEvent, useState } from 'react';
import { getSession } from '../api/session';

/**
 * Asks the server for this browser's session once ("Loading..." until it answers).
 * Null while loading; any failure goes to `onLost`, which leaves the page.
 */
export function useLaneSession(onLost: (error: unknown) => void): SessionResponse | null {
  const [session, setSession] = useState<SessionResponse | null>(null);
  const lost = useEffectEvent(onLost);

  useEffect(() => {
    // StrictMode mounts twice in development: the first request is aborted, not answered twice.
    const controller = new AbortController();
    getSession(controller.signal).then(setSession, (error: unknown) => {
      if (!controller.signal.aborted) lost(error);
    });
    return () => controller.abort();
  }, []);

  return session;
}
