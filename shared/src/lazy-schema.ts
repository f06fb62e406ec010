/**
 * A schema built the first time something reads it, not when its module is imported.
 *
 * Each Lambda function imports the shared schemas and parses with one or two of them; building
 * every zod schema at import cost each cold start several milliseconds (docs/lambda-bundles.md).
 * `lazySchema(() => z.object(…))` is the schema itself to every caller (a proxy that builds it on
 * the first property read and forwards to it from then on), so each schema is still written once,
 * here, and used as before. Marked free of side effects, so a bundler drops the schemas a
 * function never names.
 */
/* @__NO_SIDE_EFFECTS__ */
export function lazySchema<Schema extends object>(build: () => Schema): Schema {
  let built: Schema | undefined;
  const schema = (): Schema => (built ??= build());
  return new Proxy({} as Schema, {
    get: (_, key) => Reflect.get(schema(), key),
    has: (_, key) => Reflect.has(schema(), key),
    set: (_, key, value) => Reflect.set(schema(), key, value),
    getPrototypeOf: () => Reflect.getPrototypeOf(schema()),
  });
}
