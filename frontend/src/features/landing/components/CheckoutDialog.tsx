import { Button, CloseButton, Dialog, Portal, Stack, Text } from '@chakra-ui/react';
import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { FormField } from '../../../components/ui/form-field';
import { SubmitButton } from '../../../components/ui/submit-button';
import type { Checkout } from '../hooks/useCheckout';

interface CheckoutDialogProps {
  checkout: Checkout;
  /** The plan button to return focus to when the dialog closes. */
  returnFocusTo: () => HTMLElement | null;
}

/** Asks for the email a pass will belong to, in a modal dialog instead of window.prompt. */
export function CheckoutDialog({ checkout, returnFocusTo }: CheckoutDialogProps) {
  const { t } = useTranslation('landing');
  const { state, cancel, submit } = checkout;
  const [email, setEmail] = useState('');
  const inputRef = useRef<HTMLInputElement>(null);
  const open = state.step !== 'idle';
  const busy = state.step === 'redirecting';
  const invalid = state.step === 'asking' && state.invalid;

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void submit(email);
    inputRef.current?.focus();
  };

  return (
    <Dialog.Root
      open={open}
      onOpenChange={(details) => {
        if (!details.open) cancel();
      }}
      initialFocusEl={() => inputRef.current}
      finalFocusEl={returnFocusTo}
      closeOnEscape={!busy}
      closeOnInteractOutside={!busy}
      placement="center"
      motionPreset="slide-in-bottom"
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner px="4">
          <Dialog.Content aria-busy={busy}>
            {/* noValidate: the browser's own bubbles would speak the browser's language, not the page's. */}
            <form onSubmit={onSubmit} noValidate>
              <Dialog.Header>
                <Dialog.Title>{t('checkout.dialog_title')}</Dialog.Title>
              </Dialog.Header>
              <Dialog.Body>
                <Stack gap="4">
                  <Dialog.Description asChild>
                    <Text color="fg.body">{t('checkout.dialog_description')}</Text>
                  </Dialog.Description>
                  <FormField
                    label={t('checkout.email_label')}
                    required
                    invalid={invalid}
                    errorText={t('checkout.invalid_email_description')}
                    ref={inputRef}
                    type="email"
                    name="email"
                    autoComplete="email"
                    inputMode="email"
                    spellCheck={false}
                    placeholder={t('checkout.email_placeholder')}
                    value={email}
                    onChange={(event) => setEmail(event.target.value)}
                    readOnly={busy}
                  />
                </Stack>
              </Dialog.Body>
              <Dialog.Footer>
                <Button type="button" variant="outline" onClick={cancel} disabled={busy}>
                  {t('checkout.cancel')}
                </Button>
                <SubmitButton loading={busy} loadingText={t('checkout.redirecting')}>
                  {t('checkout.submit')}
                </SubmitButton>
              </Dialog.Footer>
            </form>
            {busy ? null : (
              <Dialog.CloseTrigger asChild>
                <CloseButton size="sm" aria-label={t('checkout.close')} />
              </Dialog.CloseTrigger>
            )}
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
