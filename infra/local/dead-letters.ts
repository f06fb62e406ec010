import { randomBytes } from 'node:crypto';
import { appendFileSync, chmodSync, readFileSync, readdirSync, renameSync, rmSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';
import type { DeadLetter, LocalEventBus } from './event-bus.js';
import { PRIVATE_FILE_MODE } from './private-files.js';

/**
 * Dead letters of the local bus, one JSON line each in `<dataDir>/dead-letters.jsonl` (the local
 * stand-in for the cloud's dead-letter queues). They hold buyers' emails: the file is 0600 and a
 * letter is kept as long as a cloud queue keeps one.
 */
export const DEAD_LETTER_RETENTION_MS = 4 * 24 * 3600_000;

export interface StoredDeadLetter extends DeadLetter {
  at: string;
}

export interface ReplayReport {
  /** Letters found and delivered again. */
  replayed: number;
  /** Of those, how many their consumer took this time. */
  delivered: number;
  /** Failed again: written back as new dead letters. */
  failedAgain: number;
  /** Lines that were not a dead letter, or older than the retention. */
  dropped: number;
}

export function appendDeadLetter(file: string, letter: DeadLetter, now = new Date()): void {
  const line: StoredDeadLetter = { ...letter, at: now.toISOString() };
  appendFileSync(file, `${JSON.stringify(line)}\n`, { mode: PRIVATE_FILE_MODE });
  chmodSync(file, PRIVATE_FILE_MODE);
}

function parse(line: string): StoredDeadLetter | undefined {
  try {
    const value = JSON.parse(line) as Partial<StoredDeadLetter>;
    if (
      typeof value.rule === 'string' &&
      typeof value.consumer === 'string' &&
      typeof value.at === 'string' &&
      value.event &&
      typeof value.event['detail-type'] === 'string'
    )
      return value as StoredDeadLetter;
  } catch {
    // Not a letter (a line cut short by a crash): dropped below.
  }
  return undefined;
}

/** Tells this process's claims from those of an earlier process that had the same id. */
const PROCESS_TOKEN = randomBytes(6).toString('hex');

function processAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * Takes the dead letters for this process: the file is renamed first (atomic), so a replay that
 * runs at the same time in another process cannot take the same letters, and letters written while
 * this one replays go to a new file. Claims left by a process that died are taken over.
 */
function claim(file: string): string[] {
  const folder = dirname(file);
  const prefix = `${basename(file)}.replaying-`;
  const claimed: string[] = [];
  let names: string[];
  try {
    names = readdirSync(folder);
  } catch {
    return [];
  }
  for (const name of names) {
    if (!name.startsWith(prefix)) continue;
    const [pidText, token] = name.slice(prefix.length).split('-');
    const pid = Number(pidText);
    // In use by a live replay: another process's, or one of this process's own. A claim with this
    // process's id but not its token was left by a dead process whose id was reused.
    const inUse = pid === process.pid ? token === PROCESS_TOKEN : Number.isInteger(pid) && processAlive(pid);
    if (!inUse) claimed.push(join(folder, name));
  }
  const mine = join(folder, `${prefix}${process.pid}-${PROCESS_TOKEN}-${Date.now()}`);
  try {
    renameSync(file, mine);
    claimed.push(mine);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  return claimed;
}

/**
 * Delivers every dead letter again to the consumer that failed on it (consumers are idempotent,
 * so a letter whose effect already happened changes nothing). What fails again is a dead letter
 * again, in the file; letters past the retention are dropped.
 */
export async function replayDeadLetters(
  file: string,
  bus: Pick<LocalEventBus, 'redeliver'>,
  now = new Date(),
): Promise<ReplayReport> {
  const report: ReplayReport = { replayed: 0, delivered: 0, failedAgain: 0, dropped: 0 };
  for (const claimedFile of claim(file)) {
    const letters: StoredDeadLetter[] = [];
    for (const line of readFileSync(claimedFile, 'utf8').split('\n')) {
      if (!line.trim()) continue;
      const letter = parse(line);
      if (!letter || now.getTime() - Date.parse(letter.at) > DEAD_LETTER_RETENTION_MS) report.dropped += 1;
      else letters.push(letter);
    }
    const outcomes = await Promise.all(
      letters.map((letter) =>
        bus.redeliver(letter).catch(() => {
          // No such consumer any more: keep the letter for a person to read.
          appendDeadLetter(file, letter, new Date(letter.at));
          return false;
        }),
      ),
    );
    report.replayed += letters.length;
    report.delivered += outcomes.filter(Boolean).length;
    report.failedAgain += outcomes.filter((ok) => !ok).length;
    rmSync(claimedFile, { force: true });
  }
  return report;
}
