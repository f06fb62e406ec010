import { randomInt, timingSafeEqual } from 'node:crypto';
import { ADMIN_CODE_LENGTH, ADMIN_CODE_MAX_ATTEMPTS, ADMIN_CODE_TTL_MINUTES } from '@lane/shared';

/** A pending code as stored: never the code itself. */
export interface PendingAdminCode {
  codeHash: string;
  attempts: number;
}

/** Where the one pending admin code lives: only its hash, with its attempts and a 10-minute life. */
export interface AdminCodeStore {
  /** Replaces any pending code. */
  putCode(email: string, codeHash: string, expiresAt: Date): Promise<void>;
  getCode(email: string, now: Date): Promise<PendingAdminCode | undefined>;
  /**
   * Spends one of the code's tries before anything is compared, in one conditional write (only
   * while fewer than ADMIN_CODE_MAX_ATTEMPTS were spent), so concurrent guesses can never compare
   * more than that many. Answers the code with its tries so far, 'locked' when none are left, or
   * undefined when no live code is pending.
   */
  claimAttempt(email: string, now: Date): Promise<PendingAdminCode | 'locked' | undefined>;
  deleteCode(email: string): Promise<void>;
}

export function generateAdminCode(): string {
  return String(randomInt(0, 10 ** ADMIN_CODE_LENGTH)).padStart(ADMIN_CODE_LENGTH, '0');
}

export const adminCodeExpiry = (now: Date): Date => new Date(now.getTime() + ADMIN_CODE_TTL_MINUTES * 60_000);

export function sameHash(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

export const adminCodeLocked = (attempts: number): boolean => attempts >= ADMIN_CODE_MAX_ATTEMPTS;
