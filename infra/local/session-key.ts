import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/** The session signing key, made once and kept with the data so sessions survive a restart. */
export function sessionKeyFile(dataDir: string): Uint8Array {
  const file = join(dataDir, 'session.key');
  if (!existsSync(file)) writeFileSync(file, randomBytes(48).toString('base64url'), { mode: 0o600 });
  return new TextEncoder().encode(readFileSync(file, 'utf8').trim());
}
