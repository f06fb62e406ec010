import { createToaster } from '@chakra-ui/react';
import { Suspense, lazy, useEffect, useState } from 'react';

/** The fixed header's height (app/layout/Header.tsx, 4rem) plus a gap: where toasts start. */
const HEADER_OFFSET = 'calc(4rem + 0.5rem)';

const store = createToaster({
  placement: 'top',
  // Below the fixed header, never over it: its menu button and links stay reachable.
  offsets: { top: HEADER_OFFSET, bottom: '1rem', left: '1rem', right: '1rem' },
  pauseOnPageIdle: true,
  max: 3,
});
const createOne = store.create.bind(store);

/**
 * The one toaster; `toaster.create({ type, title, description })` from anywhere. One toast at a
 * time: a new one replaces what is on screen, so an action never stacks notices and an error is
 * cleared by the success that follows it.
 */
export const toaster: typeof store = Object.assign(store, {
  create: (...args: Parameters<typeof store.create>) => {
    store.dismiss();
    return createOne(...args);
  },
});

/**
 * The toasts on screen: their machines (Chakra's Toaster with zag's toast and dismissable-layer
 * code, about 25 kB) load with the first toast rather than with the app, which the landing loads
 * on the visitor's first interaction (bench/README.md). A toast created before they load is in the
 * store and shows as soon as they do.
 */
const ToastList = lazy(() => import('./toast-list'));

export function Toaster() {
  const [needed, setNeeded] = useState(() => store.getVisibleToasts().length > 0);
  useEffect(() => {
    if (needed) return;
    if (store.getVisibleToasts().length > 0) setNeeded(true);
    return store.subscribe(() => setNeeded(true));
  }, [needed]);
  return needed ? (
    <Suspense fallback={null}>
      <ToastList toaster={toaster} />
    </Suspense>
  ) : null;
}
