import { format, resolveConfig } from 'prettier';
import { describe, expect, it } from 'vitest';
import { answerToolJsonSchema } from '../../domain/chat/prompt.js';
import ANSWER_TOOL_JSON_SCHEMA from './answer-tool-json-schema.json' with { type: 'json' };

/**
 * answer-tool-json-schema.json is the answer tool's input schema as JSON Schema, written out so the
 * chat function converts nothing at run time and carries no converter (zod's JSON Schema converter
 * is about 21 kB of the bundle to compile at every cold start). It is generated from the zod
 * schema the answer is validated with and the field descriptions the model reads, both written
 * once in domain/chat/prompt.ts (`answerToolJsonSchema()`; the schema itself carries no
 * descriptions, so the function does not carry them twice); when the file and those differ these
 * tests fail, and `npx vitest run <this file> -u` rewrites the file.
 */
describe('the answer tool JSON Schema sent to Bedrock', () => {
  it('is the conversion of the zod schema the answer is validated with', () => {
    expect(ANSWER_TOOL_JSON_SCHEMA).toEqual(answerToolJsonSchema());
  });

  it('is the generated file, byte for byte (rewrite it with -u)', async () => {
    const file = new URL('./answer-tool-json-schema.json', import.meta.url);
    const json = await format(JSON.stringify(answerToolJsonSchema()), {
      ...(await resolveConfig(file)),
      parser: 'json',
    });
    await expect(json).toMatchFileSnapshot('./answer-tool-json-schema.json');
  });
});
