import { Flex, Heading, HStack, Spinner, Stack, Text } from '@chakra-ui/react';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { ChatEntry } from '../conversation';
import { MessageBubble } from './MessageBubble';

/** Room left above the newest message when the panel scrolls to it. */
const SCROLL_MARGIN_PX = 12;

interface MessageListProps {
  entries: readonly ChatEntry[];
  thinking: boolean;
  labelledBy: string;
}

/**
 * The conversation: a live log, so screen readers hear each new message and the thinking
 * indicator; 300 to 500 px tall (spec §9), scrolled to the start of the newest message.
 */
export function MessageList({ entries, thinking, labelledBy }: MessageListProps) {
  const { t } = useTranslation('chat');
  const listRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const list = listRef.current;
    const newest = list?.lastElementChild;
    if (!list || !(newest instanceof HTMLElement)) return;
    // Scroll the panel, never the page: the top of a long answer is where reading starts.
    list.scrollTop = Math.max(0, newest.offsetTop - SCROLL_MARGIN_PX);
  }, [entries.length, thinking]);

  return (
    <Flex
      ref={listRef}
      role="log"
      aria-live="polite"
      aria-labelledby={labelledBy}
      // A scrollable region must be reachable from the keyboard to be scrolled without a mouse.
      tabIndex={0}
      direction="column"
      gap="4"
      minH="300px"
      maxH="500px"
      overflowY="auto"
      position="relative"
      p="4"
      borderWidth="1px"
      borderRadius="xl"
      bg="bg.subtle"
      focusRing="outside"
    >
      {entries.length === 0 && !thinking ? (
        <Stack gap="2" m="auto" maxW="md" textAlign="center" py="6">
          <Heading as="h3" size="md" color="brand.fg">
            {t('panel.empty_title')}
          </Heading>
          <Text color="fg.muted">{t('panel.empty_prompt')}</Text>
        </Stack>
      ) : null}
      {entries.map((entry) => (
        <MessageBubble key={entry.id} entry={entry} />
      ))}
      {thinking ? (
        <HStack alignSelf="flex-start" gap="2" color="fg.muted" role="status">
          <Spinner size="sm" color="brand.solid" />
          <Text>{t('panel.thinking')}</Text>
        </HStack>
      ) : null}
    </Flex>
  );
}
