import { SUPPORT_EMAIL } from '@lane/shared';
import { Button, Heading, Link, Stack, Text, VisuallyHidden } from '@chakra-ui/react';
import { useEffect, useId, useRef } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { useLocalizedPath } from '../../../lib/language';

interface BuyAccessViewProps {
  title: string;
  description: string;
  nextStep?: string;
}

/**
 * A Buy Access button that opens the pricing section in a new tab, and the support
 * address for someone who paid and still cannot get in, so the page is never a dead end.
 */
export function BuyAccessView({ title, description, nextStep }: BuyAccessViewProps) {
  const { t } = useTranslation('access');
  const pricingPath = useLocalizedPath()('/#pricing');
  const headingRef = useRef<HTMLHeadingElement>(null);
  const headingId = useId();

  // The page just changed under the person: move focus to what it says now.
  useEffect(() => headingRef.current?.focus(), []);

  return (
    <Stack gap="4" role="region" aria-labelledby={headingId}>
      <Heading as="h2" size="md" id={headingId} ref={headingRef} tabIndex={-1} outline="none">
        {title}
      </Heading>
      <Text>{description}</Text>
      {nextStep ? <Text>{nextStep}</Text> : null}
      <Button asChild colorPalette="brand" size="lg">
        <a href={pricingPath} target="_blank" rel="noopener noreferrer">
          {t('buy.button')}
          <VisuallyHidden>{t('buy.new_tab')}</VisuallyHidden>
        </a>
      </Button>
      <Text fontSize="sm">
        <Trans
          t={t}
          i18nKey="no_pass.support"
          values={{ email: SUPPORT_EMAIL }}
          components={{
            mail: <Link href={`mailto:${SUPPORT_EMAIL}`} color="brand.fg" textDecoration="underline" />,
          }}
        />
      </Text>
    </Stack>
  );
}
