import { ADMIN_EMAIL_STORAGE_KEY } from '@lane/shared';

// The admin marker is only a UI hint (docs/architecture.md, "The session"): it skips the form, the server still decides.
// Storage can be disabled or full (private windows), and a missing hint must never break the page.

export function readAdminHint(): string | null {
  try {
    return window.localStorage.getItem(ADMIN_EMAIL_STORAGE_KEY);
  } catch {
    return null;
  }
}

export function storeAdminHint(email: string): void {
  try {
    window.localStorage.setItem(ADMIN_EMAIL_STORAGE_KEY, email);
  } catch {
    // Without storage the admin simply sees the form next time.
  }
}

/**
 * Forgets the admin UI hint. Once the server says there is no session, a stale hint would send the
 * access screen straight back to /lane and the admin could never reach the code step again.
 */
export function clearAdminHint(): void {
  try {
    window.localStorage.removeItem(ADMIN_EMAIL_STORAGE_KEY);
  } catch {
    // Storage disabled (private windows): there is no hint to forget.
  }
}
