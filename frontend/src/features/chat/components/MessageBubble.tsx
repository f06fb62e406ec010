import { Box, Stack, VisuallyHidden } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { ChatEntry } from '../conversation';
import { AnswerActions } from './AnswerActions';
import { MarkdownText } from './Prose';

/** Spec §2/§9: the person's messages on the right, Lane's on the left, neither wider than 85%. */
export function MessageBubble({ entry }: { entry: ChatEntry }) {
  const { t } = useTranslation('chat');

  if (entry.role === 'user') {
    return (
      <Box
        data-role="user"
        alignSelf="flex-end"
        maxW="85%"
        bg="brand.solid"
        color="brand.contrast"
        px="4"
        py="3"
        borderRadius="2xl"
        borderBottomRightRadius="sm"
        whiteSpace="pre-wrap"
        overflowWrap="anywhere"
      >
        <VisuallyHidden>{t('panel.you')} </VisuallyHidden>
        {entry.content}
      </Box>
    );
  }

  return (
    <Box
      data-role="assistant"
      alignSelf="flex-start"
      maxW="85%"
      bg={entry.failed ? 'orange.subtle' : 'bg.muted'}
      px="4"
      py="3"
      borderRadius="2xl"
      borderBottomLeftRadius="sm"
      overflowWrap="anywhere"
    >
      <Stack gap="3">
        <Box>
          <VisuallyHidden>{t('panel.lane')} </VisuallyHidden>
          <MarkdownText>{entry.content}</MarkdownText>
        </Box>
        <AnswerActions entry={entry} />
      </Stack>
    </Box>
  );
}
