/** Text made safe to stand inside HTML, text nodes and quoted attributes alike. */
export function escapeHtml(text: string): string {
  return text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );
}

/**
 * Fills i18next-style `{{name}}` placeholders (the locale files' own syntax). A placeholder without
 * a value is a bug of the caller and throws, rather than reaching a person as `{{name}}`.
 */
export function fillTemplate(template: string, values: Readonly<Record<string, string | number>>): string {
  return template.replace(/\{\{\s*(\w+)\s*\}\}/g, (_, name: string) => {
    if (!(name in values)) throw new Error(`No value for {{${name}}} in "${template}"`);
    return String(values[name]);
  });
}
