import { describe, expect, it } from 'vitest';
import { TOOL_INPUT_JSON, toolInputFragments } from './fixtures/converse-stream.js';
import { ToolInputSections, type SectionDelta } from './tool-input-stream.js';

interface ToolInput {
  strategy: string;
  phone_script: string;
  email: { subject: string; body: string };
  talking_points: string[];
  questions: string[];
}

const parsed = JSON.parse(TOOL_INPUT_JSON) as ToolInput;
/** What each section's deltas must add up to: the fields exactly as JSON.parse reads them. */
const EXPECTED = {
  strategy: parsed.strategy,
  phone_script: parsed.phone_script,
  email_subject: parsed.email.subject,
  email_body: parsed.email.body,
  talking_points: parsed.talking_points.join('\n'),
  questions: parsed.questions.join('\n'),
};

const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

function run(fragments: readonly string[]): { deltas: SectionDelta[]; text: Record<string, string> } {
  const parser = new ToolInputSections();
  const deltas = fragments.flatMap((fragment) => parser.push(fragment));
  const text: Record<string, string> = {};
  for (const delta of deltas) text[delta.section] = (text[delta.section] ?? '') + delta.text;
  return { deltas, text };
}

function expectExact(fragments: readonly string[], where: string): void {
  const { deltas, text } = run(fragments);
  expect(text, where).toEqual(EXPECTED);
  for (const delta of deltas) {
    expect(delta.text.length, where).toBeGreaterThan(0);
    expect(LONE_SURROGATE.test(delta.text), `${where}: ${JSON.stringify(delta.text)}`).toBe(false);
  }
}

describe('ToolInputSections', () => {
  it('the fixture is the hard case: escapes, escaped and raw surrogate pairs, an empty list item', () => {
    expect(TOOL_INPUT_JSON).toMatch(/\\ud83d\\udcde/);
    expect(TOOL_INPUT_JSON).toContain('😀');
    expect(TOOL_INPUT_JSON).toMatch(/\\n|\\"|\\\\|\\\//);
    expect(parsed.talking_points).toContain('');
  });

  it('reads the recorded fragments into section deltas, strategy first, deadlines and the case left out', () => {
    const { deltas } = run(toolInputFragments());
    expect(deltas[0]?.section).toBe('strategy');
    expect(new Set(deltas.map((delta) => delta.section))).toEqual(
      new Set(['strategy', 'phone_script', 'email_subject', 'email_body', 'talking_points', 'questions']),
    );
    expectExact(toolInputFragments(), 'recorded fragments');
  });

  it('grows a section while its string is still open', () => {
    const parser = new ToolInputSections();
    expect(parser.push('{"strategy": "Pida la fac')).toEqual([{ section: 'strategy', text: 'Pida la fac' }]);
    expect(parser.push('tura\\n')).toEqual([{ section: 'strategy', text: 'tura\n' }]);
    expect(parser.push('detallada", "phone_script": "Hola"')).toEqual([
      { section: 'strategy', text: 'detallada' },
      { section: 'phone_script', text: 'Hola' },
    ]);
  });

  it('is exact when the input is cut at every UTF-16 position (inside escapes, \\u sequences and surrogate pairs)', () => {
    for (let cut = 0; cut <= TOOL_INPUT_JSON.length; cut += 1)
      expectExact([TOOL_INPUT_JSON.slice(0, cut), TOOL_INPUT_JSON.slice(cut)], `cut at ${cut}`);
  });

  it('is exact when the UTF-8 bytes are cut at every byte boundary and decoded as a stream', () => {
    const bytes = new TextEncoder().encode(TOOL_INPUT_JSON);
    for (let cut = 0; cut <= bytes.length; cut += 1) {
      const decoder = new TextDecoder();
      const fragments = [
        decoder.decode(bytes.slice(0, cut), { stream: true }),
        decoder.decode(bytes.slice(cut), { stream: true }),
        decoder.decode(),
      ];
      expectExact(fragments, `byte ${cut}`);
    }
  });

  it('is exact fed one code unit at a time, and in every fragment size a model uses', () => {
    expectExact(
      [...Array(TOOL_INPUT_JSON.length).keys()].map((i) => TOOL_INPUT_JSON.charAt(i)),
      'units',
    );
    for (let size = 2; size <= 40; size += 1)
      expectExact(toolInputFragments(TOOL_INPUT_JSON, size), `size ${size}`);
  });

  it('never throws on a malformed input: it stops growing sections', () => {
    const parser = new ToolInputSections();
    expect(() => parser.push('{"strategy": "ok", ]]]}}} "x" : [ \\u12')).not.toThrow();
    expect(() => parser.push('zz" nonsense')).not.toThrow();
  });
});
