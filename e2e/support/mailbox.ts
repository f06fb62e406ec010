import { readFile, readdir, stat } from 'node:fs/promises';
import { join } from 'node:path';
import type { Lang } from './i18n.js';

/** The local stack's mailbox (docs/operations.md, "The local stack"): one .eml file per message under <dataDir>/mail. */
function mailDir(dataDir: string): string {
  return join(dataDir, 'mail');
}

/** The text/plain part of an .eml file the local mailer wrote (base64, UTF-8). */
export function plainText(eml: string): string {
  const match =
    /Content-Type: text\/plain; charset=UTF-8\r?\nContent-Transfer-Encoding: base64\r?\n\r?\n([A-Za-z0-9+/=\r\n]+?)\r?\n--/.exec(
      eml,
    );
  if (!match?.[1]) throw new Error('No base64 text/plain part in this message.');
  return Buffer.from(match[1].replace(/\s/g, ''), 'base64').toString('utf8');
}

/** The plain text of every message to `to` written at or after `since` (epoch ms), oldest first. */
async function messagesTo(dataDir: string, to: string, since: number): Promise<string[]> {
  let files: string[];
  try {
    files = await readdir(mailDir(dataDir));
  } catch {
    return [];
  }
  // Files are named by time and a random id (never by the address): the To header says whose.
  const wanted = files.filter((file) => file.endsWith('.eml')).sort();
  const texts: string[] = [];
  for (const file of wanted) {
    const path = join(mailDir(dataDir), file);
    if ((await stat(path)).mtimeMs < since) continue;
    const eml = await readFile(path, 'utf8');
    if (/^To: (.+)$/m.exec(eml)?.[1]?.trim() !== to) continue;
    texts.push(plainText(eml));
  }
  return texts;
}

/** The code mail is written in the language of the page that asked for it. */
const CODE_PATTERNS: Record<Lang, RegExp> = {
  en: /code is (\d{6})/,
  es: /código de un solo uso es (\d{6})/,
};

/**
 * The admin one-time code from the newest code mail to `to` sent at or after `since`, waiting for
 * the mail to land (the access call writes it before it answers, but the file system decides).
 */
export async function readAdminCode(
  options: { dataDir: string; to: string; since: number; lang: Lang },
  timeoutMs = 10_000,
): Promise<string> {
  const { dataDir, to, since, lang } = options;
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const codes = (await messagesTo(dataDir, to, since))
      .map((text) => CODE_PATTERNS[lang].exec(text)?.[1])
      .filter((code): code is string => code !== undefined);
    const newest = codes.at(-1);
    if (newest) return newest;
    if (Date.now() > deadline)
      throw new Error(`No ${lang} admin code mail to ${to} since ${new Date(since).toISOString()}.`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
