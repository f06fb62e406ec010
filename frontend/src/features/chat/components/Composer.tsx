import { CHAT_LIMITS } from '@lane/shared';
import { Button, Field, HStack, Text, Textarea } from '@chakra-ui/react';
import { useRef, useState, type ClipboardEvent, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { SendIcon, StopIcon } from '../../../components/icons';
import { useEnterToSend } from '../hooks/useEnterToSend';

/** The counter shows from here on, so the limit never comes as a surprise. */
const COUNTER_FROM_CHARS = Math.floor(CHAT_LIMITS.maxMessageChars * 0.9);

interface ComposerProps {
  text: string;
  onTextChange: (text: string) => void;
  /** An answer is on its way: the button stops it instead of sending. */
  pending: boolean;
  onSend: (text: string) => void;
  onStop: () => void;
}

/**
 * A textarea from two rows (80 px) that grows. With a mouse and keyboard Enter sends
 * and Shift+Enter breaks the line; on a touch screen Enter breaks the line and the button sends.
 * Near the 4,000-character limit a counter shows; a paste cut at the limit says so.
 */
export function Composer({ text, onTextChange, pending, onSend, onStop }: ComposerProps) {
  const { t, i18n } = useTranslation('chat');
  const [pasteCut, setPasteCut] = useState(false);
  const textareaRef = useRef<HTMLTextAreaElement>(null);
  const blank = text.trim().length === 0;
  const max = CHAT_LIMITS.maxMessageChars;
  const number = new Intl.NumberFormat(i18n.language);

  const send = () => {
    if (blank || pending) return;
    onSend(text);
    setPasteCut(false);
    // After a click on Send focus would fall to the page; keep it where the next message goes.
    textareaRef.current?.focus();
  };

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    send();
  };

  const { coarse, handleKeyDown } = useEnterToSend(send);

  const handlePaste = (event: ClipboardEvent<HTMLTextAreaElement>) => {
    const box = event.currentTarget;
    const pasted = event.clipboardData.getData('text');
    const kept = box.value.length - (box.selectionEnd - box.selectionStart);
    setPasteCut(kept + pasted.length > max);
  };

  return (
    <form onSubmit={handleSubmit}>
      <Field.Root>
        <Field.Label>{t('panel.input_label')}</Field.Label>
        <HStack align="flex-end" gap="2" width="full">
          <Textarea
            ref={textareaRef}
            autoresize
            rows={2}
            minH="80px"
            maxH={{ base: '160px', md: '240px' }}
            overflowY="auto"
            bg="bg"
            maxLength={max}
            placeholder={t('panel.input_placeholder')}
            value={text}
            enterKeyHint={coarse ? 'enter' : 'send'}
            onChange={(event) => {
              onTextChange(event.target.value);
              if (event.target.value.length < max) setPasteCut(false);
            }}
            onKeyDown={handleKeyDown}
            onPaste={handlePaste}
          />
          {pending ? (
            <Button type="button" variant="outline" colorPalette="red" onClick={onStop} minH="44px">
              <StopIcon />
              {t('panel.stop')}
            </Button>
          ) : (
            <Button type="submit" colorPalette="brand" disabled={blank} minH="44px">
              <SendIcon />
              {t('panel.send')}
            </Button>
          )}
        </HStack>
        <HStack justify="space-between" width="full" gap="3" align="flex-start">
          <Field.HelperText>{coarse ? t('panel.input_hint_touch') : t('panel.input_hint')}</Field.HelperText>
          {text.length >= COUNTER_FROM_CHARS ? (
            <Text
              fontSize="sm"
              color={text.length >= max ? 'red.fg' : 'fg.muted'}
              flexShrink={0}
              data-counter
            >
              {t('panel.counter', { used: number.format(text.length), max: number.format(max) })}
            </Text>
          ) : null}
        </HStack>
        {pasteCut ? (
          <Text fontSize="sm" color="red.fg" role="status">
            {t('panel.paste_cut', { max: number.format(max) })}
          </Text>
        ) : null}
      </Field.Root>
    </form>
  );
}
