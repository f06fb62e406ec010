import { API_PATHS } from '@lane/shared';
import { useEffect, useState } from 'react';

/**
 * Whether this browser has an open pass, asked once after the page is on screen: a bare status
 * check (no schema, no client) so pages that offer "Continue to Lane" carry almost nothing for it,
 * and the request never stands before the first paint.
 */
export function useOpenSession(enabled: boolean): boolean {
  const [open, setOpen] = useState(false);

  useEffect(() => {
    if (!enabled) return;
    const controller = new AbortController();
    fetch(API_PATHS.session, {
      headers: { accept: 'application/json' },
      credentials: 'same-origin',
      // A background check: it never competes with what the page itself loads.
      priority: 'low',
      signal: controller.signal,
    })
      // Read the (small) body too: a response left unread keeps the request open in the browser.
      .then(async (response) => {
        await response.text();
        setOpen(response.ok);
      })
      .catch(() => setOpen(false));
    return () => controller.abort();
  }, [enabled]);

  return enabled && open;
}
