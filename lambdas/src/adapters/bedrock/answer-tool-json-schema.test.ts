import { format, resolveConfig } from 'prettier';
import { describe, expect, it } from 'vitest';
import { caseFlagsSchema } from '../../domain/chat/case.js';
import {
  answerToolJsonSchema,
  answerToolJsonSchemaWithoutFlags,
  type JsonObject,
} from '../../domain/chat/prompt.js';
import ANSWER_TOOL_JSON_SCHEMA from './answer-tool-json-schema.json' with { type: 'json' };
import { answerToolJsonSchemaSent } from './bedrock-assistant.js';

/**
 * answer-tool-json-schema.json is the answer tool's input schema as JSON Schema, written out so the
 * chat function converts nothing at run time and carries no converter (zod's JSON Schema converter
 * is about 21 kB of the bundle to compile at every cold start). It is generated from the zod
 * schema the answer is validated with and the field descriptions the model reads, both written
 * once in domain/chat/prompt.ts (`answerToolJsonSchema()`; the schema itself carries no
 * descriptions, so the function does not carry them twice); when the file and those differ these
 * tests fail, and `npx vitest run <this file> -u` rewrites the file. The file leaves out the case's
 * flags (each a boolean, about 8 kB): the adapter puts them back from the case's zod schema.
 */
describe('the answer tool JSON Schema sent to Bedrock', () => {
  it('is the conversion of the zod schema the answer is validated with, every flag included', () => {
    expect(answerToolJsonSchemaSent()).toEqual(answerToolJsonSchema());
    const kase = (answerToolJsonSchemaSent()['properties'] as Record<string, JsonObject>)['case']!;
    const flags = (kase['properties'] as Record<string, JsonObject>)['flags']!;
    expect(Object.keys(flags['properties'] as JsonObject)).toEqual(Object.keys(caseFlagsSchema.shape));
    expect((flags['properties'] as Record<string, JsonObject>)['unauthorized']).toEqual({ type: 'boolean' });
  });

  it('carries the flags only once: the file has their object, not each flag', () => {
    const file = JSON.stringify(ANSWER_TOOL_JSON_SCHEMA);
    expect(file).toContain('"flags":{"type":"object"}');
    expect(file).not.toContain('"unauthorized"');
    expect(file).toContain('"subCase"');
  });

  it('is the generated file, byte for byte (rewrite it with -u)', async () => {
    const file = new URL('./answer-tool-json-schema.json', import.meta.url);
    const json = await format(JSON.stringify(answerToolJsonSchemaWithoutFlags()), {
      ...(await resolveConfig(file)),
      parser: 'json',
    });
    await expect(json).toMatchFileSnapshot('./answer-tool-json-schema.json');
  });
});
