import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { EventStreamCodec } from '@smithy/core/event-streams';
import { build, type Metafile } from 'esbuild';
import type StripeLibrary from 'stripe';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import {
  STRIPE_RESOURCES_CALLED,
  buildLambda,
  compactErrorClasses,
  lambdaBuildOptions,
} from '../lib/bundle/lambda-bundle.js';
import { REPO_ROOT } from '../lib/paths.js';

/**
 * The lean plugins (docs/lambda-bundles.md) leave out code the functions never run, and nothing
 * they do run: these tests bundle small modules exactly as a function is bundled and use them.
 */
const outDir = mkdtempSync(join(tmpdir(), 'lane-bundle-'));
afterAll(() => rmSync(outDir, { recursive: true, force: true }));

/**
 * Bundles `contents` (resolved from lambdas/, like a handler) as a function is (`buildLambda`);
 * `withPlugins` false for a plain build with the same options and no plugin.
 */
async function bundle(name: string, contents: string, withPlugins = true) {
  const outfile = join(outDir, `${name}.mjs`);
  const target = { entry: '', outfile, assistant: 'bedrock' };
  const stdin = {
    contents,
    resolveDir: join(REPO_ROOT, 'lambdas'),
    sourcefile: `${name}.ts`,
    loader: 'ts' as const,
  };
  let metafile: Metafile;
  if (withPlugins) {
    ({ metafile } = await buildLambda(target, { entryPoints: [], stdin }));
  } else {
    const { entryPoints: _entry, ...options } = lambdaBuildOptions(target);
    ({ metafile } = await build({ ...options, plugins: [], stdin, metafile: true }));
  }
  return {
    code: readFileSync(outfile, 'utf8'),
    /** The modules in the bundle (paths relative to the repository root, as esbuild names them). */
    inputs: Object.keys(metafile.inputs),
    /** Each import of the bundle's modules: which module imports what, and how. */
    imports: Object.entries(metafile.inputs).flatMap(([importer, input]) =>
      input.imports.map(({ path, kind }) => ({ importer, path, kind })),
    ),
    load: () => import(pathToFileURL(outfile).href),
  };
}

/** Environment variables a test sets, restored after it. */
const savedEnv = new Map<string, string | undefined>();
function setEnv(name: string, value: string | undefined) {
  if (!savedEnv.has(name)) savedEnv.set(name, process.env[name]);
  if (value === undefined) delete process.env[name];
  else process.env[name] = value;
}
afterEach(() => {
  for (const [name, value] of savedEnv) {
    if (value === undefined) delete process.env[name];
    else process.env[name] = value;
  }
  savedEnv.clear();
});

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
    // A stand-in for api.stripe.com, reached by the library's default (Node) HTTP client.
    const requested: string[] = [];
    const server = createServer((request: IncomingMessage, response) => {
      requested.push(`${request.method} ${request.url}`);
      response.writeHead(200, { 'content-type': 'application/json', 'request-id': 'req_lane' });
      response.end(
        JSON.stringify({ id: 'cs_test_lane', object: 'checkout.session', data: [], has_more: false }),
      );
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    try {
      const { port } = server.address() as AddressInfo;
      const source = `
        import Stripe from 'stripe';
        export const stripe = new Stripe('sk_test_lane', {
          maxNetworkRetries: 0,
          host: '127.0.0.1',
          port: ${port},
          protocol: 'http',
        });
        export { Stripe };`;
      const lean = await bundle('stripe-lean', source);
      const full = await bundle('stripe-full', source, false);
      expect(full.code.length - lean.code.length).toBeGreaterThan(100_000);

      const { stripe, Stripe } = (await lean.load()) as {
        stripe: StripeLibrary;
        Stripe: typeof StripeLibrary;
      };
      expect(typeof stripe.checkout.sessions.create).toBe('function');
      expect(typeof stripe.checkout.sessions.retrieve).toBe('function');
      expect(typeof stripe.charges.retrieve).toBe('function');
      expect(() => stripe.refunds.create).toThrow(/resources\/Refunds\.js is not in this bundle/);
      expect(() => stripe.v2.core.accounts.create).toThrow(
        /resources\/V2\/Core\/Accounts\.js is not in this bundle/,
      );
      // A resource kept is the library's own: its request goes out as Stripe sends it.
      await expect(stripe.checkout.sessions.retrieve('cs_test_lane')).resolves.toMatchObject({
        id: 'cs_test_lane',
      });
      expect(requested).toEqual(['GET /v1/checkout/sessions/cs_test_lane']);
      // Left out: the fetch client Lane does not use, and a list call's auto-pagination, which
      // the library adds once the list's request is on its way (answered below, before the end).
      expect(() => Stripe.createFetchHttpClient()).toThrow(
        /Stripe's fetch HTTP client is not in this bundle/,
      );
      expect(() => stripe.checkout.sessions.list()).toThrow(
        /Stripe's auto-pagination of list and search calls is not in this bundle/,
      );
      await expect.poll(() => requested).toContain('GET /v1/checkout/sessions');

      const payload = JSON.stringify({ id: 'evt_lane', object: 'event', type: 'checkout.session.completed' });
      const secret = 'whsec_lane';
      const header = Stripe.webhooks.generateTestHeaderString({ payload, secret });
      expect(Stripe.webhooks.constructEvent(payload, header, secret)).toMatchObject({ id: 'evt_lane' });
      expect(() => Stripe.webhooks.constructEvent(payload, header, 'whsec_other')).toThrow();
    } finally {
      server.close();
    }
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

/** A client's request as the bundles below capture it (a stand-in for the network). */
interface CapturedRequest {
  path: string;
  headers: Record<string, string>;
  body: string;
}

describe('the AWS SDK core in a function bundle', () => {
  /** A DynamoDB client answered by `answers` in turn, as a function's adapters build one. */
  const dynamoSource = `
    import { DynamoDBClient, PutItemCommand, ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
    import { Sha256Js } from '@smithy/core/checksum';
    export { ConditionalCheckFailedException, Sha256Js };
    export function client(answers, options = {}) {
      const requests = [];
      const client = new DynamoDBClient({
        region: 'us-east-1',
        ...options,
        requestHandler: {
          handle: async (request) => {
            requests.push({ path: request.path, headers: request.headers, body: new TextDecoder().decode(request.body) });
            const { status, body } = answers.shift();
            return { response: { statusCode: status, headers: { 'content-type': 'application/x-amz-json-1.0' }, body: new TextEncoder().encode(JSON.stringify(body)) } };
          },
        },
      });
      const put = () => client.send(new PutItemCommand({ TableName: 'lane', Item: { pk: { S: 'PASS#1' } }, ConditionExpression: 'attribute_not_exists(pk)' }));
      return { client, requests, put };
    }`;
  type DynamoModule = {
    ConditionalCheckFailedException: new (...args: never[]) => Error;
    Sha256Js: new () => unknown;
    client: (
      answers: { status: number; body: unknown }[],
      options?: Record<string, unknown>,
    ) => {
      client: { config: { endpointCache: { get: (key: string) => unknown } } };
      requests: CapturedRequest[];
      put: () => Promise<unknown>;
    };
  };

  it('sends and signs a DynamoDB call, and leaves out what no function runs, each part failing by name if used', async () => {
    setEnv('AWS_ACCESS_KEY_ID', 'AKIDLANE');
    setEnv('AWS_SECRET_ACCESS_KEY', 'secret');
    setEnv('AWS_SESSION_TOKEN', 'token');
    setEnv('AWS_RETRY_MODE', undefined);
    const lean = await bundle('dynamodb-lean', dynamoSource);
    const full = await bundle('dynamodb-full', dynamoSource, false);
    const eventStreams = 'node_modules/@smithy/core/dist-es/submodules/event-streams/index.js';
    expect(full.inputs).toContain(eventStreams);
    expect(lean.inputs).not.toContain(eventStreams);
    expect(full.inputs).toContain('node_modules/mnemonist/lru-cache.js');
    expect(lean.inputs).not.toContain('node_modules/mnemonist/lru-cache.js');

    const dynamo = (await lean.load()) as DynamoModule;
    // The call Lane makes: sent, signed with the environment's credentials (SHA-256 by node:crypto).
    const { requests, put, client } = dynamo.client([{ status: 200, body: {} }]);
    await expect(put()).resolves.toMatchObject({ $metadata: { httpStatusCode: 200 } });
    expect(requests[0]!.headers['x-amz-target']).toBe('DynamoDB_20120810.PutItem');
    expect(requests[0]!.headers['authorization']).toMatch(
      /^AWS4-HMAC-SHA256 Credential=AKIDLANE\/\d{8}\/us-east-1\/dynamodb\/aws4_request, SignedHeaders=.+, Signature=[0-9a-f]{64}$/,
    );
    expect(requests[0]!.headers['x-amz-security-token']).toBe('token');
    expect(JSON.parse(requests[0]!.body)).toMatchObject({ TableName: 'lane', Item: { pk: { S: 'PASS#1' } } });
    // A refused condition is still the SDK's own error class (the adapters test it with instanceof).
    const refused = dynamo.client([
      {
        status: 400,
        body: {
          __type: 'com.amazonaws.dynamodb.v20120810#ConditionalCheckFailedException',
          message: 'The conditional request failed',
        },
      },
    ]);
    await expect(refused.put()).rejects.toBeInstanceOf(dynamo.ConditionalCheckFailedException);

    // Left out, each throwing by name when used: the endpoint-discovery cache (no DynamoDB
    // command of this SDK reads it), the adaptive retry mode, the JavaScript SHA-256 and the
    // event-stream serde (no client here streams events).
    expect(() => client.config.endpointCache.get('key')).toThrow(
      /endpoint-discovery cache is not in this bundle/,
    );
    const adaptive = dynamo.client([{ status: 200, body: {} }], { retryMode: 'adaptive' });
    await expect(adaptive.put()).rejects.toThrow(/adaptive retry mode is not in this bundle/);
    expect(adaptive.requests).toEqual([]);
    expect(() => new dynamo.Sha256Js()).toThrow(/JavaScript SHA-256 is not in this bundle/);
    expect(lean.code).toContain("The AWS SDK's event-stream serde is not in this bundle");
  });
});

describe('Bedrock in a function bundle', () => {
  const bedrockSource = `
    import { Readable } from 'node:stream';
    import { BedrockRuntimeClient, ConverseStreamCommand } from '@aws-sdk/client-bedrock-runtime';
    /** One ConverseStream call answered with \`stream\` (the event-stream bytes Bedrock sends). */
    export async function converse(stream) {
      const requests = [];
      const client = new BedrockRuntimeClient({
        region: 'us-east-1',
        maxAttempts: 1,
        requestHandler: {
          handle: async (request) => {
            requests.push({ path: request.path, headers: request.headers, body: new TextDecoder().decode(request.body) });
            return { response: { statusCode: 200, headers: { 'content-type': 'application/vnd.amazon.eventstream' }, body: Readable.from([stream]) } };
          },
        },
      });
      const output = await client.send(new ConverseStreamCommand({
        modelId: 'us.anthropic.claude-haiku-4-5-20251001-v1:0',
        messages: [{ role: 'user', content: [{ text: 'Hola' }] }],
      }));
      const events = [];
      for await (const event of output.stream) events.push(event);
      return { requests, events };
    }`;
  type BedrockModule = {
    converse: (stream: Uint8Array) => Promise<{ requests: CapturedRequest[]; events: unknown[] }>;
  };
  const codec = new EventStreamCodec(
    (bytes) => Buffer.from(bytes).toString('utf8'),
    (text) => new Uint8Array(Buffer.from(text, 'utf8')),
  );
  const event = (type: string, body: unknown) =>
    codec.encode({
      headers: {
        ':message-type': { type: 'string', value: 'event' },
        ':event-type': { type: 'string', value: type },
        ':content-type': { type: 'string', value: 'application/json' },
      },
      body: new Uint8Array(Buffer.from(JSON.stringify(body), 'utf8')),
    });
  const answer = Buffer.concat([
    event('messageStart', { role: 'assistant' }),
    event('contentBlockDelta', { contentBlockIndex: 0, delta: { text: 'Buenos días' } }),
    event('messageStop', { stopReason: 'end_turn' }),
  ]);

  it('keeps the event-stream serde where a client streams, and reads a ConverseStream through it', async () => {
    setEnv('AWS_ACCESS_KEY_ID', 'AKIDLANE');
    setEnv('AWS_SECRET_ACCESS_KEY', 'secret');
    setEnv('AWS_BEARER_TOKEN_BEDROCK', undefined);
    setEnv('AWS_AUTH_SCHEME_PREFERENCE', undefined);
    const lean = await bundle('bedrock-lean', bedrockSource);
    expect(lean.inputs).toContain('node_modules/@smithy/core/dist-es/submodules/event-streams/index.js');
    expect(lean.code).not.toContain("The AWS SDK's event-stream serde is not in this bundle");
    // Imported statically by the protocols too: a dynamic import of a module that is also imported
    // statically makes esbuild initialise it and every module it imports lazily (each wrapped in a
    // function V8 parses twice at a cold start), though the static import runs it with the bundle.
    const staticImports = new Set(
      lean.imports.filter(({ kind }) => kind === 'import-statement').map(({ path }) => path),
    );
    expect(
      lean.imports.filter(({ kind, path }) => kind === 'dynamic-import' && staticImports.has(path)),
    ).toEqual([]);

    const { requests, events } = await ((await lean.load()) as BedrockModule).converse(answer);
    expect(requests[0]!.path).toBe(
      `/model/${encodeURIComponent('us.anthropic.claude-haiku-4-5-20251001-v1:0')}/converse-stream`,
    );
    expect(requests[0]!.headers['authorization']).toMatch(/^AWS4-HMAC-SHA256 Credential=AKIDLANE\//);
    expect(events).toEqual([
      { messageStart: { role: 'assistant' } },
      { contentBlockDelta: { contentBlockIndex: 0, delta: { text: 'Buenos días' } } },
      { messageStop: { stopReason: 'end_turn' } },
    ]);
  });

  it('is in files of its own, read on first use, where Lane imports it on first use (the chat function)', async () => {
    setEnv('AWS_ACCESS_KEY_ID', 'AKIDLANE');
    setEnv('AWS_SECRET_ACCESS_KEY', 'secret');
    setEnv('AWS_BEARER_TOKEN_BEDROCK', undefined);
    setEnv('AWS_AUTH_SCHEME_PREFERENCE', undefined);
    // Bedrock's part in a module of its own, imported on first use beside a DynamoDB client.
    const directory = mkdtempSync(join(outDir, 'split-'));
    const later = join(directory, 'converse.ts');
    writeFileSync(later, bedrockSource);
    const outfile = join(directory, 'out', 'index.mjs');
    const { metafile } = await buildLambda(
      { entry: '', outfile, assistant: 'bedrock' },
      {
        entryPoints: [],
        stdin: {
          contents: `import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
            export const dynamo = new DynamoDBClient({ region: 'us-east-1' });
            export const converse = async (stream) => (await import(${JSON.stringify(later)})).converse(stream);`,
          resolveDir: join(REPO_ROOT, 'lambdas'),
          sourcefile: 'split.ts',
          loader: 'ts',
        },
        nodePaths: [join(REPO_ROOT, 'node_modules')],
      },
    );
    const files = Object.keys(metafile.outputs).filter((file) => file.endsWith('.mjs'));
    expect(files.length).toBeGreaterThan(1);

    // A fresh process (as a cold start): the import reads neither Bedrock's client nor node:http2;
    // the first call does, and reads the ConverseStream through the event-stream serde.
    const report = execFileSync(
      process.execPath,
      [
        '--input-type=module',
        '-e',
        `const http2 = () => process.moduleLoadList.includes('NativeModule http2');
        const { readFileSync } = await import('node:fs');
        const m = await import(process.argv[1]);
        const atImport = http2();
        const { events } = await m.converse(Buffer.from(readFileSync(0)));
        process.stdout.write(JSON.stringify({ atImport, afterFirstUse: http2(), events }));`,
        pathToFileURL(outfile).href,
      ],
      {
        env: {
          PATH: process.env['PATH'] ?? '',
          AWS_ACCESS_KEY_ID: 'AKIDLANE',
          AWS_SECRET_ACCESS_KEY: 'secret',
        },
        input: answer,
        encoding: 'utf8',
      },
    );
    expect(JSON.parse(report)).toEqual({
      atImport: false,
      afterFirstUse: true,
      events: [
        { messageStart: { role: 'assistant' } },
        { contentBlockDelta: { contentBlockIndex: 0, delta: { text: 'Buenos días' } } },
        { messageStop: { stopReason: 'end_turn' } },
      ],
    });
    // What the import reads carries none of Bedrock's client.
    const entry = Object.entries(metafile.outputs).find(([, output]) => output.entryPoint !== undefined)!;
    const coldStart = new Set<string>();
    const visit = (file: string) => {
      if (coldStart.has(file)) return;
      coldStart.add(file);
      for (const { path, kind, external } of metafile.outputs[file]!.imports)
        if (kind === 'import-statement' && !external) visit(path);
    };
    visit(entry[0]);
    const readAtImport = [...coldStart].flatMap((file) => Object.keys(metafile.outputs[file]!.inputs));
    expect(readAtImport.some((input) => input.includes('@aws-sdk/client-dynamodb/'))).toBe(true);
    expect(readAtImport.filter((input) => input.includes('@aws-sdk/client-bedrock-runtime/'))).toEqual([]);
  });

  it('takes a bearer token (a Bedrock API key) from the environment, and has no SSO login to fall back on', async () => {
    setEnv('AWS_ACCESS_KEY_ID', 'AKIDLANE');
    setEnv('AWS_SECRET_ACCESS_KEY', 'secret');
    const lean = await bundle('bedrock-bearer', bedrockSource);
    const full = await bundle('bedrock-bearer-full', bedrockSource, false);
    const ssoClient = /node_modules\/@aws-sdk\/nested-clients\/dist-es\/submodules\/sso-oidc\//;
    expect(full.inputs.some((input) => ssoClient.test(input))).toBe(true);
    expect(lean.inputs.some((input) => ssoClient.test(input))).toBe(false);
    const { converse } = (await lean.load()) as BedrockModule;

    setEnv('AWS_BEARER_TOKEN_BEDROCK', 'lane-api-key');
    const { requests } = await converse(answer);
    // The SDK's bearer signer writes the header capitalised, SigV4 in lower case.
    expect(requests[0]!.headers['Authorization']).toBe('Bearer lane-api-key');
    expect(requests[0]!.headers['authorization']).toBeUndefined();

    // Asked for a bearer token with none in the environment: the SDK would try an SSO login next.
    setEnv('AWS_BEARER_TOKEN_BEDROCK', undefined);
    setEnv('AWS_AUTH_SCHEME_PREFERENCE', 'httpBearerAuth');
    await expect(converse(answer)).rejects.toThrow(
      /Could not load token from any providers: The SDK's SSO token login is not in this bundle/,
    );
  });
});

describe("AWS SDK clients' error classes in a function bundle", () => {
  it('are the same classes as the SDK writes them: name, shape id, prototype chain, own properties in order', async () => {
    const clients = {
      dynamodb: ['@aws-sdk/client-dynamodb', 'DynamoDBServiceException'],
      secretsManager: ['@aws-sdk/client-secrets-manager', 'SecretsManagerServiceException'],
      eventBridge: ['@aws-sdk/client-eventbridge', 'EventBridgeServiceException'],
      ses: ['@aws-sdk/client-sesv2', 'SESv2ServiceException'],
      bedrock: ['@aws-sdk/client-bedrock-runtime', 'BedrockRuntimeServiceException'],
    };
    const source = `
      ${Object.entries(clients)
        .map(([name, [pkg]]) => `import * as ${name} from '${pkg}';`)
        .join('\n')}
      const clients = { ${Object.entries(clients)
        .map(([name, [, base]]) => `${name}: [${name}, ${name}.${base}]`)
        .join(', ')} };
      const describe = (target, key) => {
        const { value, ...attributes } = Object.getOwnPropertyDescriptor(target, key);
        const shown = key === 'stack' || typeof value === 'function' || (value && typeof value === 'object' && key === 'prototype') ? typeof value : value;
        return [key, shown, attributes];
      };
      export function describeErrors() {
        const described = [];
        for (const [client, [exports, Base]] of Object.entries(clients)) {
          for (const [name, C] of Object.entries(exports)) {
            if (typeof C !== 'function' || C === Base || !(C.prototype instanceof Base)) continue;
            const opts = {
              message: 'The conditional request failed', $metadata: { httpStatusCode: 400 },
              Message: 'Transaction cancelled', CancellationReasons: [{ Code: 'ConditionalCheckFailed' }],
              Item: { pk: { S: 'PASS#1' } }, originalStatusCode: 400, originalMessage: 'original', extra: 1,
            };
            const error = new C(opts);
            described.push({
              client, name,
              className: C.name,
              statics: Object.getOwnPropertyNames(C).filter((key) => key !== 'name').map((key) => describe(C, key)),
              extendsBase: Object.getPrototypeOf(C) === Base,
              own: Reflect.ownKeys(error).map((key) => describe(error, key)),
              instanceOf: [error instanceof C, error instanceof Base, error instanceof Error, Base.isInstance(error)],
              prototype: Object.getPrototypeOf(error) === C.prototype,
              message: error.message,
              string: String(error),
            });
          }
        }
        return described;
      }`;
    const lean = await bundle('errors-lean', source);
    const full = await bundle('errors-full', source, false);
    type Described = { name: string; className: string; own: unknown[] }[];
    const leanErrors = ((await lean.load()) as { describeErrors: () => Described }).describeErrors();
    const fullErrors = ((await full.load()) as { describeErrors: () => Described }).describeErrors();
    expect(leanErrors.length).toBeGreaterThan(80);
    // The minifier renames a class written as a class; the compacted ones keep the SDK's name.
    const withoutClassName = (errors: Described) => errors.map(({ className: _name, ...rest }) => rest);
    expect(withoutClassName(leanErrors)).toEqual(withoutClassName(fullErrors));
    for (const error of leanErrors) expect(error.className).toBe(error.name);
    const cancelled = leanErrors.find((error) => error.name === 'TransactionCanceledException')!;
    expect(cancelled.own).toContainEqual([
      'CancellationReasons',
      [{ Code: 'ConditionalCheckFailed' }],
      { writable: true, enumerable: true, configurable: true },
    ]);
    // Written as classes, each declares its shape id; compacted, only the service's base classes do.
    const classes = (code: string) => code.match(/static shapeId=/g)?.length ?? 0;
    expect(classes(full.code)).toBeGreaterThan(leanErrors.length);
    expect(classes(lean.code)).toBeLessThan(10);
  });
});

describe('compactErrorClasses', () => {
  const header = 'import { LaneServiceException as __BaseException } from "./LaneServiceException";\n';
  const errorClass = (body = '') => `export class LaneException extends __BaseException {
    static shapeId = "com.example.lane#LaneException";
    name = "LaneException";
    $fault = "client";
    constructor(opts) {
        super({
            name: "LaneException",
            $fault: "client",
            ...opts,
        });
        Object.setPrototypeOf(this, LaneException.prototype);
    }${body}
}
`;

  it('rewrites a file of classes in the exact form the SDK generates', () => {
    expect(compactErrorClasses(header + errorClass())).toContain(
      'export const LaneException = /* @__PURE__ */ __error("LaneException", "client", []);',
    );
  });

  it('leaves any other file as it is', () => {
    // A method of its own, or no class at all: bundled as written.
    expect(compactErrorClasses(header + errorClass('\n    extra() { return 1; }'))).toBeUndefined();
    expect(compactErrorClasses(header)).toBeUndefined();
    expect(compactErrorClasses(errorClass())).toBeUndefined();
  });
});

describe('comments in a function bundle', () => {
  it('has none gathered at its end as legal comments: in the dependencies they are only coverage pragmas', async () => {
    const { code } = await bundle(
      'logger',
      `import { Logger } from '@aws-lambda-powertools/logger';
      export const logger = new Logger();`,
    );
    expect(code).toContain('injectLambdaContext');
    expect(code).not.toContain('Bundled license information');
    expect(code).not.toContain('@preserve');
  });
});

describe('stack traces of a function bundle', () => {
  /** Imports the bundle in a fresh `node` with no options (as the cloud runs it) and prints `run()`. */
  const runFresh = (outfile: string) =>
    execFileSync(
      process.execPath,
      [
        '--input-type=module',
        '-e',
        'const m = await import(process.argv[1]); process.stdout.write(String(await m.run()));',
        pathToFileURL(outfile).href,
      ],
      { env: { PATH: process.env['PATH'] ?? '' }, encoding: 'utf8' },
    );
  // A refusal thrown inside Lane's code (lambdas/src/http/body.ts), read where it is caught.
  const source = `
    import { parseJsonBody } from './src/http/body.js';
    export const run = () => {
      try {
        parseJsonBody({ body: 'hello', headers: { 'content-type': 'text/plain' } }, undefined, 1000);
      } catch (error) {
        return error.stack;
      }
    };`;
  const bodyTs = readFileSync(join(REPO_ROOT, 'lambdas', 'src', 'http', 'body.ts'), 'utf8').split('\n');
  const throwLine = bodyTs.findIndex((line) => line.includes("new LaneError('unsupported_media_type')")) + 1;

  it('point at the TypeScript sources, without NODE_OPTIONS', async () => {
    await bundle('stack-trace', source);
    const stack = runFresh(join(outDir, 'stack-trace.mjs'));
    expect(stack.split('\n')[0]).toBe('LaneError: unsupported_media_type');
    expect(stack).toMatch(new RegExp(`at \\S+ \\(lambdas/src/http/body\\.ts:${throwLine}:\\d+\\)`));
    expect(stack).not.toContain('stack-trace.mjs:');
  });

  it('point at the TypeScript sources in each file of a bundle split into files', async () => {
    // body.ts imported on first use: it is in a file of its own beside the entry's.
    const split = `export const run = async () => {
      const { parseJsonBody } = await import('./src/http/body.js');
      try {
        parseJsonBody({ body: 'hello', headers: { 'content-type': 'text/plain' } }, undefined, 1000);
      } catch (error) {
        return error.stack;
      }
    };`;
    const directory = mkdtempSync(join(outDir, 'stack-split-'));
    const outfile = join(directory, 'index.mjs');
    await buildLambda(
      { entry: '', outfile, assistant: 'bedrock' },
      {
        entryPoints: [],
        stdin: {
          contents: split,
          resolveDir: join(REPO_ROOT, 'lambdas'),
          sourcefile: 'split.ts',
          loader: 'ts',
        },
      },
    );
    expect(readdirSync(directory).filter((file) => file.endsWith('.mjs')).length).toBeGreaterThan(1);
    const stack = runFresh(outfile);
    expect(stack.split('\n')[0]).toBe('LaneError: unsupported_media_type');
    expect(stack).toMatch(new RegExp(`at \\S+ \\(lambdas/src/http/body\\.ts:${throwLine}:\\d+\\)`));
    expect(stack).not.toMatch(/\.mjs:\d+:\d+/);
  });

  it('are what V8 writes when the map is not beside the bundle', async () => {
    await bundle('stack-trace-no-map', source);
    rmSync(join(outDir, 'stack-trace-no-map.mjs.map'));
    const stack = runFresh(join(outDir, 'stack-trace-no-map.mjs'));
    expect(stack.split('\n')[0]).toBe('LaneError: unsupported_media_type');
    expect(stack).toMatch(/at \S+ \(file:\/\/\S+stack-trace-no-map\.mjs:\d+:\d+\)/);
    expect(stack).not.toContain('body.ts');
  });
});
