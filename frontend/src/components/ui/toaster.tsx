import { Toaster as ChakraToaster, Portal, Stack, Toast, createToaster } from '@chakra-ui/react';

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

export function Toaster() {
  return (
    <Portal>
      <ChakraToaster toaster={toaster} insetInline={{ mdDown: '4' }}>
        {(toast) => (
          // WCAG 1.4.3: white on Chakra's green.600 success background is 3.3:1; green.700 is 6.9:1.
          <Toast.Root width={{ md: 'sm' }} css={{ '&[data-type=success]': { bg: 'green.700' } }}>
            <Toast.Indicator />
            <Stack gap="1" flex="1" maxWidth="100%">
              {toast.title ? <Toast.Title>{toast.title}</Toast.Title> : null}
              {/* Full opacity: the recipe's 0.8 drops white on the error red below 4.5:1. */}
              {toast.description ? (
                <Toast.Description opacity="1">{toast.description}</Toast.Description>
              ) : null}
            </Stack>
            {toast.closable ? <Toast.CloseTrigger /> : null}
          </Toast.Root>
        )}
      </ChakraToaster>
    </Portal>
  );
}
