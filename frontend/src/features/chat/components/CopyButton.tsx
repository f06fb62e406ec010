import { Box, Button } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { useCopy } from '../hooks/useCopy';
import { CheckIcon, CopyIcon } from '../../../components/icons';

interface CopyButtonProps {
  /** What lands on the clipboard: plain text. */
  text: string;
  /** The action, as the button says it ("Copy script"). */
  label: string;
}

/**
 * Copies `text`; for two seconds the button shows a check mark and "Copied". Both labels
 * sit in the same grid cell, so the button keeps the width of the longer one and nothing next to
 * it moves under the finger.
 */
export function CopyButton({ text, label }: CopyButtonProps) {
  const { t } = useTranslation('chat');
  const { copied, copy } = useCopy();
  const copiedLabel = t('copy.copied');

  return (
    <Button
      size="sm"
      variant="outline"
      colorPalette={copied ? 'green' : 'gray'}
      bg="bg"
      flexShrink={0}
      data-copied={copied || undefined}
      onClick={() => void copy(text)}
    >
      <Box display="grid" alignItems="center" css={{ '& > *': { gridArea: '1 / 1' } }}>
        <Box
          as="span"
          display="inline-flex"
          alignItems="center"
          gap="1.5"
          visibility={copied ? 'hidden' : 'visible'}
          aria-hidden={copied || undefined}
        >
          <CopyIcon data-icon="copy" />
          {label}
        </Box>
        <Box
          as="span"
          display="inline-flex"
          alignItems="center"
          gap="1.5"
          visibility={copied ? 'visible' : 'hidden'}
          aria-hidden={copied ? undefined : true}
        >
          <CheckIcon data-icon="check" />
          {copiedLabel}
        </Box>
      </Box>
    </Button>
  );
}
