import { SUPPORT_EMAIL } from '@lane/shared';
import { Box, Button, Center, Container, Heading, Link, Spinner, Stack, Text } from '@chakra-ui/react';
import { useEffect, useRef, useState } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { Navigate, Link as RouterLink, useNavigate, useSearchParams } from 'react-router-dom';
import { ApiError } from '../../lib/api';
import { useLocalizedPath } from '../../lib/language';
import { confirmCheckout } from './api/confirm-checkout';
import { useCountdown } from './hooks/useCountdown';
import { passLength } from '../../lib/pass-length';

/** Spec §9: the page moves on by itself after five seconds, to /lane or, after a failure, to the landing. */
export const REDIRECT_SECONDS = 5;

type FailureReason = 'unpaid' | 'not_found' | 'confirmed_before' | 'generic';

type Confirmation =
  | { status: 'verifying' }
  | { status: 'confirmed'; durationHours: number }
  | { status: 'failed'; reason: FailureReason };

function failureReason(error: unknown): FailureReason {
  if (error instanceof ApiError && (error.code === 'unpaid' || error.code === 'not_found')) return error.code;
  // A checkout id opens a session only shortly after paying; later the email is the way back in.
  if (error instanceof ApiError && error.code === 'no_session') return 'confirmed_before';
  return 'generic';
}

function Confirming({ sessionId }: { sessionId: string }) {
  const { t } = useTranslation('payment');
  const navigate = useNavigate();
  const localized = useLocalizedPath();
  const lanePath = localized('/lane');
  const landingPath = localized('/');
  const [confirmation, setConfirmation] = useState<Confirmation>({ status: 'verifying' });
  const headingRef = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    // StrictMode runs this twice in development; the server grants a checkout only once anyway.
    const controller = new AbortController();
    confirmCheckout(sessionId, controller.signal).then(
      ({ durationHours }) => {
        if (!controller.signal.aborted) setConfirmation({ status: 'confirmed', durationHours });
      },
      (error: unknown) => {
        if (!controller.signal.aborted) setConfirmation({ status: 'failed', reason: failureReason(error) });
      },
    );
    return () => controller.abort();
  }, [sessionId]);

  const target = confirmation.status === 'confirmed' ? lanePath : landingPath;
  const secondsLeft = useCountdown(REDIRECT_SECONDS, confirmation.status !== 'verifying', () =>
    navigate(target, { replace: true }),
  );

  // The spinner was replaced by the outcome: move focus there so screen readers read it out.
  useEffect(() => {
    if (confirmation.status !== 'verifying') headingRef.current?.focus();
  }, [confirmation.status]);

  if (confirmation.status === 'verifying') {
    return (
      <Center py="24" gap="3" role="status">
        <Spinner size="lg" color="brand.solid" />
        <Text fontSize="lg">{t('verifying')}</Text>
      </Center>
    );
  }

  if (confirmation.status === 'confirmed') {
    const { unit, amount } = passLength(confirmation.durationHours);
    return (
      <Stack gap="5" textAlign="center" align="center">
        <Heading as="h1" size="2xl" color="brand.fg" ref={headingRef} tabIndex={-1} outline="none">
          {t('confirmed.title')}
        </Heading>
        <Text fontSize="lg">
          {t('confirmed.description', { duration: t(`duration.${unit}`, { count: amount }) })}
        </Text>
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
      <Button asChild variant="outline" colorPalette="brand">
        <RouterLink to={landingPath} replace>
          {t('failed.go_home')}
        </RouterLink>
      </Button>
      <Text color="fg.muted">{t('failed.redirecting', { count: secondsLeft })}</Text>
    </Stack>
  );
}

/**
 * /payment-success and /es/payment-success (spec §2): confirms the Stripe checkout, then opens Lane.
 * (The layout marks the page noindex, as it does every page in NOINDEX_PAGES.)
 */
export default function PaymentSuccessPage() {
  const [searchParams] = useSearchParams();
  const landingPath = useLocalizedPath()('/');
  const sessionId = searchParams.get('session_id')?.trim();

  // Spec §2: without a checkout to confirm there is nothing to show here.
  if (!sessionId) return <Navigate to={landingPath} replace />;

  return (
    <Container maxW="xl" py={{ base: '16', md: '24' }}>
      <Box borderWidth="1px" borderRadius="xl" boxShadow="sm" bg="bg" p={{ base: '6', md: '10' }}>
        <Confirming sessionId={sessionId} />
      </Box>
    </Container>
  );
}
