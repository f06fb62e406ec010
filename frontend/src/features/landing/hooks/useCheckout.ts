import type { ProductId } from '@lane/shared';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toaster } from '../../../components/ui/toaster';
import { useFailureToast } from '../../../lib/api-errors';
import { useLanguage } from '../../../lib/language';
import { currentReferral } from '../../../lib/referral';

/**
 * The payment button: idle → asking for the email → loading (disabled) → redirect to the
 * payment page. Cancelling, an invalid email or an error brings it back to idle.
 */
export type CheckoutState =
  | { step: 'idle' }
  | { step: 'asking'; productId: ProductId; invalid: boolean }
  | { step: 'redirecting'; productId: ProductId };

export interface Checkout {
  state: CheckoutState;
  /** The plan whose dialog was opened last: focus goes back to its button when the dialog closes. */
  lastProductId: ProductId | null;
  choose: (productId: ProductId) => void;
  cancel: () => void;
  submit: (email: string) => Promise<void>;
}

export function useCheckout(): Checkout {
  const { t } = useTranslation('landing');
  const language = useLanguage();
  const [state, setState] = useState<CheckoutState>({ step: 'idle' });
  const [lastProductId, setLastProductId] = useState<ProductId | null>(null);
  const { showFailure } = useFailureToast();

  // Back from Stripe, the browser may restore this page from its back/forward cache exactly as it
  // was left: mid-redirect, with the buttons still disabled. Start over instead.
  useEffect(() => {
    const onPageShow = (event: PageTransitionEvent) => {
      if (event.persisted) setState({ step: 'idle' });
    };
    window.addEventListener('pageshow', onPageShow);
    return () => window.removeEventListener('pageshow', onPageShow);
  }, []);

  const choose = useCallback((productId: ProductId) => {
    setLastProductId(productId);
    setState({ step: 'asking', productId, invalid: false });
  }, []);

  const cancel = useCallback(() => {
    setState((current) => (current.step === 'asking' ? { step: 'idle' } : current));
  }, []);

  // The 'Invalid Email' toast goes away once a corrected address is sent, rather than linger over it.
  const invalidToast = useRef<string | undefined>(undefined);

  const invalidEmail = useCallback(() => {
    invalidToast.current = toaster.create({
      type: 'error',
      title: t('checkout.invalid_email_title'),
      description: t('checkout.invalid_email_description'),
    });
  }, [t]);

  const submit = useCallback(
    async (email: string) => {
      if (state.step !== 'asking') return;
      const trimmed = email.trim();
      // An empty answer is the same as no answer; nothing happens.
      if (trimmed === '') return;
      const { productId } = state;
      // The validation and the API client (with the shared schemas) load on the first submit: the
      // landing's own code carries neither.
      const { isValidCheckoutEmail, createCheckout } = await import('../api/checkout');
      if (!isValidCheckoutEmail(trimmed)) {
        setState({ step: 'asking', productId, invalid: true });
        invalidEmail();
        return;
      }

      if (invalidToast.current) toaster.dismiss(invalidToast.current);
      setState({ step: 'redirecting', productId });
      try {
        const { url } = await createCheckout({
          productId,
          email: trimmed,
          referralId: currentReferral(),
          lang: language,
        });
        // The button stays loading until the browser leaves for the payment page.
        window.location.assign(url);
      } catch (error) {
        showFailure(error, {
          invalid_email: () => {
            setState({ step: 'asking', productId, invalid: true });
            invalidEmail();
          },
          otherwise: {
            title: t('checkout.payment_error_title'),
            description: t('checkout.payment_error_description'),
          },
        });
        setState((current) => (current.step === 'redirecting' ? { step: 'idle' } : current));
      }
    },
    [state, language, t, invalidEmail, showFailure],
  );

  return { state, lastProductId, choose, cancel, submit };
}
