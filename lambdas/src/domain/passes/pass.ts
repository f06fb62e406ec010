import type { Language, ProductId } from '@lane/shared';
import { HOUR_MS } from '../clock.js';

/** A pass as the domain sees it: one per email, a continuous window of access. */
export interface Pass {
  email: string;
  productId: ProductId;
  /** When the current window began (a purchase while active extends the window, not restarts it). */
  accessStartTime: Date;
  /** Length of the window in hours: 48 or 720 for one purchase, more after extensions. */
  accessDurationHours: number;
  lang: Language;
}

export function passEnd(pass: Pick<Pass, 'accessStartTime' | 'accessDurationHours'>): Date {
  return new Date(pass.accessStartTime.getTime() + pass.accessDurationHours * HOUR_MS);
}

export type PassStatus =
  | { state: 'active'; remainingHours: number; durationHours: number; expiresAt: Date }
  | { state: 'expired'; durationHours: number; expiredAt: Date };

/**
 * Where a pass stands at `now`, by its own duration (never an assumed 48 h). Remaining hours are
 * floored, as the pages show them: 47.9 h left reads "47".
 */
export function passStatus(
  pass: Pick<Pass, 'accessStartTime' | 'accessDurationHours'>,
  now: Date,
): PassStatus {
  const end = passEnd(pass);
  const leftMs = end.getTime() - now.getTime();
  if (leftMs <= 0) return { state: 'expired', durationHours: pass.accessDurationHours, expiredAt: end };
  return {
    state: 'active',
    remainingHours: Math.floor(leftMs / HOUR_MS),
    durationHours: pass.accessDurationHours,
    expiresAt: end,
  };
}

/**
 * The window after buying `hours` more at `now`: new end = max(now, old end) + hours. An active
 * pass keeps its start and grows; an ended (or missing) one starts over now.
 */
export function extendWindow(
  current: Pick<Pass, 'accessStartTime' | 'accessDurationHours'> | undefined,
  hours: number,
  now: Date,
): { accessStartTime: Date; accessDurationHours: number } {
  if (!current || passEnd(current).getTime() <= now.getTime()) {
    return { accessStartTime: now, accessDurationHours: hours };
  }
  return {
    accessStartTime: current.accessStartTime,
    accessDurationHours: current.accessDurationHours + hours,
  };
}
