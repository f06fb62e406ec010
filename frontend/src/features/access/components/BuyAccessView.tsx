import { Button, Heading, Stack, Text, VisuallyHidden } from '@chakra-ui/react';
import { useEffect, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocalizedPath } from '../../../lib/language';

interface BuyAccessViewProps {
  title: string;
  description: string;
  nextStep?: string;
  /** Offered when the email may simply be mistyped (no pass found). */
  onTryAgain?: () => void;
}

/** Spec §2: the form gives way to a Buy Access button that opens the pricing section in a new tab. */
export function BuyAccessView({ title, description, nextStep, onTryAgain }: BuyAccessViewProps) {
  const { t } = useTranslation('access');
  const pricingPath = useLocalizedPath()('/#pricing');
  const headingRef = useRef<HTMLHeadingElement>(null);
  const headingId = useId();

  // The form the person was using just disappeared: move focus to what replaced it.
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
      {onTryAgain ? (
        <Button type="button" variant="ghost" onClick={onTryAgain}>
          {t('no_pass.try_again')}
        </Button>
      ) : null}
    </Stack>
  );
}
