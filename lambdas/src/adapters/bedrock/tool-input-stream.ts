import type { StreamSection } from '@lane/shared';

/** More text for one section, decoded from the tool input's JSON as it arrives. */
export interface SectionDelta {
  readonly section: StreamSection;
  readonly text: string;
}

type Frame =
  { kind: 'object'; key: string | undefined; expectingKey: boolean } | { kind: 'array'; index: number };

interface Field {
  section: StreamSection;
  /** Text decoded but not yet handed out. */
  pending: string;
}

const SIMPLE_ESCAPES: Readonly<Record<string, string>> = {
  '"': '"',
  '\\': '\\',
  '/': '/',
  b: '\b',
  f: '\f',
  n: '\n',
  r: '\r',
  t: '\t',
};

const isHighSurrogate = (code: number) => code >= 0xd800 && code <= 0xdbff;

/**
 * Which section a string value at this path grows: the answer tool's text fields and the items of
 * its lists (shared/src/chat-stream.ts). `deadlines` is not streamed: the rights engine writes the
 * final list from the case, so the model's own would only flicker and change.
 */
function sectionAt(
  path: readonly (string | number)[],
): { section: StreamSection; item?: number } | undefined {
  const [first, second] = path;
  if (path.length === 1 && (first === 'strategy' || first === 'phone_script')) return { section: first };
  if (path.length === 2 && first === 'email' && (second === 'subject' || second === 'body'))
    return { section: second === 'subject' ? 'email_subject' : 'email_body' };
  if (
    path.length === 2 &&
    (first === 'talking_points' || first === 'questions') &&
    typeof second === 'number'
  )
    return { section: first, item: second };
  return undefined;
}

/**
 * Turns the answer tool's input, as ConverseStream hands it over in `contentBlockDelta` fragments
 * (cut anywhere: inside a key, an escape, a `\uXXXX` sequence or a surrogate pair), into section
 * deltas as each string field grows. For a well-formed input, the deltas of a section joined are
 * exactly that field as JSON.parse reads it (list items joined by `\n`), and no delta ends in half
 * a surrogate pair. It never throws: a malformed input simply stops growing sections, and the
 * whole input is validated when it is complete.
 */
export class ToolInputSections {
  private readonly stack: Frame[] = [];
  /** Inside a string: a key (`key` collects it) or a value (`field` says where its text goes). */
  private inString = false;
  private key: string | undefined;
  private field: Field | undefined;
  private escape: 'none' | 'backslash' | 'unicode' = 'none';
  private hex = '';
  private readonly out: SectionDelta[] = [];

  /** Feeds the next fragment; returns the deltas it completes, at most one per field it touched. */
  push(fragment: string): SectionDelta[] {
    // Code unit by code unit: a surrogate pair cut between two fragments arrives as two halves.
    for (let i = 0; i < fragment.length; i += 1) this.step(fragment.charAt(i));
    this.flush(false);
    return this.out.splice(0);
  }

  private step(char: string): void {
    if (this.inString) return this.stringChar(char);
    switch (char) {
      case '{':
        this.stack.push({ kind: 'object', key: undefined, expectingKey: true });
        return;
      case '[':
        this.stack.push({ kind: 'array', index: 0 });
        return;
      case '}':
      case ']':
        this.stack.pop();
        return;
      case ',': {
        const top = this.stack.at(-1);
        if (top?.kind === 'array') top.index += 1;
        else if (top?.kind === 'object') top.expectingKey = true;
        return;
      }
      case ':': {
        const top = this.stack.at(-1);
        if (top?.kind === 'object') top.expectingKey = false;
        return;
      }
      case '"':
        return this.openString();
      default:
        return; // whitespace, numbers, true/false/null
    }
  }

  private openString(): void {
    this.inString = true;
    const top = this.stack.at(-1);
    if (top?.kind === 'object' && top.expectingKey) {
      this.key = '';
      return;
    }
    this.key = undefined;
    const path = this.stack.map((frame) => (frame.kind === 'object' ? (frame.key ?? '') : frame.index));
    // The root object is the tool input itself: its current key starts the path.
    const target = this.stack[0]?.kind === 'object' ? sectionAt(path) : undefined;
    if (!target) {
      this.field = undefined;
      return;
    }
    this.field = { section: target.section, pending: target.item ? '\n' : '' };
  }

  private stringChar(char: string): void {
    if (this.escape === 'backslash') {
      if (char === 'u') {
        this.escape = 'unicode';
        this.hex = '';
        return;
      }
      this.escape = 'none';
      return this.append(SIMPLE_ESCAPES[char] ?? char);
    }
    if (this.escape === 'unicode') {
      this.hex += char;
      if (this.hex.length < 4) return;
      this.escape = 'none';
      const code = Number.parseInt(this.hex, 16);
      return this.append(Number.isNaN(code) ? '' : String.fromCharCode(code));
    }
    if (char === '\\') {
      this.escape = 'backslash';
      return;
    }
    if (char === '"') return this.closeString();
    this.append(char);
  }

  private append(text: string): void {
    if (this.key !== undefined) this.key += text;
    else if (this.field) this.field.pending += text;
  }

  private closeString(): void {
    this.inString = false;
    if (this.key !== undefined) {
      const top = this.stack.at(-1);
      if (top?.kind === 'object') top.key = this.key;
      this.key = undefined;
      return;
    }
    this.flush(true);
    this.field = undefined;
  }

  /** Hands out the current field's text; mid-string, a trailing high surrogate waits for its pair. */
  private flush(complete: boolean): void {
    const field = this.field;
    if (!field || !field.pending) return;
    let text = field.pending;
    if (!complete && isHighSurrogate(text.charCodeAt(text.length - 1))) {
      field.pending = text.slice(-1);
      text = text.slice(0, -1);
    } else {
      field.pending = '';
    }
    if (!text) return;
    const last = this.out.at(-1);
    if (last && last.section === field.section)
      this.out[this.out.length - 1] = { ...last, text: last.text + text };
    else this.out.push({ section: field.section, text });
  }
}
