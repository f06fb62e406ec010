import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toaster } from '../../../components/ui/toaster';
import type { ApiError } from '../../../lib/api';
import { useLanguage } from '../../../lib/language';
import { askLane } from '../api/lane';
import { describeChatFailure, EmptyAnswerError } from '../chat-errors';
import { conversationForApi, type ChatEntry } from '../conversation';

/**
 * The chat state machine of spec §4: sending appends the question and sets the thinking flag;
 * an answer or, on failure, the apology is appended; the flag clears. Lost access is handed to
 * the page, which leaves /lane.
 */
export function useChat({ onAccessLost }: { onAccessLost: (error: ApiError) => void }) {
  const { t } = useTranslation('chat');
  const language = useLanguage();
  const [entries, setEntries] = useState<ChatEntry[]>([]);
  const [thinking, setThinking] = useState(false);
  // The latest conversation for the request, without waiting for a render.
  const entriesRef = useRef<ChatEntry[]>([]);
  const lastId = useRef(0);

  const append = (entry: ChatEntry) => {
    entriesRef.current = [...entriesRef.current, entry];
    setEntries(entriesRef.current);
  };
  const nextId = () => String(++lastId.current);

  async function send(text: string): Promise<void> {
    const content = text.trim();
    if (!content || thinking) return;
    append({ id: nextId(), role: 'user', content });
    setThinking(true);
    try {
      const answer = await askLane(conversationForApi(entriesRef.current), language);
      if (!answer.response.trim()) throw new EmptyAnswerError();
      append({
        id: nextId(),
        role: 'assistant',
        content: answer.response,
        sections: answer.sections,
        failed: false,
      });
    } catch (error) {
      const failure = describeChatFailure(error);
      if (failure.kind === 'access_lost') {
        onAccessLost(failure.error);
        return;
      }
      toaster.create({
        type: 'error',
        title: t(`errors.${failure.notice}.title`),
        description: failure.details ?? t(`errors.${failure.notice}.description`),
      });
      append({
        id: nextId(),
        role: 'assistant',
        content: t('errors.fallback_message'),
        sections: null,
        failed: true,
      });
    } finally {
      setThinking(false);
    }
  }

  return { entries, thinking, send };
}
