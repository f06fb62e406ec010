import { describe, expect, it } from 'vitest';
import { escapeHtml, fillTemplate } from './template.js';

describe('escapeHtml', () => {
  it('escapes the five characters that can end text or an attribute', () => {
    expect(escapeHtml(`<a href="x" title='y'>&</a>`)).toBe(
      '&lt;a href=&quot;x&quot; title=&#39;y&#39;&gt;&amp;&lt;/a&gt;',
    );
  });
});

describe('fillTemplate', () => {
  it('fills every placeholder, with or without spaces inside the braces', () => {
    expect(fillTemplate('{{count}} hours for {{ email }}', { count: 48, email: 'a@b.co' })).toBe(
      '48 hours for a@b.co',
    );
  });

  it('throws on a placeholder it has no value for, naming it', () => {
    expect(() => fillTemplate('Hello {{name}}', {})).toThrow('No value for {{name}}');
  });
});
