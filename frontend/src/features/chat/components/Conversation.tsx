import { Box, Heading, Stack, Text } from '@chakra-ui/react';
import { useEffect, useRef, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import type { AnswerEntry, ChatEntry } from '../conversation';
import { useSectionLabels } from '../hooks/useSectionLabels';
import { markdownToPlainText } from '../plain-text';
import { answerText, presentSections } from '../sections';
import { AnswerView } from './AnswerView';

interface ConversationProps {
  entries: readonly ChatEntry[];
  /** The answer on its way, if any: the view follows it as it grows. */
  pending: AnswerEntry | undefined;
  readOnly: boolean;
  onRetry: () => void;
  /** The sticky composer: the text the view follows must stay above it. */
  composerRef: RefObject<HTMLElement | null>;
}

/** Keys that scroll the page up: the person wants to read something above, so stop following. */
const UPWARD_KEYS = new Set(['ArrowUp', 'PageUp', 'Home']);

/**
 * The view follows a streaming answer as it grows, unless the person scrolled up to read; a new
 * question is first brought to the top, so the person sees what they asked above the answer.
 */
function useFollowAnswer(
  entries: readonly ChatEntry[],
  pending: AnswerEntry | undefined,
  composerRef: RefObject<HTMLElement | null>,
) {
  const following = useRef(true);
  const lastQuestionId = useRef<string | undefined>(undefined);
  const lastQuestion = entries.findLast((entry) => entry.role === 'user');

  useEffect(() => {
    const stopFollowing = () => {
      following.current = false;
    };
    const onWheel = (event: WheelEvent) => {
      if (event.deltaY < 0) stopFollowing();
    };
    const onKey = (event: KeyboardEvent) => {
      if (UPWARD_KEYS.has(event.key)) stopFollowing();
    };
    window.addEventListener('wheel', onWheel, { passive: true });
    window.addEventListener('touchmove', stopFollowing, { passive: true });
    window.addEventListener('keydown', onKey);
    return () => {
      window.removeEventListener('wheel', onWheel);
      window.removeEventListener('touchmove', stopFollowing);
      window.removeEventListener('keydown', onKey);
    };
  }, []);

  useEffect(() => {
    // A question asked on this visit (not one found again on coming back to the page).
    const seen = lastQuestionId.current;
    lastQuestionId.current = lastQuestion?.id;
    if (!lastQuestion || seen === undefined || seen === lastQuestion.id) return;
    following.current = true;
    document.getElementById(`question-${lastQuestion.id}`)?.scrollIntoView({ block: 'start' });
  }, [lastQuestion]);

  useEffect(() => {
    if (!pending || !following.current) return;
    const answer = document.getElementById(`answer-${pending.id}`);
    if (!answer) return;
    const visibleBottom = window.innerHeight - (composerRef.current?.offsetHeight ?? 0) - 16;
    const overflow = answer.getBoundingClientRect().bottom - visibleBottom;
    if (overflow > 0) window.scrollBy({ top: overflow, behavior: 'instant' });
  }, [pending, composerRef]);
}

/** What screen readers hear: the answer once it is final (or why it stopped), never its pieces. */
function useAnnouncement(entries: readonly ChatEntry[]): string {
  const { t } = useTranslation('chat');
  const labels = useSectionLabels();
  const last = entries.at(-1);
  if (last?.role !== 'assistant') return '';
  switch (last.status) {
    case 'done':
      return `${t('panel.lane')} ${
        last.sections && presentSections(last.sections).length > 0
          ? answerText(last.sections, labels)
          : markdownToPlainText(last.content)
      }`;
    case 'stopped':
      return t('answer.stopped');
    case 'failed':
      return last.failure
        ? `${t(`errors.${last.failure.notice}.title`)}. ${last.failure.details ?? t(`errors.${last.failure.notice}.description`)}`
        : '';
    default:
      return '';
  }
}

/**
 * The conversation in the page's own flow (no inner scroll box): the person's questions on the
 * right, Lane's answers full width as section cards.
 */
export function Conversation({ entries, pending, readOnly, onRetry, composerRef }: ConversationProps) {
  const { t } = useTranslation('chat');
  useFollowAnswer(entries, pending, composerRef);
  const announcement = useAnnouncement(entries);
  const lastId = entries.at(-1)?.id;

  return (
    <Stack gap="5" data-conversation>
      {entries.length === 0 ? (
        <Stack gap="2" maxW="2xl" py="6" px="4" borderWidth="1px" borderRadius="xl" bg="bg.subtle">
          <Heading as="h3" size="md" color="brand.fg">
            {t('panel.empty_title')}
          </Heading>
          <Text color="fg.muted">{t('panel.empty_prompt')}</Text>
        </Stack>
      ) : null}
      {entries.map((entry) =>
        entry.role === 'user' ? (
          <Box
            key={entry.id}
            id={`question-${entry.id}`}
            data-role="user"
            alignSelf="flex-end"
            maxW={{ base: '92%', md: '85%' }}
            bg="brand.solid"
            color="brand.contrast"
            px="4"
            py="3"
            borderRadius="2xl"
            borderBottomRightRadius="sm"
            whiteSpace="pre-wrap"
            overflowWrap="anywhere"
          >
            <Box as="span" srOnly>
              {t('panel.you')}{' '}
            </Box>
            {entry.content}
          </Box>
        ) : (
          <AnswerView
            key={entry.id}
            entry={entry}
            canRetry={!readOnly && entry.id === lastId}
            onRetry={onRetry}
          />
        ),
      )}
      <Box srOnly role="status" aria-live="polite" aria-atomic="true" data-announcer>
        {announcement}
      </Box>
    </Stack>
  );
}
