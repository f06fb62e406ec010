/** Partner links look like https://lane.help/?ref=maria or ?via=maria (Rewardful's two styles). */
const REFERRAL_PARAMS = ['ref', 'via'] as const;
const STORAGE_KEY = 'lane_referral';
// Referral codes are short slugs or ids; anything else is not forwarded to checkout.
const REFERRAL_PATTERN = /^[\w.~-]{1,200}$/;

declare global {
  interface Window {
    /** Set by Rewardful's script when a site embeds it; Lane reads it but does not load it. */
    Rewardful?: { referral?: string | null };
  }
}

// Where session storage is blocked (some private modes), the code still lasts for this page load.
let inMemory: string | null = null;

function clean(value: string | null | undefined): string | null {
  const trimmed = value?.trim();
  return trimmed && REFERRAL_PATTERN.test(trimmed) ? trimmed : null;
}

/** Remembers the referral code of a partner link for the rest of the visit (this tab's session). */
export function captureReferral(search: string): void {
  const params = new URLSearchParams(search);
  const code = REFERRAL_PARAMS.map((name) => clean(params.get(name))).find((value) => value !== null);
  if (!code) return;
  inMemory = code;
  try {
    window.sessionStorage.setItem(STORAGE_KEY, code);
  } catch {
    // Storage unavailable: the in-memory copy is enough for a purchase on this page.
  }
}

function readStored(): string | null {
  try {
    return window.sessionStorage.getItem(STORAGE_KEY);
  } catch {
    return null;
  }
}

/** The referral to credit at checkout: the visit's partner link, else Rewardful's, else none. */
export function currentReferral(): string | null {
  return clean(readStored()) ?? inMemory ?? clean(window.Rewardful?.referral);
}

/** For tests: forget the visit's referral. */
export function forgetReferral(): void {
  inMemory = null;
  try {
    window.sessionStorage.removeItem(STORAGE_KEY);
  } catch {
    // Nothing stored, nothing to forget.
  }
}
