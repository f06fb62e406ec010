import { mkdtempSync, readFileSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DEAD_LETTER_RETENTION_MS, appendDeadLetter, replayDeadLetters } from './dead-letters.js';
import type { DeadLetter } from './event-bus.js';
import { accessPurchased } from './test-events.js';

let folder: string;
let file: string;
beforeEach(() => {
  folder = mkdtempSync(join(tmpdir(), 'lane-dead-letters-'));
  file = join(folder, 'dead-letters.jsonl');
});
afterEach(() => rmSync(folder, { recursive: true, force: true }));

const letter = (id: string, consumer = 'grant-access'): DeadLetter => ({
  rule: 'access-purchased',
  consumer,
  event: accessPurchased(id, { checkoutSessionId: `cs_${id}` }),
  error: 'connect ECONNREFUSED 127.0.0.1:8000',
  attempts: 30,
});

describe('local dead letters', () => {
  it('are written 0600, one JSON line each', () => {
    appendDeadLetter(file, letter('a'));
    appendDeadLetter(file, letter('b'));
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(readFileSync(file, 'utf8').trim().split('\n')).toHaveLength(2);
  });

  it('are replayed once each, to their consumer, and the file is gone after', async () => {
    appendDeadLetter(file, letter('a'));
    appendDeadLetter(file, letter('b', 'send-receipt'));
    const seen: string[] = [];
    const report = await replayDeadLetters(file, {
      redeliver: async (l) => {
        seen.push(`${l.consumer}:${l.event.id}`);
        return true;
      },
    });
    expect(report).toEqual({ replayed: 2, delivered: 2, failedAgain: 0, dropped: 0 });
    expect(seen.sort()).toEqual(['grant-access:a', 'send-receipt:b']);
    expect(readdirSync(folder)).toEqual([]);
  });

  it('hands each letter to one of two replays running at once, never to both', async () => {
    for (const id of ['a', 'b', 'c', 'd']) appendDeadLetter(file, letter(id));
    const seen: string[] = [];
    const bus = {
      redeliver: async (l: Pick<DeadLetter, 'event'>) => {
        await new Promise((resolve) => setTimeout(resolve, 10));
        seen.push(l.event.id);
        return true;
      },
    };
    await Promise.all([replayDeadLetters(file, bus), replayDeadLetters(file, bus)]);
    expect(seen.sort()).toEqual(['a', 'b', 'c', 'd']);
  });

  it('drops lines past the four-day retention and lines that are not letters', async () => {
    const now = new Date();
    appendDeadLetter(file, letter('old'), new Date(now.getTime() - DEAD_LETTER_RETENTION_MS - 1000));
    appendDeadLetter(file, letter('new'), now);
    writeFileSync(file, '{"cut short', { flag: 'a' });
    const seen: string[] = [];
    const report = await replayDeadLetters(
      file,
      { redeliver: async (l) => Boolean(seen.push(l.event.id)) },
      now,
    );
    expect(seen).toEqual(['new']);
    expect(report).toMatchObject({ replayed: 1, dropped: 2 });
  });

  it('takes over the claim of a replay whose process died', async () => {
    appendDeadLetter(file, letter('orphan'));
    // What a replay leaves behind when its process is killed mid-way (no process has this pid).
    const { renameSync } = await import('node:fs');
    renameSync(file, `${file}.replaying-999999999-1`);
    const seen: string[] = [];
    await replayDeadLetters(file, { redeliver: async (l) => Boolean(seen.push(l.event.id)) });
    expect(seen).toEqual(['orphan']);
  });
});
