/**
 * Markdown as the plain text a person pastes into a note, a text message or an email: no `**`,
 * no `#`, links as "text (address)", list items as "• item". The answers' Markdown is simple
 * (lambdas' render.ts writes headings, bold, lists and links), so a line-by-line rewrite is exact
 * for it; anything else passes through as written.
 */
export function markdownToPlainText(markdown: string): string {
  return markdown
    .replace(/\r\n?/g, '\n')
    .split('\n')
    .map((line) =>
      inline(
        line
          .replace(/ {2,}$/, '')
          .replace(/^\s{0,3}#{1,6}\s+/, '')
          .replace(/^\s{0,3}>\s?/, '')
          .replace(/^(\s*)[-*+]\s+/, '$1• '),
      ),
    )
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

function inline(text: string): string {
  return text
    .replace(/!\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/\[([^\]]+)\]\(([^)\s]+)\)/g, (_, label: string, url: string) =>
      label === url ? url : `${label} (${url})`,
    )
    .replace(/\*\*(.+?)\*\*/g, '$1')
    .replace(/__(.+?)__/g, '$1')
    .replace(/(^|[^\w*])\*(?!\s)(.+?)(?<!\s)\*(?!\w)/g, '$1$2')
    .replace(/`([^`]+)`/g, '$1')
    .replace(/\\([\\`*_{}[\]()#+\-.!>])/g, '$1');
}
