import { Button, Field, HStack, Textarea } from '@chakra-ui/react';
import { PRACTICE_LIMITS } from '@lane/shared';
import type { FormEvent, RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { SendIcon, StopIcon } from '../../../../components/icons';
import { useEnterToSend } from '../../hooks/useEnterToSend';

interface PracticeComposerProps {
  text: string;
  onTextChange: (text: string) => void;
  /** The rep is speaking (or the scorecard is coming): nothing is sent, the button stops it. */
  busy: boolean;
  /** No line can be sent now (the pass ended, or the practice is as long as one can be). */
  closed: boolean;
  onSend: (text: string) => void;
  onStop: () => void;
  textareaRef: RefObject<HTMLTextAreaElement | null>;
}

/**
 * The person's line, like the chat's composer: Enter sends and Shift+Enter breaks the line (on a
 * touch screen Enter breaks the line and the button sends). While the rep speaks the box is
 * read-only rather than disabled, so the focus stays in it for the next line.
 */
export function PracticeComposer({
  text,
  onTextChange,
  busy,
  closed,
  onSend,
  onStop,
  textareaRef,
}: PracticeComposerProps) {
  const { t } = useTranslation('practice');
  const blank = text.trim().length === 0;
  const locked = busy || closed;

  const send = () => {
    if (blank || locked) return;
    onSend(text);
    textareaRef.current?.focus();
  };

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    send();
  };

  const { coarse, handleKeyDown } = useEnterToSend(send);

  return (
    <form onSubmit={handleSubmit}>
      <Field.Root>
        <Field.Label>{t('call.input_label')}</Field.Label>
        <HStack align="flex-end" gap="2" width="full">
          <Textarea
            ref={textareaRef}
            autoresize
            rows={2}
            minH="64px"
            maxH="160px"
            overflowY="auto"
            bg="bg"
            maxLength={PRACTICE_LIMITS.maxTurnChars}
            placeholder={t('call.input_placeholder')}
            value={text}
            readOnly={locked}
            aria-disabled={locked || undefined}
            enterKeyHint={coarse ? 'enter' : 'send'}
            onChange={(event) => onTextChange(event.target.value)}
            onKeyDown={handleKeyDown}
          />
          {busy ? (
            <Button type="button" variant="outline" colorPalette="red" onClick={onStop} minH="44px">
              <StopIcon />
              {t('call.stop')}
            </Button>
          ) : (
            <Button type="submit" colorPalette="brand" disabled={blank || closed} minH="44px">
              <SendIcon />
              {t('call.send')}
            </Button>
          )}
        </HStack>
        <Field.HelperText>{coarse ? t('call.input_hint_touch') : t('call.input_hint')}</Field.HelperText>
      </Field.Root>
    </form>
  );
}
