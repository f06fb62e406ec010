import { chmodSync, mkdirSync } from 'node:fs';

/**
 * The local data holds buyers' emails, checkouts and the session key: folders only their owner
 * can open (0700), files only their owner can read (0600), whatever the umask.
 */
export const PRIVATE_DIR_MODE = 0o700;
export const PRIVATE_FILE_MODE = 0o600;

/** Creates the folder (and its parents) for this user only; tightens one made before this rule. */
export function privateDir(path: string): string {
  mkdirSync(path, { recursive: true, mode: PRIVATE_DIR_MODE });
  chmodSync(path, PRIVATE_DIR_MODE);
  return path;
}
