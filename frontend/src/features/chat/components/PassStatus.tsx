import type { SessionResponse } from '@lane/shared';
import { Badge, HStack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../lib/language';
import { remainingTime } from '../../../lib/pass-length';

/** The time left on the pass, in words and as the local end time. */
export function PassStatus({ session }: { session: SessionResponse }) {
  const { t } = useTranslation('chat');
  const language = useLanguage();

  if (session.role === 'admin') {
    return (
      <Badge colorPalette="brand" size="lg" alignSelf="flex-start">
        {t('pass.admin')}
      </Badge>
    );
  }

  const remaining = remainingTime(session.remainingHours);
  const left =
    remaining.unit === 'less_than_hour'
      ? t('pass.less_than_hour')
      : t(`pass.${remaining.unit}`, { count: remaining.count });
  const expiresAt = new Date(session.expiresAt);
  const until = Number.isNaN(expiresAt.getTime())
    ? null
    : new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short' }).format(expiresAt);

  return (
    <HStack gap="3" wrap="wrap">
      <Badge colorPalette={session.remainingHours < 2 ? 'orange' : 'brand'} size="lg">
        {left}
      </Badge>
      {until ? (
        <Text fontSize="sm" color="fg.muted">
          {t('pass.until', { date: until })}
        </Text>
      ) : null}
    </HStack>
  );
}
