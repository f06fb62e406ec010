import { CHAT_LIMITS } from '@lane/shared';
import { Button, Field, HStack, Textarea } from '@chakra-ui/react';
import { useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { SendIcon } from './icons';

interface ComposerProps {
  busy: boolean;
  onSend: (text: string) => void;
}

/** Spec §2/§9: a textarea from two rows (80 px) that grows; Enter sends, Shift+Enter breaks the line. */
export function Composer({ busy, onSend }: ComposerProps) {
  const { t } = useTranslation('chat');
  const [text, setText] = useState('');
  const textareaRef = useRef<HTMLTextAreaElement>(null);
  const blank = text.trim().length === 0;

  const send = () => {
    if (blank || busy) return;
    onSend(text);
    setText('');
    // After a click on Send (now disabled) focus would fall to the page; keep it where the next message goes.
    textareaRef.current?.focus();
  };

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    send();
  };

  const handleKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    // While an input method is composing (Japanese, Chinese…), Enter confirms the word, not the message.
    if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    send();
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
            maxH="240px"
            overflowY="auto"
            bg="bg"
            maxLength={CHAT_LIMITS.maxMessageChars}
            placeholder={t('panel.input_placeholder')}
            value={text}
            onChange={(event) => setText(event.target.value)}
            onKeyDown={handleKeyDown}
          />
          <Button type="submit" colorPalette="brand" disabled={blank || busy} minH="44px">
            <SendIcon />
            {t('panel.send')}
          </Button>
        </HStack>
        <Field.HelperText>{t('panel.input_hint')}</Field.HelperText>
      </Field.Root>
    </form>
  );
}
