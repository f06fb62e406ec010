import { describe, expect, it, vi } from 'vitest';
import * as z from 'zod/mini';
import { checkoutRequestSchema, chatRequestSchema } from './api.js';
import { lazySchema } from './lazy-schema.js';

describe('lazySchema', () => {
  it('builds the schema on first use, once', () => {
    const build = vi.fn(() => z.object({ name: z.string().check(z.minLength(1)) }));
    const schema = lazySchema(build);
    expect(build).not.toHaveBeenCalled();
    expect(schema.safeParse({ name: 'Ana' })).toEqual({ success: true, data: { name: 'Ana' } });
    expect(schema.safeParse({ name: '' }).success).toBe(false);
    expect(build).toHaveBeenCalledTimes(1);
  });

  it('is the schema to zod: nested, extended, and an instance of its class', () => {
    const inner = lazySchema(() => z.enum(['en', 'es']));
    const outer = z.object({ lang: z._default(inner, 'en'), tags: z.array(inner) });
    expect(outer.parse({ tags: ['es'] })).toEqual({ lang: 'en', tags: ['es'] });
    expect(outer.safeParse({ lang: 'fr', tags: [] }).success).toBe(false);
    expect(inner).toBeInstanceOf(z.ZodMiniEnum);
    const object = lazySchema(() => z.object({ a: z.string() }));
    expect(Object.keys(object.shape)).toEqual(['a']);
    expect(z.extend(object, { b: z.number() }).parse({ a: 'x', b: 1 })).toEqual({ a: 'x', b: 1 });
  });

  it('leaves the shared request schemas as strict as they were', () => {
    expect(checkoutRequestSchema.safeParse({ productId: '48hour', email: ' Ana@Example.com ' })).toEqual({
      success: true,
      data: { productId: '48hour', email: 'ana@example.com', lang: 'en' },
    });
    expect(checkoutRequestSchema.safeParse({ productId: 'forever', email: 'ana@example.com' }).success).toBe(
      false,
    );
    expect(chatRequestSchema.safeParse({ messages: [{ role: 'assistant', content: 'Hi' }] }).success).toBe(
      false,
    );
  });
});
