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

interface PracticeCallLogProps {
  level: PracticeLevel;
  lines: readonly PracticeLine[];
  waiting: PracticeWait | null;
  settled: boolean;
  failure: PracticeFailure | null;
  /** A line can't be added (the practice is as long as one can be). */
  full: boolean;
  onEnd: () => void;
  onRetry: () => void;
}

/**
 * The call so far: the rep's lines (with the tactic they use) and the person's, what the rep is
 * saying now, and what went wrong. The view follows the newest line.
 */
export function PracticeCallLog({
  level,
  lines,
  waiting,
  settled,
  failure,
  full,
  onEnd,
  onRetry,
}: PracticeCallLogProps) {
  const { t } = useTranslation('practice');
  const endRef = useRef<HTMLDivElement>(null);
  const newest = `${lines.length}:${waiting?.text.length ?? -1}:${failure?.notice ?? ''}:${settled}`;
  useEffect(() => {
    endRef.current?.scrollIntoView?.({ block: 'end', behavior: 'instant' });
  }, [newest]);

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
      <div ref={endRef} />
    </Stack>
  );
}

interface PracticeCallControlsProps {
  spoke: boolean;
  waiting: PracticeWait | null;
  /** No line can be sent now (the pass ended, or the practice is as long as one can be). */
  closed: boolean;
  /** The pass ended: nothing more can be asked. */
  ended: boolean;
  draft: string;
  onDraftChange: (text: string) => void;
  onSay: (text: string) => void;
  onStop: () => void;
  onEnd: () => void;
}

/** What stays at the bottom of the screen during the call: the person's composer and End practice. */
export function PracticeCallControls({
  spoke,
  waiting,
  closed,
  ended,
  draft,
  onDraftChange,
  onSay,
  onStop,
  onEnd,
}: PracticeCallControlsProps) {
  const { t } = useTranslation('practice');
  const textareaRef = useRef<HTMLTextAreaElement>(null);

  // The call starts with the focus where the person's first line goes.
  useEffect(() => textareaRef.current?.focus(), []);

  return (
    <Stack gap="2" width="full" data-practice-controls>
      <PracticeComposer
        text={draft}
        onTextChange={onDraftChange}
        busy={waiting !== null}
        closed={closed}
        onSend={onSay}
        onStop={onStop}
        textareaRef={textareaRef}
      />
      {ended ? null : (
        <HStack gap="3" align="center" wrap="wrap">
          <Button
            variant="outline"
            colorPalette="brand"
            size="sm"
            onClick={onEnd}
            disabled={!spoke || waiting?.kind === 'scorecard'}
            minH="44px"
          >
            {t('call.end')}
          </Button>
          {spoke ? null : (
            <Text fontSize="sm" color="fg.muted" flex="1" minW="12rem">
              {t('call.end_hint')}
            </Text>
          )}
        </HStack>
      )}
    </Stack>
  );
}
