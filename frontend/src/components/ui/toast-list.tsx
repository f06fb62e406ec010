import { Toaster as ChakraToaster, Portal, Stack, Toast, type CreateToasterReturn } from '@chakra-ui/react';

/** The toasts on screen (loaded by toaster.tsx with the first toast). */
export default function ToastList({ toaster }: { toaster: CreateToasterReturn }) {
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
