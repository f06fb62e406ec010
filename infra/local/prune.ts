import { open, readFile, readdir, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { normalizeEmail } from '@lane/shared';

/**
 * Local mail and simulated checkouts carry buyers' emails. Each is kept while its address has a
 * pass whose window is open, and at least a day (an unpaid checkout, an admin code, a receipt
 * being read); then it is deleted, as the pass's own data is when its window ends.
 */
export const LOCAL_FILE_MIN_AGE_MS = 24 * 3600_000;

export interface PruneReport {
  mail: number;
  checkouts: number;
}

/** The first bytes are enough: the To header of an .eml, the email field of a checkout. */
async function head(path: string, bytes = 4096): Promise<string> {
  const file = await open(path, 'r');
  try {
    const buffer = Buffer.alloc(bytes);
    const { bytesRead } = await file.read(buffer, 0, bytes, 0);
    return buffer.subarray(0, bytesRead).toString('utf8');
  } finally {
    await file.close();
  }
}

async function recipientOfMail(path: string): Promise<string | undefined> {
  return /^To: (.+)$/m.exec(await head(path))?.[1]?.trim();
}

async function emailOfCheckout(path: string): Promise<string | undefined> {
  try {
    const email = (JSON.parse(await readFile(path, 'utf8')) as { email?: unknown }).email;
    return typeof email === 'string' ? email : undefined;
  } catch {
    return undefined;
  }
}

async function pruneFolder(
  folder: string,
  suffix: string,
  emailOf: (path: string) => Promise<string | undefined>,
  hasOpenPass: (email: string) => Promise<boolean>,
  now: Date,
): Promise<number> {
  let names: string[];
  try {
    names = await readdir(folder);
  } catch {
    return 0;
  }
  let removed = 0;
  for (const name of names.filter((n) => n.endsWith(suffix))) {
    const path = join(folder, name);
    try {
      if (now.getTime() - (await stat(path)).mtimeMs < LOCAL_FILE_MIN_AGE_MS) continue;
      const email = await emailOf(path);
      if (email && (await hasOpenPass(normalizeEmail(email)))) continue;
      await rm(path, { force: true });
      removed += 1;
    } catch {
      // Gone meanwhile, or unreadable: the next pass looks again.
    }
  }
  return removed;
}

/** Deletes the mail and simulated checkouts of addresses whose pass has ended (or never began). */
export async function pruneLocalData(options: {
  mailDir: string;
  checkoutsDir: string;
  hasOpenPass: (email: string) => Promise<boolean>;
  now?: Date;
}): Promise<PruneReport> {
  const now = options.now ?? new Date();
  return {
    mail: await pruneFolder(options.mailDir, '.eml', recipientOfMail, options.hasOpenPass, now),
    checkouts: await pruneFolder(options.checkoutsDir, '.json', emailOfCheckout, options.hasOpenPass, now),
  };
}
