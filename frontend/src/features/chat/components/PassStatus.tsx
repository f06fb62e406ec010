import type { SessionResponse } from '@lane/shared';
import { Badge, HStack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../lib/language';
import { maskEmail } from '@lane/shared';
import { timeLeft } from '../../../lib/pass-length';

/** Under two hours left the badge turns orange. */
const LOW_MS = 2 * 3_600_000;

interface PassStatusProps {
  session: SessionResponse;
  msLeft: number | null;
  /** The address this tab opened the pass with, when it knows it (shown masked). */
  email: string | null;
}

/** Whose pass this is, the time left on it in words, and its local end time. */
export function PassStatus({ session, msLeft, email }: PassStatusProps) {
  // The server's masked address whoever opened the pass here; else the one this tab typed.
  const hint = (session.role === 'user' ? session.emailHint : undefined) ?? (email ? maskEmail(email) : null);
  const { t } = useTranslation('chat');
  const language = useLanguage();

  if (session.role === 'admin') {
    return (
      <Badge colorPalette="brand" size="lg" alignSelf="flex-start">
        {t('pass.admin')}
      </Badge>
    );
  }

  const left = timeLeft(msLeft ?? session.remainingHours * 3_600_000);
  const leftText =
    left.unit === 'hours_minutes'
      ? t('pass.hours_minutes', { count: left.minutes })
      : t(`pass.${left.unit}`, { count: left.count });
  const expiresAt = new Date(session.expiresAt);
  const until = Number.isNaN(expiresAt.getTime())
    ? null
    : new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short' }).format(expiresAt);

  return (
    <HStack gap="3" wrap="wrap" data-pass-status>
      <Badge colorPalette={msLeft !== null && msLeft < LOW_MS ? 'orange' : 'brand'} size="lg">
        {leftText}
      </Badge>
      {until ? (
        <Text fontSize="sm" color="fg.muted">
          {t('pass.until', { date: until })}
        </Text>
      ) : null}
      {hint ? (
        <Text fontSize="sm" color="fg.muted">
          {t('pass.email', { email: hint })}
        </Text>
      ) : null}
    </HStack>
  );
}
