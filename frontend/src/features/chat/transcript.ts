import type { CallLogEntry } from '@lane/shared';
import { callLogText, type CallLogTextLabels } from './call-log';
import type { ChatEntry } from './conversation';
import { markdownToPlainText } from './plain-text';
import { answerText, draftAnswerText, presentSections, type SectionLabels } from './sections';

interface TranscriptLabels {
  title: string;
  savedOn: string;
  you: string;
  lane: string;
  /** The note under an answer the person stopped before it was finished. */
  stopped: string;
  sections: SectionLabels;
}

const RULE = '—'.repeat(24);

/**
 * The conversation as a plain-text file the person keeps (no Markdown to read around): each
 * question, then each answer's sections under their titles. A stopped answer keeps what arrived,
 * marked as such; a failed one is left out. The calls the person logged come last, under their own
 * title, oldest first.
 */
export function conversationToText(
  entries: readonly ChatEntry[],
  labels: TranscriptLabels,
  callLog?: { calls: readonly CallLogEntry[]; labels: CallLogTextLabels },
): string {
  const parts = [labels.title, labels.savedOn];
  for (const entry of entries) {
    if (entry.role === 'user') {
      parts.push(RULE, `${labels.you}:`, entry.content.trim());
      continue;
    }
    if (entry.status === 'done') {
      const text =
        entry.sections && presentSections(entry.sections).length > 0
          ? answerText(entry.sections, labels.sections)
          : markdownToPlainText(entry.content);
      parts.push(`${labels.lane}:`, text);
    } else if (entry.status === 'stopped') {
      const text = draftAnswerText(entry.drafts, labels.sections);
      parts.push(`${labels.lane}:`, ...(text ? [text] : []), `(${labels.stopped})`);
    }
  }
  if (callLog && callLog.calls.length > 0) parts.push(RULE, callLogText(callLog.calls, callLog.labels));
  return `${parts.join('\n\n')}\n`;
}

/** Saves text as a file from the browser itself: nothing is uploaded anywhere. */
export function saveTextFile(fileName: string, text: string, type = 'text/plain;charset=utf-8'): void {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // Some browsers start the download after the click returns; revoke once it has the URL.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/** "2025-03-26" in the person's own time zone, for the file name. */
export function localDateStamp(date: Date): string {
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}
