import { randomBytes, timingSafeEqual } from 'node:crypto';
import { ADMIN_CODE_LENGTH, ADMIN_CODE_MAX_ATTEMPTS, ADMIN_CODE_TTL_MINUTES } from '@lane/shared';

/** A pending code as stored: never the code itself. */
export interface PendingAdminCode {
  codeHash: string;
  attempts: number;
  /**
   * What the code is derived from with the server key (adminCodeFromSeed), so the same code can be
   * mailed again; the table alone does not give the code away.
   */
  seed?: string;
}

/** Where the one pending admin code lives: only its hash, with its attempts and a 10-minute life. */
export interface AdminCodeStore {
  /**
   * Stores a new code unless a live one with tries left is pending (then answers that one, to be
   * mailed again, and gives it the new expiry): a request for a code never replaces the one
   * already in the admin's mailbox.
   */
  putCode(
    email: string,
    code: { codeHash: string; seed: string },
    expiresAt: Date,
    now: Date,
  ): Promise<PendingAdminCode | undefined>;
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

/** A fresh random seed for a new admin code. */
export const newAdminCodeSeed = (): string => randomBytes(18).toString('base64url');

/** The six digits a seed stands for, under the server key (uniform to within 1 in 10^8). */
export async function adminCodeFromSeed(
  fingerprint: (value: string) => Promise<string>,
  seed: string,
): Promise<string> {
  const digest = Buffer.from(await fingerprint(`admin-code-seed:${seed}`), 'base64url');
  return String(digest.readUIntBE(0, 6) % 10 ** ADMIN_CODE_LENGTH).padStart(ADMIN_CODE_LENGTH, '0');
}

export const adminCodeExpiry = (now: Date): Date => new Date(now.getTime() + ADMIN_CODE_TTL_MINUTES * 60_000);

export function sameHash(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

export const adminCodeLocked = (attempts: number): boolean => attempts >= ADMIN_CODE_MAX_ATTEMPTS;
