import { CHECKOUT_SESSION_PARAM, SUPPORT_EMAIL, maskEmail } from '@lane/shared';
import { Box, Button, Center, Container, Heading, Link, Spinner, Stack, Text } from '@chakra-ui/react';
import { useEffect, useRef, useState } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { Navigate, Link as RouterLink, useNavigate, useSearchParams } from 'react-router-dom';
import { ApiError, failureCode } from '../../lib/api-errors';
import { useLanguage, useLocalizedPath } from '../../lib/language';
import { usePassEmail } from '../../lib/pass-email';
import { confirmCheckout } from './api/confirm-checkout';
import { useCountdown } from './hooks/useCountdown';
import { passLength } from '../../lib/pass-length';

/**
 * After a confirmed payment the page moves on to /lane by itself after five seconds.
 * A failure never moves on: the page stays with its explanation, the way to the Access page and
 * the support address (and, while the server keeps failing, the checkout id in its address, so
 * the payment can still be confirmed from here).
 */
const REDIRECT_SECONDS = 5;

type FailureReason = 'unpaid' | 'not_found' | 'confirmed_before' | 'generic';

type Confirmation =
  | { status: 'verifying' }
  | { status: 'retrying' }
  | { status: 'confirmed'; durationHours: number; expiresAt: string; emailHint?: string }
  | { status: 'failed'; reason: FailureReason };

/**
 * Waits between confirm attempts while the server cannot answer (a 5xx, a 429, no network): about
 * five minutes in all. The payment went through, so the page keeps the checkout id and keeps asking.
 */
const CONFIRM_RETRY_DELAYS_MS = [
  1000, 2000, 4000, 8000, 15_000, 30_000, 30_000, 30_000, 60_000, 60_000, 60_000,
];

function failureReason(error: unknown): FailureReason {
  const code = failureCode(error);
  if (code === 'unpaid' || code === 'not_found') return code;
  // A checkout id opens a session only shortly after paying; later the email is the way back in.
  if (code === 'no_session') return 'confirmed_before';
  return 'generic';
}

/** Worth asking again: the server or the network failed, not the checkout. */
function transient(error: unknown): error is ApiError {
  return error instanceof ApiError && (error.status === 0 || error.status === 429 || error.status >= 500);
}

function Confirming({ sessionId }: { sessionId: string }) {
  const { t } = useTranslation('payment');
  const navigate = useNavigate();
  const localized = useLocalizedPath();
  const lanePath = localized('/lane');
  const accessPath = localized('/access');
  const language = useLanguage();
  const passEmail = usePassEmail();
  const [confirmation, setConfirmation] = useState<Confirmation>({ status: 'verifying' });
  const [round, setRound] = useState(0);
  const headingRef = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    // StrictMode runs this twice in development; the server grants a checkout only once anyway.
    const controller = new AbortController();
    let timer: ReturnType<typeof setTimeout> | undefined;
    const attempt = (retry: number) => {
      confirmCheckout(sessionId, controller.signal).then(
        ({ durationHours, expiresAt, emailHint }) => {
          if (!controller.signal.aborted)
            setConfirmation({
              status: 'confirmed',
              durationHours,
              expiresAt,
              ...(emailHint ? { emailHint } : {}),
            });
        },
        (error: unknown) => {
          if (controller.signal.aborted) return;
          const delay = CONFIRM_RETRY_DELAYS_MS[retry];
          if (transient(error) && delay !== undefined) {
            setConfirmation({ status: 'retrying' });
            const asked = (error.body?.retryAfterSeconds ?? 0) * 1000;
            timer = setTimeout(() => attempt(retry + 1), Math.max(delay, asked));
            return;
          }
          setConfirmation({ status: 'failed', reason: failureReason(error) });
        },
      );
    };
    attempt(0);
    return () => {
      controller.abort();
      clearTimeout(timer);
    };
  }, [sessionId, round]);

  const tryAgain = () => {
    setConfirmation({ status: 'verifying' });
    setRound((value) => value + 1);
  };

  // After the server kept failing, trying again (or reloading) still confirms this payment.
  const canTryAgain = confirmation.status === 'failed' && confirmation.reason === 'generic';
  const settled = confirmation.status === 'confirmed' || confirmation.status === 'failed';
  const secondsLeft = useCountdown(REDIRECT_SECONDS, confirmation.status === 'confirmed', () =>
    navigate(lanePath, { replace: true }),
  );

  // The tab says what the page says: confirming, confirmed, or not confirmed.
  useEffect(() => {
    const title = {
      verifying: t('tab_title.verifying'),
      retrying: t('tab_title.verifying'),
      confirmed: t('tab_title.confirmed'),
      failed: t('tab_title.failed'),
    }[confirmation.status];
    document.title = title;
  }, [confirmation.status, t]);

  // The spinner was replaced by the outcome: move focus there so screen readers read it out.
  useEffect(() => {
    if (settled) headingRef.current?.focus();
  }, [settled, confirmation.status]);

  if (confirmation.status === 'verifying') {
    return (
      <Center py="24" gap="3" role="status">
        <Spinner size="lg" color="brand.solid" />
        <Text fontSize="lg">{t('verifying')}</Text>
      </Center>
    );
  }

  if (confirmation.status === 'retrying') {
    return (
      <Stack py="16" gap="3" align="center" textAlign="center" role="status">
        <Spinner size="lg" color="brand.solid" />
        <Text fontSize="lg" fontWeight="semibold">
          {t('retrying.title')}
        </Text>
        <Text color="fg.muted">{t('retrying.description')}</Text>
      </Stack>
    );
  }

  if (confirmation.status === 'confirmed') {
    const { unit, amount } = passLength(confirmation.durationHours);
    const hint = confirmation.emailHint ?? (passEmail.value ? maskEmail(passEmail.value) : null);
    const expiresAt = new Date(confirmation.expiresAt);
    const until = Number.isNaN(expiresAt.getTime())
      ? null
      : new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short' }).format(expiresAt);
    return (
      <Stack gap="5" textAlign="center" align="center">
        <Heading as="h1" size="2xl" color="brand.fg" ref={headingRef} tabIndex={-1} outline="none">
          {t('confirmed.title')}
        </Heading>
        <Text fontSize="lg">
          {t('confirmed.description', { duration: t(`duration.${unit}`, { count: amount }) })}
        </Text>
        {until || hint ? (
          <Text color="fg.muted" data-pass-details>
            {[
              hint ? t('confirmed.email', { email: hint }) : null,
              until ? t('confirmed.until', { date: until }) : null,
            ]
              .filter(Boolean)
              .join(' · ')}
          </Text>
        ) : null}
        <Button asChild colorPalette="brand" size="lg">
          <RouterLink to={lanePath} replace>
            {t('confirmed.go_now')}
          </RouterLink>
        </Button>
        <Text color="fg.muted">{t('confirmed.redirecting', { count: secondsLeft })}</Text>
      </Stack>
    );
  }

  return (
    <Stack gap="5" textAlign="center" align="center">
      <Heading as="h1" size="2xl" ref={headingRef} tabIndex={-1} outline="none">
        {t('failed.title')}
      </Heading>
      <Text fontSize="lg">{t(`failed.${confirmation.reason}`)}</Text>
      <Text>
        <Trans
          t={t}
          i18nKey="failed.support"
          values={{ email: SUPPORT_EMAIL }}
          components={{
            mail: <Link href={`mailto:${SUPPORT_EMAIL}`} color="brand.fg" textDecoration="underline" />,
          }}
        />
      </Text>
      {canTryAgain ? (
        <Button colorPalette="brand" onClick={tryAgain}>
          {t('failed.try_again')}
        </Button>
      ) : null}
      <Button asChild colorPalette="brand" variant={canTryAgain ? 'outline' : 'solid'}>
        <RouterLink to={accessPath}>{t('failed.go_access')}</RouterLink>
      </Button>
    </Stack>
  );
}

/**
 * /payment-success and /es/payment-success: confirms the Stripe checkout, then opens Lane.
 * (The layout marks the page noindex, as it does every page in NOINDEX_PAGES.)
 */
export default function PaymentSuccessPage() {
  const [searchParams] = useSearchParams();
  const landingPath = useLocalizedPath()('/');
  const sessionId = searchParams.get(CHECKOUT_SESSION_PARAM)?.trim();

  // Without a checkout to confirm there is nothing to show here.
  if (!sessionId) return <Navigate to={landingPath} replace />;

  return (
    <Container maxW="xl" py={{ base: '16', md: '24' }}>
      <Box borderWidth="1px" borderRadius="xl" boxShadow="sm" bg="bg" p={{ base: '6', md: '10' }}>
        <Confirming sessionId={sessionId} />
      </Box>
    </Container>
  );
}
