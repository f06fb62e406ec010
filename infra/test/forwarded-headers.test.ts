import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { API_FORWARDED_HEADERS } from '../lib/constructs/web.js';

const LAMBDAS_SRC = fileURLToPath(new URL('../../lambdas/src', import.meta.url));

/** Every TypeScript source of the functions, tests and local stand-ins aside. */
function sources(directory: string): string[] {
  return readdirSync(directory, { withFileTypes: true }).flatMap((entry) => {
    const path = join(directory, entry.name);
    if (entry.isDirectory()) return entry.name === 'local' ? [] : sources(path);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [path] : [];
  });
}

/** Request header names the code reads: headers['name'] or headers?.['name'], not assignments. */
function headersRead(code: string): string[] {
  return [...code.matchAll(/headers\??\.?\[\s*'([a-z0-9-]+)'\s*\](?!\s*=[^=])/g)].map((match) => match[1]!);
}

describe('the headers CloudFront forwards to the API', () => {
  it('include every request header the handlers read', () => {
    const read = new Set(sources(LAMBDAS_SRC).flatMap((file) => headersRead(readFileSync(file, 'utf8'))));
    expect(read.size).toBeGreaterThan(0);
    for (const name of read) expect(API_FORWARDED_HEADERS, name).toContain(name);
  });

  it('finds reads and ignores writes', () => {
    expect(
      headersRead(
        `const a = event.headers?.['content-type']; headers['retry-after'] = '1'; x = headers['stripe-signature'];`,
      ),
    ).toEqual(['content-type', 'stripe-signature']);
  });
});
