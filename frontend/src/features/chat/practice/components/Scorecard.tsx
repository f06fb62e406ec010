import { Box, Button, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import type { Scorecard as ScorecardData, ScorecardItem } from '@lane/shared';
import { useEffect, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { CheckIcon, CloseIcon, RetryIcon } from '../../../../components/icons';
import { DashIcon } from './status-icons';

const STATUS_LOOK = {
  met: { Icon: CheckIcon, color: 'green.fg', border: 'green.muted' },
  missed: { Icon: CloseIcon, color: 'red.fg', border: 'red.muted' },
  not_applicable: { Icon: DashIcon, color: 'fg.muted', border: 'border' },
} as const;

function Move({ item }: { item: ScorecardItem }) {
  const { t } = useTranslation('practice');
  const look = STATUS_LOOK[item.status];
  return (
    <Box
      as="li"
      borderWidth="1px"
      borderColor={look.border}
      borderLeftWidth="4px"
      borderRadius="lg"
      px="4"
      py="3"
      data-move={item.move}
      data-status={item.status}
    >
      <Stack gap="2">
        <Heading as="h4" size="sm">
          {t(`scorecard.moves.${item.move}`)}
        </Heading>
        <HStack gap="1.5" color={look.color} fontWeight="semibold">
          <look.Icon boxSize="4" />
          <Text>{t(`scorecard.status.${item.status}`)}</Text>
        </HStack>
        {item.quote ? (
          <Box as="figure" m="0">
            <Text as="figcaption" fontSize="sm" color="fg.muted">
              {t('scorecard.you_said')}
            </Text>
            <Box
              as="blockquote"
              borderLeftWidth="3px"
              borderColor="brand.muted"
              ps="3"
              fontStyle="italic"
              whiteSpace="pre-wrap"
              overflowWrap="anywhere"
            >
              {item.quote}
            </Box>
          </Box>
        ) : null}
        <Text>
          <Box as="span" fontWeight="semibold">
            {t('scorecard.tip')}
          </Box>{' '}
          {item.tip}
        </Text>
      </Stack>
    </Box>
  );
}

interface ScorecardProps {
  scorecard: ScorecardData;
  onAgain: () => void;
  onBack: () => void;
}

/** The moves that matter, each with the person's own words and one tip, then what to do next. */
export function Scorecard({ scorecard, onAgain, onBack }: ScorecardProps) {
  const { t } = useTranslation('practice');
  const headingRef = useRef<HTMLHeadingElement>(null);
  const summaryId = useId();
  // The call just turned into its scorecard: the reading starts at its heading.
  useEffect(() => headingRef.current?.focus(), []);

  return (
    <Stack gap="4" data-scorecard>
      <Heading as="h3" size="lg" ref={headingRef} tabIndex={-1} outline="none" color="brand.fg">
        {t('scorecard.title')}
      </Heading>
      <Stack gap="1" aria-labelledby={summaryId} role="group">
        <Text id={summaryId} fontWeight="semibold">
          {t('scorecard.summary')}
        </Text>
        <Text>{scorecard.summary}</Text>
      </Stack>
      <Stack as="ul" gap="3" listStyleType="none" m="0" p="0">
        {scorecard.items.map((item) => (
          <Move key={item.move} item={item} />
        ))}
      </Stack>
      <HStack gap="3" wrap="wrap">
        <Button colorPalette="brand" onClick={onAgain}>
          <RetryIcon />
          {t('scorecard.again')}
        </Button>
        <Button variant="outline" colorPalette="brand" onClick={onBack}>
          {t('scorecard.back')}
        </Button>
      </HStack>
    </Stack>
  );
}
