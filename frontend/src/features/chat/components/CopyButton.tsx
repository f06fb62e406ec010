import { Button } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { useCopy } from '../hooks/useCopy';
import { CheckIcon, CopyIcon } from './icons';

interface CopyButtonProps {
  text: string;
  /** The short visible label ("Phone script"). */
  label: string;
  /** The full name for assistive technology ("Copy Phone script"); it contains the visible label. */
  accessibleLabel: string;
}

/** Copies `text`; the icon turns into a check mark for two seconds after a successful copy (spec §4). */
export function CopyButton({ text, label, accessibleLabel }: CopyButtonProps) {
  const { t } = useTranslation('chat');
  const { copied, copy } = useCopy();

  return (
    <Button
      aria-label={copied ? t('copy.copied') : accessibleLabel}
      size="xs"
      variant="outline"
      colorPalette={copied ? 'green' : 'gray'}
      bg="bg"
      data-copied={copied || undefined}
      onClick={() => void copy(text)}
    >
      {copied ? <CheckIcon data-icon="check" /> : <CopyIcon data-icon="copy" />}
      {copied ? t('copy.copied') : label}
    </Button>
  );
}
