import { useRemembered } from './page-memory';

/**
 * The email this tab last opened a pass with (the Access form), kept in memory only, so Lane can
 * say whose pass is open. Never stored: a reload forgets it, as it forgets the conversation.
 */
interface PassEmail {
  value: string | null;
}

export function usePassEmail(): PassEmail {
  return useRemembered<PassEmail>('pass-email', () => ({ value: null }));
}
