import { randomInt, timingSafeEqual } from 'node:crypto';
import { ADMIN_CODE_LENGTH, ADMIN_CODE_MAX_ATTEMPTS, ADMIN_CODE_TTL_MINUTES } from '@lane/shared';

/** Where the one pending admin code lives: only its hash, with its attempts and a 10-minute life. */
export interface AdminCodeStore {
  /** Replaces any pending code. */
  putCode(email: string, codeHash: string, expiresAt: Date): Promise<void>;
  getCode(email: string, now: Date): Promise<{ codeHash: string; attempts: number } | undefined>;
  /** Counts one wrong try and returns the tries so far. */
  recordFailedAttempt(email: string): Promise<number>;
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
