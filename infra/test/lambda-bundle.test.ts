import { mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'esbuild';
import type StripeLibrary from 'stripe';
import { afterAll, describe, expect, it } from 'vitest';
import { STRIPE_RESOURCES_CALLED, lambdaBuildOptions } from '../lib/bundle/lambda-bundle.js';
import { REPO_ROOT } from '../lib/paths.js';

/**
 * The lean plugins (docs/lambda-bundles.md) leave out code the functions never run, and nothing
 * they do run: these tests bundle small modules exactly as a function is bundled and use them.
 */
const outDir = mkdtempSync(join(tmpdir(), 'lane-bundle-'));
afterAll(() => rmSync(outDir, { recursive: true, force: true }));

/** Bundles `contents` (resolved from lambdas/, like a handler) as a function is; `withPlugins` false for a plain build. */
async function bundle(name: string, contents: string, withPlugins = true) {
  const outfile = join(outDir, `${name}.mjs`);
  const { entryPoints: _entry, ...options } = lambdaBuildOptions({
    entry: '',
    outfile,
    assistant: 'bedrock',
  });
  await build({
    ...options,
    ...(withPlugins ? {} : { plugins: [] }),
    stdin: { contents, resolveDir: join(REPO_ROOT, 'lambdas'), sourcefile: `${name}.ts`, loader: 'ts' },
  });
  return { code: readFileSync(outfile, 'utf8'), load: () => import(pathToFileURL(outfile).href) };
}

describe('Stripe in a function bundle', () => {
  it('names every resource the Stripe adapter calls', () => {
    const adapters = join(REPO_ROOT, 'lambdas', 'src', 'adapters', 'stripe');
    const calls = readdirSync(adapters)
      .filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts'))
      .flatMap((file) => [
        ...readFileSync(join(adapters, file), 'utf8').matchAll(/\bstripe\.((?:\w+\.)*?\w+)\.\w+\(/g),
      ])
      .map((match) => match[1]!);
    expect(calls.length).toBeGreaterThan(0);
    for (const resource of new Set(calls)) expect(Object.keys(STRIPE_RESOURCES_CALLED)).toContain(resource);
  });

  it('keeps the resources called and webhook verification, the real library, and leaves out the rest', async () => {
    const source = `
      import Stripe from 'stripe';
      export const requested = [];
      export const stripe = new Stripe('sk_test_lane', {
        maxNetworkRetries: 0,
        httpClient: Stripe.createFetchHttpClient(async (url) => {
          requested.push(String(url));
          return new Response(JSON.stringify({ id: 'cs_test_lane', object: 'checkout.session' }), {
            status: 200,
            headers: { 'content-type': 'application/json', 'request-id': 'req_lane' },
          });
        }),
      });
      export { Stripe };`;
    const lean = await bundle('stripe-lean', source);
    const full = await bundle('stripe-full', source, false);
    expect(full.code.length - lean.code.length).toBeGreaterThan(100_000);

    const { stripe, Stripe, requested } = (await lean.load()) as {
      requested: string[];
      stripe: StripeLibrary;
      Stripe: typeof StripeLibrary;
    };
    expect(typeof stripe.checkout.sessions.create).toBe('function');
    expect(typeof stripe.checkout.sessions.retrieve).toBe('function');
    expect(typeof stripe.charges.retrieve).toBe('function');
    expect(() => stripe.refunds.create).toThrow(/resources\/Refunds\.js is not in this bundle/);
    // A resource kept is the library's own: its request goes out as Stripe sends it.
    await expect(stripe.checkout.sessions.retrieve('cs_test_lane')).resolves.toMatchObject({
      id: 'cs_test_lane',
    });
    expect(requested).toEqual(['https://api.stripe.com/v1/checkout/sessions/cs_test_lane']);

    const payload = JSON.stringify({ id: 'evt_lane', object: 'event', type: 'checkout.session.completed' });
    const secret = 'whsec_lane';
    const header = Stripe.webhooks.generateTestHeaderString({ payload, secret });
    expect(Stripe.webhooks.constructEvent(payload, header, secret)).toMatchObject({ id: 'evt_lane' });
    expect(() => Stripe.webhooks.constructEvent(payload, header, 'whsec_other')).toThrow();
  });
});

describe('AWS SDK clients in a function bundle', () => {
  it("keep the shapes of the operations called only, and still send the operation's request", async () => {
    const source = `
      import { SESv2Client, SendEmailCommand } from '@aws-sdk/client-sesv2';
      export async function send() {
        let request;
        const client = new SESv2Client({
          region: 'us-east-1',
          credentials: { accessKeyId: 'AKIDLANE', secretAccessKey: 'secret' },
          requestHandler: {
            handle: async (req) => {
              request = req;
              return { response: { statusCode: 200, headers: { 'content-type': 'application/json' }, body: new TextEncoder().encode('{"MessageId":"m-1"}') } };
            },
          },
        });
        const output = await client.send(new SendEmailCommand({
          FromEmailAddress: 'lane@example.com',
          Destination: { ToAddresses: ['ana@example.com'] },
          Content: { Simple: { Subject: { Data: 'Hola' }, Body: { Text: { Data: 'Su código' } } } },
        }));
        return { request, output };
      }`;
    const lean = await bundle('ses-lean', source);
    const full = await bundle('ses-full', source, false);
    // An operation Lane never calls: its shapes are in the plain build only.
    expect(full.code).toContain('CreateConfigurationSetRequest');
    expect(lean.code).not.toContain('CreateConfigurationSetRequest');
    expect(full.code.length - lean.code.length).toBeGreaterThan(30_000);

    const { send } = (await lean.load()) as {
      send: () => Promise<{
        request: { path: string; body: string; headers: Record<string, string> };
        output: { MessageId?: string };
      }>;
    };
    const { request, output } = await send();
    expect(request.path).toBe('/v2/email/outbound-emails');
    // The client's version, from the package manifest the bundle trims to its name and version.
    const { version } = JSON.parse(
      readFileSync(join(REPO_ROOT, 'node_modules', '@aws-sdk', 'client-sesv2', 'package.json'), 'utf8'),
    ) as { version: string };
    expect(request.headers['user-agent']).toContain(`aws-sdk-js/${version}`);
    expect(JSON.parse(request.body)).toEqual({
      FromEmailAddress: 'lane@example.com',
      Destination: { ToAddresses: ['ana@example.com'] },
      Content: { Simple: { Subject: { Data: 'Hola' }, Body: { Text: { Data: 'Su código' } } } },
    });
    expect(output.MessageId).toBe('m-1');
  });
});
