import type { ChatEntry } from './conversation';

export interface TranscriptLabels {
  title: string;
  savedOn: string;
  you: string;
  lane: string;
}

/**
 * The conversation as a Markdown file the person keeps. Each answer's Markdown already holds all
 * its sections (the API builds it from them); apologies for failed calls are left out.
 */
export function conversationToMarkdown(entries: readonly ChatEntry[], labels: TranscriptLabels): string {
  const parts = [`# ${labels.title}`, labels.savedOn];
  for (const entry of entries) {
    if (entry.role === 'user') {
      parts.push(`## ${labels.you}`, entry.content);
      continue;
    }
    if (!entry.failed) parts.push(`## ${labels.lane}`, entry.content.trim());
  }
  return `${parts.join('\n\n')}\n`;
}

/** Saves text as a file from the browser itself: nothing is uploaded anywhere. */
export function saveTextFile(fileName: string, text: string, type = 'text/markdown;charset=utf-8'): void {
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
