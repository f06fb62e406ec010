import { useSyncExternalStore, type KeyboardEvent } from 'react';

const COARSE_POINTER = '(pointer: coarse)';
const subscribePointer = (onChange: () => void) => {
  const query = window.matchMedia?.(COARSE_POINTER);
  query?.addEventListener('change', onChange);
  return () => query?.removeEventListener('change', onChange);
};

/**
 * The key rule of every box that sends a message (the chat's composer, the practice call's line):
 * with a mouse and keyboard Enter sends and Shift+Enter breaks the line; on a touch screen, whose
 * keyboard has no Shift+Enter, Enter breaks the line and the button sends. While an input method is
 * composing (Japanese, Chinese…), Enter confirms the word, not the message.
 */
export function useEnterToSend(send: () => void): {
  /** A touch screen: the box shows its keyboard's Enter as a new line and says the button sends. */
  coarse: boolean;
  handleKeyDown: (event: KeyboardEvent<HTMLTextAreaElement>) => void;
} {
  const coarse = useSyncExternalStore(
    subscribePointer,
    () => window.matchMedia?.(COARSE_POINTER).matches ?? false,
    () => false,
  );
  return {
    coarse,
    handleKeyDown: (event) => {
      if (coarse || event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
      event.preventDefault();
      send();
    },
  };
}
