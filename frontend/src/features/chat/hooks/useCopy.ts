import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toaster } from '../../../components/ui/toaster';

/** How long the copy button shows its check mark. */
const COPIED_FOR_MS = 2000;

/**
 * Copies text to the clipboard; `copied` stays true for two seconds, and that check mark on the
 * button is the whole confirmation (no toast over the page). A refused copy still says so.
 */
export function useCopy() {
  const { t } = useTranslation('chat');
  const [copied, setCopied] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);

  useEffect(() => () => clearTimeout(timer.current), []);

  async function copy(text: string): Promise<void> {
    try {
      // Inside the try: without a secure context `navigator.clipboard` is undefined and this throws.
      await navigator.clipboard.writeText(text);
    } catch {
      toaster.create({
        type: 'error',
        title: t('copy.failed_title'),
        description: t('copy.failed_description'),
      });
      return;
    }
    setCopied(true);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setCopied(false), COPIED_FOR_MS);
  }

  return { copied, copy };
}
