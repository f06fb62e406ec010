import { Badge, Box, Button, HStack, Spinner, Stack, Text } from '@chakra-ui/react';
import type { PracticeLevel } from '@lane/shared';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { RetryIcon } from '../../../../components/icons';
import type { PracticeFailure, PracticeLine, PracticeWait } from '../practice-store';
import { PracticeComposer } from './PracticeComposer';

function Line({ line }: { line: PracticeLine }) {
  const { t } = useTranslation('practice');
  if (line.role === 'person') {
    return (
      <Box
        as="li"
        data-role="person"
        alignSelf="flex-end"
        maxW="88%"
        bg="brand.solid"
        color="brand.contrast"
        px="4"
        py="2.5"
        borderRadius="2xl"
        borderBottomRightRadius="sm"
        whiteSpace="pre-wrap"
        overflowWrap="anywhere"
      >
        <Box as="span" srOnly>
          {t('call.you')}:{' '}
        </Box>
        {line.content}
      </Box>
    );
  }
  return (
    <Stack as="li" data-role="rep" alignSelf="flex-start" maxW="92%" gap="1.5">
      <Box
        bg="bg.muted"
        px="4"
        py="2.5"
        borderRadius="2xl"
        borderBottomLeftRadius="sm"
        whiteSpace="pre-wrap"
        overflowWrap="anywhere"
      >
        <Text as="span" fontWeight="semibold" display="block" fontSize="sm" color="fg.muted">
          {t('call.rep')}
        </Text>
        {line.content}
      </Box>
      {line.tactic ? (
        <Stack gap="1" ps="1" data-tactic={line.tactic}>
          <Badge colorPalette="orange" variant="subtle" alignSelf="flex-start" whiteSpace="normal">
            {t('call.tactic', { name: t(`tactics.${line.tactic}.name`) })}
          </Badge>
          <Text fontSize="sm" color="fg.muted">
            {t(`tactics.${line.tactic}.line`)}
          </Text>
        </Stack>
      ) : null}
    </Stack>
  );
}

interface PracticeCallProps {
  level: PracticeLevel;
  lines: readonly PracticeLine[];
  waiting: PracticeWait | null;
  settled: boolean;
  failure: PracticeFailure | null;
  draft: string;
  /** A line can't be added (the practice is as long as one can be). */
  full: boolean;
  passEnded: boolean;
  onDraftChange: (text: string) => void;
  onSay: (text: string) => void;
  onStop: () => void;
  onEnd: () => void;
  onRetry: () => void;
}

/** The call itself: the rep's lines (with the tactic they use) and the person's, the composer, End practice. */
export function PracticeCall({
  level,
  lines,
  waiting,
  settled,
  failure,
  draft,
  full,
  passEnded,
  onDraftChange,
  onSay,
  onStop,
  onEnd,
  onRetry,
}: PracticeCallProps) {
  const { t } = useTranslation('practice');
  const textareaRef = useRef<HTMLTextAreaElement>(null);
  const spoke = lines.some((line) => line.role === 'person');
  const ended = passEnded || failure?.notice === 'pass_ended';

  // The call starts with the focus where the person's first line goes.
  useEffect(() => textareaRef.current?.focus(), []);

  return (
    <Stack gap="4" data-practice-call>
      <Text fontSize="sm" color="fg.muted">
        {t('call.level', { level: t(`levels.${level}.name`) })}
      </Text>
      <Stack as="ol" gap="3" listStyleType="none" m="0" p="0" aria-label={t('call.label')}>
        {lines.map((line) => (
          <Line key={line.id} line={line} />
        ))}
      </Stack>
      {waiting ? (
        <Stack gap="2" data-waiting={waiting.kind}>
          {waiting.kind === 'reply' && waiting.text ? (
            <Box
              bg="bg.muted"
              px="4"
              py="2.5"
              borderRadius="2xl"
              borderBottomLeftRadius="sm"
              maxW="92%"
              whiteSpace="pre-wrap"
              overflowWrap="anywhere"
              data-rep-draft
            >
              <Text as="span" fontWeight="semibold" display="block" fontSize="sm" color="fg.muted">
                {t('call.rep')}
              </Text>
              {waiting.text}
            </Box>
          ) : null}
          <HStack gap="2" color="fg.muted">
            <Spinner size="sm" color="brand.solid" />
            <Text>{waiting.kind === 'reply' ? t('call.rep_speaking') : t('call.scoring')}</Text>
          </HStack>
        </Stack>
      ) : null}
      {settled && !waiting ? (
        <Stack
          gap="2"
          p="4"
          borderWidth="1px"
          borderColor="green.muted"
          bg="green.subtle"
          borderRadius="lg"
          data-settled
        >
          <Text fontWeight="semibold">{t('call.settled')}</Text>
          <Button alignSelf="flex-start" colorPalette="brand" onClick={onEnd}>
            {t('call.see_scorecard')}
          </Button>
        </Stack>
      ) : null}
      {failure ? (
        <Stack
          gap="2"
          p="4"
          borderWidth="1px"
          borderColor={failure.notice === 'stopped' ? 'orange.muted' : 'red.muted'}
          bg={failure.notice === 'stopped' ? 'orange.subtle' : 'red.subtle'}
          borderRadius="lg"
          data-failure={failure.notice}
        >
          {failure.notice === 'stopped' ? (
            <Text fontWeight="semibold">
              {failure.retry === 'reply' ? t('call.stopped') : t('call.stopped_scorecard')}
            </Text>
          ) : (
            <>
              <Text fontWeight="semibold">{t(`errors.${failure.notice}.title`)}</Text>
              <Text>
                {failure.notice !== 'pass_ended' && failure.details
                  ? failure.details
                  : t(`errors.${failure.notice}.description`)}
              </Text>
            </>
          )}
          {failure.notice !== 'pass_ended' ? (
            <Button alignSelf="flex-start" variant="outline" colorPalette="brand" onClick={onRetry}>
              <RetryIcon />
              {t('call.retry')}
            </Button>
          ) : null}
        </Stack>
      ) : null}
      {full ? <Text color="fg.muted">{t('call.full')}</Text> : null}
      <Stack gap="3" borderTopWidth="1px" pt="3">
        <PracticeComposer
          text={draft}
          onTextChange={onDraftChange}
          busy={waiting !== null}
          closed={full || ended}
          onSend={onSay}
          onStop={onStop}
          textareaRef={textareaRef}
        />
        {ended ? null : (
          <Stack gap="1">
            <Button
              variant="outline"
              colorPalette="brand"
              alignSelf="flex-start"
              onClick={onEnd}
              disabled={!spoke || waiting?.kind === 'scorecard'}
              minH="44px"
            >
              {t('call.end')}
            </Button>
            {spoke ? null : (
              <Text fontSize="sm" color="fg.muted">
                {t('call.end_hint')}
              </Text>
            )}
          </Stack>
        )}
      </Stack>
    </Stack>
  );
}
