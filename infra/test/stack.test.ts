import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Match, type Template } from 'aws-cdk-lib/assertions';
import type { CloudAssembly } from 'aws-cdk-lib/cx-api';
import {
  API_ROUTES,
  APP_PATHS,
  EVENT_BUS_NAME,
  EVENT_RETRY,
  EVENT_RULES,
  EVENT_SOURCE,
  SECURITY_HEADERS,
  TABLE_DEFINITION,
  eventPattern,
  routeKey,
} from '@lane/shared';
import { cloudEnvNames } from '@lane/lambdas/config/env';
import { ORIGIN_VERIFY_HEADER, ORIGIN_VERIFY_SECRET_ID_VARIABLE } from '../lib/functions/origin-verify.js';
import { readSiteFiles, viewerRequestCode, viewerResponseCode } from '../lib/edge/spa-routing.js';
import { API_FORWARDED_HEADERS, IMMUTABLE_CACHE_CONTROL } from '../lib/constructs/web.js';
import { LANE_METRICS } from '../lib/constructs/observability.js';
import { pascalCase } from '../lib/names.js';
import { FIXTURE_SITE, TEST_CONTEXT, removeSynthesized, synthLane } from './support/synth.js';
import { functionIdAt, onlyResource, readableId, render, resourcesOf } from './support/template.js';
import type { Json } from './support/template.js';

/** AWS-managed CloudFront policies, by the ids CloudFront publishes. */
const CACHING_DISABLED = '4135ea2d-6df8-44a3-9df3-4b5a84be39ad';
const CACHING_OPTIMIZED = '658327ea-f89d-4fab-a63d-7e88639e58f6';

let template: Template;
let assembly: CloudAssembly;

beforeAll(() => {
  // The one synthesis of this file, with real esbuild bundles (the bundle tests read them).
  const synthesized = synthLane({ bundle: true });
  template = synthesized.template;
  assembly = synthesized.app.synth();
});

afterAll(removeSynthesized);

/** The routes API Gateway serves; the streaming ones answer through function URLs instead. */
const HTTP_API_ROUTES = API_ROUTES.filter((route) => !route.streaming);
const httpFunctionId = (handler: string) => functionIdAt(template, `Api/${pascalCase(handler)}`);
const consumerFunctionId = (consumer: string) => functionIdAt(template, `Events/${pascalCase(consumer)}`);
const functionProps = (id: string): Json => template.toJSON().Resources[id].Properties;

describe('Api', () => {
  it('has exactly the routes of the shared route table but the streaming ones (function URLs: chat-stream.test.ts)', () => {
    const keys = Object.values(resourcesOf(template, 'AWS::ApiGatewayV2::Route')).map(
      (route) => route.Properties.RouteKey,
    );
    expect(keys.sort()).toEqual(HTTP_API_ROUTES.map(routeKey).sort());
  });

  it("sends each route to its own handler's function", () => {
    const integrations = resourcesOf(template, 'AWS::ApiGatewayV2::Integration');
    for (const route of HTTP_API_ROUTES) {
      const [, resource] = Object.entries(resourcesOf(template, 'AWS::ApiGatewayV2::Route')).find(
        ([, candidate]) => candidate.Properties.RouteKey === routeKey(route),
      )!;
      const integrationId = render(resource.Properties.Target).replace(/^integrations\//, '');
      const integration = Object.entries(integrations).find(([id]) => readableId(id) === integrationId)?.[1];
      expect(render(integration?.Properties.IntegrationUri), routeKey(route)).toBe(
        `${readableId(httpFunctionId(route.handler))}.Arn`,
      );
      expect(integration?.Properties.PayloadFormatVersion).toBe('2.0');
    }
  });

  it('admits only requests that carry the CloudFront origin token, on every route', () => {
    const [authorizerId, authorizer] = onlyResource(template, 'AWS::ApiGatewayV2::Authorizer');
    expect(authorizer.Properties).toMatchObject({
      AuthorizerType: 'REQUEST',
      EnableSimpleResponses: true,
      IdentitySource: [`$request.header.${ORIGIN_VERIFY_HEADER}`],
      AuthorizerPayloadFormatVersion: '2.0',
    });
    for (const route of Object.values(resourcesOf(template, 'AWS::ApiGatewayV2::Route'))) {
      expect(route.Properties.AuthorizationType).toBe('CUSTOM');
      expect(route.Properties.AuthorizerId).toEqual({ Ref: authorizerId });
    }
    // The authorizer reads the token from Secrets Manager: its configuration names the secret only.
    const authorizerFunction = functionProps(functionIdAt(template, 'Api/OriginVerify'));
    expect(authorizerFunction.Environment.Variables).toEqual({
      [ORIGIN_VERIFY_SECRET_ID_VARIABLE]: { Ref: expect.stringMatching(/^SecretsOriginVerify[0-9A-F]{8}$/) },
    });
  });

  it('keeps CORS closed and throttles the stage, logging access without bodies', () => {
    const [, api] = onlyResource(template, 'AWS::ApiGatewayV2::Api');
    expect(api.Properties.CorsConfiguration).toBeUndefined();
    const [, stage] = onlyResource(template, 'AWS::ApiGatewayV2::Stage');
    expect(stage.Properties).toMatchObject({
      StageName: '$default',
      AutoDeploy: true,
      DefaultRouteSettings: { ThrottlingRateLimit: 50, ThrottlingBurstLimit: 100 },
    });
    const format = JSON.parse(stage.Properties.AccessLogSettings.Format) as Record<string, string>;
    expect(Object.values(format)).toContain('$context.routeKey');
    expect(Object.values(format).join(' ')).not.toMatch(/body|cookie|querystring|identity\.sourceIp/i);
    expect(render(stage.Properties.AccessLogSettings.DestinationArn)).toBe('ApiAccessLogs.Arn');
  });
});

describe('functions', () => {
  const lambdaIds = () => [
    ...API_ROUTES.map((route) => httpFunctionId(route.handler)),
    ...EVENT_RULES.flatMap((rule) => rule.consumers.map(consumerFunctionId)),
    functionIdAt(template, 'Api/OriginVerify'),
  ];

  it('run on Node 22 on arm64 without X-Ray, with JSON logs in their own log group', () => {
    for (const id of lambdaIds()) {
      const props = functionProps(id);
      expect(props.Runtime, id).toBe('nodejs22.x');
      expect(props.Architectures, id).toEqual(['arm64']);
      // No SDK client is instrumented, so tracing is off rather than paid for and empty.
      expect(props.TracingConfig, id).toBeUndefined();
      expect(props.LoggingConfig.LogFormat, id).toBe('JSON');
      const logGroup = readableId(props.LoggingConfig.LogGroup.Ref);
      expect(logGroup, id).toBe(readableId(id).replace(/Function$/, 'Logs'));
    }
  });

  it('keep their logs for a month', () => {
    const groups = Object.entries(resourcesOf(template, 'AWS::Logs::LogGroup')).filter(([id]) =>
      /^(Api|Events)/.test(id),
    );
    expect(groups.length).toBe(lambdaIds().length + 1); // and the API access logs
    for (const [id, group] of groups) expect(group.Properties.RetentionInDays, id).toBe(30);
  });

  it('time out as the route table says, every HTTP API route below API Gateway’s 30 seconds', () => {
    for (const route of API_ROUTES) {
      expect(functionProps(httpFunctionId(route.handler)).Timeout, route.handler).toBe(route.timeoutSeconds);
    }
    for (const route of HTTP_API_ROUTES)
      expect(functionProps(httpFunctionId(route.handler)).Timeout, route.handler).toBeLessThan(30);
    for (const consumer of EVENT_RULES.flatMap((rule) => rule.consumers)) {
      expect(functionProps(consumerFunctionId(consumer)).Timeout, consumer).toBe(30);
    }
  });

  it('set exactly the variables env.ts reads, plus the trust flag on HTTP functions only', () => {
    const cloudNames = cloudEnvNames().filter(
      // No guardrail is configured in these tests, so those stay unset.
      (name) => name !== 'LANE_BEDROCK_GUARDRAIL_ID' && name !== 'LANE_BEDROCK_GUARDRAIL_VERSION',
    );
    for (const route of API_ROUTES) {
      const variables = functionProps(httpFunctionId(route.handler)).Environment.Variables;
      // A streaming function cannot name the distribution that points at its URL (a cycle).
      const names = route.streaming ? cloudNames.filter((name) => name !== 'LANE_SITE_URL') : cloudNames;
      expect(Object.keys(variables).sort(), route.handler).toEqual(
        [...names, 'LANE_TRUST_VIEWER_ADDRESS'].sort(),
      );
      expect(variables.LANE_TRUST_VIEWER_ADDRESS).toBe('true');
    }
    for (const consumer of EVENT_RULES.flatMap((rule) => rule.consumers)) {
      const variables = functionProps(consumerFunctionId(consumer)).Environment.Variables;
      expect(Object.keys(variables).sort(), consumer).toEqual([...cloudNames].sort());
    }
  });

  it('point the variables at the stack’s own resources and the configuration', () => {
    const variables = functionProps(httpFunctionId('chat')).Environment.Variables;
    expect(render(variables.LANE_TABLE_NAME)).toBe('DataTable');
    expect(variables.LANE_EVENT_BUS_NAME).toBe(EVENT_BUS_NAME);
    expect(variables.LANE_SITE_URL).toBeUndefined();
    expect(render(functionProps(httpFunctionId('checkout')).Environment.Variables.LANE_SITE_URL)).toBe(
      'https://WebDistribution.DomainName',
    );
    expect(variables.LANE_MAIL_FROM).toBe(TEST_CONTEXT['mailFrom']);
    expect(render(variables.LANE_STRIPE_SECRET_KEY_SECRET_ID)).toBe('SecretsStripeSecretKey');
    expect(render(variables.LANE_STRIPE_WEBHOOK_SECRET_ID)).toBe('SecretsStripeWebhookSecret');
    expect(render(variables.LANE_ADMIN_EMAIL_SECRET_ID)).toBe('SecretsAdminEmail');
    expect(render(variables.LANE_SESSION_KEY_SECRET_ID)).toBe('SecretsSessionKey');
    expect(variables.LANE_BEDROCK_MODEL_ID).toBe(TEST_CONTEXT['bedrockModelId']);
    expect(variables.LANE_ASSISTANT).toBe('bedrock');
    expect(variables.LANE_STRIPE_PRICE_48HOUR).toBe('price_48hourTest');
    expect(variables.LANE_STRIPE_PRICE_30DAY).toBe('price_30dayTest');
    // No --enable-source-maps: it parsed the map on every cold start; the bundle maps a stack when
    // one is read (infra/lib/bundle/mapped-stack-traces.ts), and the bench imports with the same.
    expect(variables.NODE_OPTIONS).toBeUndefined();
  });

  it('are minified ESM bundles with source maps', () => {
    const code = functionProps(httpFunctionId('session-get')).Code;
    const hash = String(code.S3Key).replace(/\.zip$/, '');
    const directory = join(assembly.directory, `asset.${hash}`);
    expect(readdirSync(directory).sort()).toEqual(['index.mjs', 'index.mjs.map']);
    const bundle = readFileSync(join(directory, 'index.mjs'), 'utf8');
    // The banner that lets bundled CommonJS dependencies require() Node built-ins.
    expect(bundle.split('\n')[0]).toContain(
      "import { createRequire as __laneCreateRequire } from 'node:module'",
    );
    expect(bundle).toMatch(/export\s*\{[^}]*as handler\s*\}/);
    // Minified: lines run to thousands of characters (an unminified bundle averages under 40).
    expect(bundle.length / bundle.split('\n').length).toBeGreaterThan(1000);
    expect(bundle).toContain('//# sourceMappingURL=index.mjs.map');
    const map = JSON.parse(readFileSync(join(directory, 'index.mjs.map'), 'utf8')) as { sources: string[] };
    expect(map.sources.some((source) => source.endsWith('handlers/http/session-get.ts'))).toBe(true);
  });

  /** A function's asset directory. */
  const assetOf = (id: string): string =>
    join(assembly.directory, `asset.${String(functionProps(id).Code.S3Key).replace(/\.zip$/, '')}`);
  /** The sources of one file of an asset, from its map. */
  const sourcesOfFile = (directory: string, file: string): string[] =>
    (JSON.parse(readFileSync(join(directory, `${file}.map`), 'utf8')) as { sources: string[] }).sources;

  it('read the chat function’s Bedrock client, HTTP/2 handler and answer tool only on the first answer', () => {
    const directory = assetOf(httpFunctionId('chat'));
    const files = readdirSync(directory).filter((file) => file.endsWith('.mjs'));
    expect(files).toContain('index.mjs');
    // What index.mjs imports statically is read at cold start; an import() on first use.
    const importsOf = (file: string, dynamic: boolean): string[] =>
      [
        ...readFileSync(join(directory, file), 'utf8').matchAll(
          dynamic ? /import\("\.\/([^"]+)"\)/g : /from\s*"\.\/([^"]+)"/g,
        ),
      ].map((m) => m[1]!);
    const coldStart = new Set<string>();
    const visit = (file: string) => {
      if (coldStart.has(file)) return;
      coldStart.add(file);
      importsOf(file, false).forEach(visit);
    };
    visit('index.mjs');
    const carrying = (part: string) =>
      files.filter((file) => sourcesOfFile(directory, file).some((source) => source.includes(part)));
    const bedrock = carrying('node_modules/@aws-sdk/client-bedrock-runtime/');
    expect(bedrock).toHaveLength(1);
    expect(importsOf('index.mjs', true)).toContain(bedrock[0]);
    for (const part of [
      'node_modules/@aws-sdk/client-bedrock-runtime/',
      'node_modules/@smithy/node-http-handler/dist-es/node-http2-handler.js',
      'adapters/bedrock/bedrock-assistant.ts',
      'adapters/bedrock/answer-tool-json-schema.json',
    ])
      expect(
        carrying(part).filter((file) => coldStart.has(file)),
        part,
      ).toEqual([]);
    // The handler, the session and the table are read at cold start.
    for (const part of ['handlers/http/chat.ts', 'adapters/dynamodb/', 'node_modules/jose/'])
      expect(
        carrying(part).some((file) => coldStart.has(file)),
        part,
      ).toBe(true);
  });

  it("carry Stripe only where it is called, and neither zod's classic build nor the offline assistant", () => {
    // Every file of the asset (the chat function's is split: lambda-bundle.ts, `split`).
    const sourcesOf = (id: string): string[] => {
      const directory = assetOf(id);
      return readdirSync(directory)
        .filter((file) => file.endsWith('.mjs'))
        .flatMap((file) => sourcesOfFile(directory, file));
    };
    const bundles = [
      ...API_ROUTES.map((route) => [route.handler, sourcesOf(httpFunctionId(route.handler))] as const),
      ...EVENT_RULES.flatMap((rule) => rule.consumers).map(
        (consumer) => [consumer, sourcesOf(consumerFunctionId(consumer))] as const,
      ),
    ];
    const carrying = (part: string) =>
      bundles.filter(([, sources]) => sources.some((source) => source.includes(part))).map(([name]) => name);
    expect(carrying('node_modules/stripe/').sort()).toEqual([
      'checkout',
      'checkout-confirm',
      'stripe-webhook',
    ]);
    expect(carrying('node_modules/zod/v4/classic/')).toEqual([]);
    // This stack answers with Bedrock: the chat bundle has none of the offline assistant.
    expect(carrying('adapters/offline-assistant/')).toEqual([]);
    expect(carrying('handlers/http/chat.ts')).toEqual(['chat']);
    // The SDK's credential chain is replaced by the environment credentials Lambda sets.
    expect(carrying('@aws-sdk/credential-provider-node')).toEqual([]);
    // Every function reaches AWS now: ending a session bumps the email's session generation in the
    // table (issue 14), so session-delete signs requests too.
    expect(carrying('composition/lambda-credentials.ts').sort()).toEqual(
      bundles.map(([name]) => name).sort(),
    );
  });
});

describe('Data', () => {
  it('is one on-demand table keyed like the shared definition, expiring by expires_at', () => {
    const [, table] = onlyResource(template, 'AWS::DynamoDB::Table');
    expect(table.Properties).toMatchObject({
      BillingMode: 'PAY_PER_REQUEST',
      KeySchema: [{ AttributeName: TABLE_DEFINITION.partitionKey.name, KeyType: 'HASH' }],
      AttributeDefinitions: [{ AttributeName: TABLE_DEFINITION.partitionKey.name, AttributeType: 'S' }],
      TimeToLiveSpecification: { AttributeName: 'expires_at', Enabled: true },
    });
    expect(TABLE_DEFINITION.timeToLiveAttribute).toBe('expires_at');
  });

  it('can be recovered, cannot be deleted by accident, and outlives the stack', () => {
    const [, table] = onlyResource(template, 'AWS::DynamoDB::Table');
    expect(table.Properties.PointInTimeRecoverySpecification).toEqual({ PointInTimeRecoveryEnabled: true });
    expect(table.Properties.DeletionProtectionEnabled).toBe(true);
    expect(table.DeletionPolicy).toBe('Retain');
    expect(table.UpdateReplacePolicy).toBe('Retain');
  });
});

describe('Events', () => {
  const rules = () => Object.values(resourcesOf(template, 'AWS::Events::Rule'));

  it('is the custom bus with an archive of every Lane event', () => {
    const [busId, bus] = onlyResource(template, 'AWS::Events::EventBus');
    expect(bus.Properties.Name).toBe(EVENT_BUS_NAME);
    const [, archive] = onlyResource(template, 'AWS::Events::Archive');
    expect(render(archive.Properties.SourceArn)).toBe(`${readableId(busId)}.Arn`);
    expect(archive.Properties.EventPattern).toEqual({ source: [EVENT_SOURCE] });
    // Every dead letter's time window can still be replayed from the archive.
    const queues = Object.values(resourcesOf(template, 'AWS::SQS::Queue'));
    expect(queues.length).toBeGreaterThan(0);
    for (const queue of queues)
      expect(archive.Properties.RetentionDays * 24 * 3600).toBeGreaterThanOrEqual(
        queue.Properties.MessageRetentionPeriod,
      );
  });

  it('keeps delivering to each consumer for hours before a dead letter, not a few attempts', () => {
    for (const rule of rules()) {
      for (const target of rule.Properties.Targets as Json[]) {
        expect(target.RetryPolicy.MaximumRetryAttempts).toBe(185);
        expect(target.RetryPolicy.MaximumEventAgeInSeconds).toBe(6 * 3600);
      }
    }
    for (const config of Object.values(resourcesOf(template, 'AWS::Lambda::EventInvokeConfig')))
      expect(config.Properties.MaximumEventAgeInSeconds).toBe(6 * 3600);
  });

  it('has exactly the rules of the shared event rules, on the bus, to their consumers', () => {
    expect(rules()).toHaveLength(EVENT_RULES.length);
    for (const eventRule of EVENT_RULES) {
      const rule = rules().find(
        (candidate) =>
          JSON.stringify(candidate.Properties.EventPattern) === JSON.stringify(eventPattern(eventRule)),
      );
      expect(rule, eventRule.name).toBeDefined();
      expect(render(rule!.Properties.EventBusName)).toBe('EventsBus');
      const targets = (rule!.Properties.Targets as Json[]).map((target) => render(target.Arn)).sort();
      expect(targets).toEqual(
        eventRule.consumers.map((consumer) => `${readableId(consumerFunctionId(consumer))}.Arn`).sort(),
      );
    }
  });

  it('retries each target and gives each its own dead-letter queue', () => {
    const queues = resourcesOf(template, 'AWS::SQS::Queue');
    const consumers = EVENT_RULES.flatMap((rule) => rule.consumers);
    expect(Object.keys(queues)).toHaveLength(consumers.length);
    const deadLetterArns = new Set<string>();
    for (const rule of rules()) {
      for (const target of rule.Properties.Targets as Json[]) {
        const consumer = consumers.find(
          (name) => render(target.Arn) === `${readableId(consumerFunctionId(name))}.Arn`,
        )!;
        expect(target.RetryPolicy).toEqual({
          MaximumRetryAttempts: EVENT_RETRY.maxAttempts,
          MaximumEventAgeInSeconds: EVENT_RETRY.maxEventAgeSeconds,
        });
        const queue = render(target.DeadLetterConfig.Arn);
        expect(queue).toBe(`Events${pascalCase(consumer)}DeadLetters.Arn`);
        deadLetterArns.add(queue);
      }
    }
    expect(deadLetterArns.size).toBe(consumers.length);
  });

  it('sends what a consumer still fails on after Lambda’s retries to the same queue', () => {
    const configs = Object.values(resourcesOf(template, 'AWS::Lambda::EventInvokeConfig'));
    expect(configs).toHaveLength(3);
    for (const consumer of EVENT_RULES.flatMap((rule) => rule.consumers)) {
      const config = configs.find(
        (candidate) =>
          readableId(candidate.Properties.FunctionName.Ref) === readableId(consumerFunctionId(consumer)),
      );
      expect(config?.Properties).toMatchObject({
        MaximumRetryAttempts: 2,
        MaximumEventAgeInSeconds: EVENT_RETRY.maxEventAgeSeconds,
      });
      expect(render(config?.Properties.DestinationConfig.OnFailure.Destination)).toBe(
        `Events${pascalCase(consumer)}DeadLetters.Arn`,
      );
    }
  });

  it('keeps dead letters encrypted, over TLS only, for four days', () => {
    for (const [id, queue] of Object.entries(resourcesOf(template, 'AWS::SQS::Queue'))) {
      expect(queue.Properties.SqsManagedSseEnabled, id).toBe(true);
      expect(queue.Properties.MessageRetentionPeriod, id).toBe(4 * 24 * 3600);
    }
    template.resourceCountIs('AWS::SQS::QueuePolicy', 3);
    template.allResourcesProperties('AWS::SQS::QueuePolicy', {
      PolicyDocument: {
        Statement: Match.arrayWith([
          Match.objectLike({ Effect: 'Deny', Condition: { Bool: { 'aws:SecureTransport': 'false' } } }),
        ]),
      },
    });
  });
});

describe('Web', () => {
  const distribution = (): Json =>
    onlyResource(template, 'AWS::CloudFront::Distribution')[1].Properties.DistributionConfig;
  const siteBucketId = () =>
    Object.keys(resourcesOf(template, 'AWS::S3::Bucket')).find((id) => readableId(id) === 'WebSite')!;

  it('keeps both buckets private, encrypted and TLS-only', () => {
    const buckets = resourcesOf(template, 'AWS::S3::Bucket');
    expect(Object.keys(buckets)).toHaveLength(2);
    for (const [id, bucket] of Object.entries(buckets)) {
      expect(bucket.Properties.PublicAccessBlockConfiguration, id).toEqual({
        BlockPublicAcls: true,
        BlockPublicPolicy: true,
        IgnorePublicAcls: true,
        RestrictPublicBuckets: true,
      });
      expect(bucket.Properties.BucketEncryption, id).toBeDefined();
      expect(bucket.Properties.WebsiteConfiguration, id).toBeUndefined();
    }
    for (const policy of Object.values(resourcesOf(template, 'AWS::S3::BucketPolicy'))) {
      const statements = policy.Properties.PolicyDocument.Statement as Json[];
      expect(statements).toContainEqual(
        expect.objectContaining({ Effect: 'Deny', Condition: { Bool: { 'aws:SecureTransport': 'false' } } }),
      );
      for (const statement of statements.filter((candidate) => candidate.Effect === 'Allow')) {
        expect(statement.Principal, 'no public principal').not.toBe('*');
        expect(statement.Principal?.AWS, 'no public principal').not.toBe('*');
      }
    }
  });

  it('lets only this distribution read the site bucket, through origin access control', () => {
    // The other origin access control is the chat's function URL's (chat-stream.test.ts).
    const [oacId, oac] = Object.entries(resourcesOf(template, 'AWS::CloudFront::OriginAccessControl')).find(
      ([, candidate]) =>
        candidate.Properties.OriginAccessControlConfig.OriginAccessControlOriginType === 's3',
    )!;
    expect(oac.Properties.OriginAccessControlConfig).toMatchObject({
      OriginAccessControlOriginType: 's3',
      SigningBehavior: 'always',
      SigningProtocol: 'sigv4',
    });
    const s3Origin = (distribution().Origins as Json[]).find((origin) => origin.S3OriginConfig);
    expect(render(s3Origin.DomainName)).toBe('WebSite.RegionalDomainName');
    expect(s3Origin.S3OriginConfig.OriginAccessIdentity).toBe('');
    expect(render(s3Origin.OriginAccessControlId)).toBe(`${readableId(oacId)}.Id`);

    const sitePolicy = Object.values(resourcesOf(template, 'AWS::S3::BucketPolicy')).find(
      (policy) => render(policy.Properties.Bucket) === readableId(siteBucketId()),
    )!;
    const grants = (sitePolicy.Properties.PolicyDocument.Statement as Json[]).filter(
      (statement) => statement.Effect === 'Allow',
    );
    expect(grants.length).toBeGreaterThan(0);
    for (const grant of grants) {
      expect(grant.Principal).toEqual({ Service: 'cloudfront.amazonaws.com' });
      expect(render(grant.Condition.StringEquals['AWS:SourceArn'])).toBe(
        // eslint-disable-next-line no-template-curly-in-string -- CloudFormation's Fn::Sub syntax
        'arn:${AWS::Partition}:cloudfront::${AWS::AccountId}:distribution/WebDistribution',
      );
      expect(
        [grant.Action]
          .flat()
          .every((action: string) => action === 's3:GetObject' || action === 's3:ListBucket'),
      ).toBe(true);
    }
  });

  it('serves HTTPS only with HTTP/2 and 3, IPv6, compression and access logs', () => {
    const config = distribution();
    expect(config).toMatchObject({
      HttpVersion: 'http2and3',
      IPV6Enabled: true,
      DefaultRootObject: 'index.html',
    });
    expect(config.DefaultCacheBehavior).toMatchObject({
      ViewerProtocolPolicy: 'redirect-to-https',
      Compress: true,
      CachePolicyId: CACHING_OPTIMIZED,
      AllowedMethods: ['GET', 'HEAD'],
    });
    expect(render(config.Logging.Bucket)).toBe('WebLogs.RegionalDomainName');
  });

  it('sends /api/* to the HTTP API uncached, with the viewer address, cookies and the origin token', () => {
    // After the streaming routes' behaviours (chat-stream.test.ts).
    const api = (distribution().CacheBehaviors as Json[]).at(-1);
    expect(api).toMatchObject({
      PathPattern: '/api/*',
      ViewerProtocolPolicy: 'https-only',
      AllowedMethods: ['GET', 'HEAD', 'OPTIONS', 'PUT', 'PATCH', 'POST', 'DELETE'],
      CachePolicyId: CACHING_DISABLED,
      Compress: true,
    });
    const [policyId, policy] = Object.entries(
      resourcesOf(template, 'AWS::CloudFront::OriginRequestPolicy'),
    ).find(([id]) => readableId(id) === render(api.OriginRequestPolicyId))!;
    expect(render(api.OriginRequestPolicyId)).toBe(readableId(policyId));
    const forwarded = policy.Properties.OriginRequestPolicyConfig;
    // Never Host: API Gateway finds the API by its own host name.
    expect(forwarded.HeadersConfig).toEqual({
      HeaderBehavior: 'whitelist',
      Headers: [...API_FORWARDED_HEADERS],
    });
    expect(forwarded.CookiesConfig).toEqual({ CookieBehavior: 'all' });
    expect(forwarded.QueryStringsConfig).toEqual({ QueryStringBehavior: 'all' });
    const origin = (distribution().Origins as Json[]).find(
      (candidate) => candidate.Id === api.TargetOriginId,
    );
    expect(render(origin.DomainName)).toBe("select(2, split('/', ApiHttpApi.ApiEndpoint))");
    expect(origin.CustomOriginConfig).toEqual({
      OriginProtocolPolicy: 'https-only',
      OriginSSLProtocols: ['TLSv1.2'],
    });
    expect(origin.OriginCustomHeaders).toHaveLength(1);
    expect(origin.OriginCustomHeaders[0].HeaderName).toBe(ORIGIN_VERIFY_HEADER);
    expect(render(origin.OriginCustomHeaders[0].HeaderValue)).toBe(
      '{{resolve:secretsmanager:SecretsOriginVerify:SecretString:::}}',
    );
  });

  it('adds exactly the shared security headers to the site and the API', () => {
    const [policyId, policy] = onlyResource(template, 'AWS::CloudFront::ResponseHeadersPolicy');
    const config = policy.Properties.ResponseHeadersPolicyConfig;
    const security = config.SecurityHeadersConfig;
    const hsts = security.StrictTransportSecurity;
    const sent: Record<string, string> = {
      'content-security-policy': security.ContentSecurityPolicy.ContentSecurityPolicy,
      'strict-transport-security': `max-age=${hsts.AccessControlMaxAgeSec}${hsts.IncludeSubdomains ? '; includeSubDomains' : ''}${hsts.Preload ? '; preload' : ''}`,
      'x-content-type-options': 'nosniff',
      'x-frame-options': security.FrameOptions.FrameOption,
      'referrer-policy': security.ReferrerPolicy.ReferrerPolicy,
      ...Object.fromEntries(
        (config.CustomHeadersConfig.Items as Json[]).map((item) => [item.Header, item.Value]),
      ),
    };
    expect(security.ContentTypeOptions).toEqual({ Override: true });
    expect(sent).toEqual(SECURITY_HEADERS);
    for (const setting of [
      security.ContentSecurityPolicy,
      hsts,
      security.FrameOptions,
      security.ReferrerPolicy,
    ]) {
      expect(setting.Override).toBe(true);
    }
    expect(render(distribution().DefaultCacheBehavior.ResponseHeadersPolicyId)).toBe(readableId(policyId));
    expect(render((distribution().CacheBehaviors as Json[])[0].ResponseHeadersPolicyId)).toBe(
      readableId(policyId),
    );
  });

  it('routes pages and unknown paths at the edge with code generated from the shared page list', () => {
    const functions = Object.entries(resourcesOf(template, 'AWS::CloudFront::Function'));
    const code = (name: string) => functions.find(([id]) => readableId(id) === name)![1].Properties;
    const files = readSiteFiles(FIXTURE_SITE, APP_PATHS);
    // The fixture build has a prerendered /es and the app shell: both reach the embedded routing.
    expect(files.prerendered).toContain('/es');
    expect(files.shell).toBe('/app.html');
    expect(code('WebRouteRequests').FunctionCode).toBe(viewerRequestCode(APP_PATHS, files));
    expect(code('WebMarkNotFound').FunctionCode).toBe(viewerResponseCode(APP_PATHS, files));
    expect(code('WebRouteRequests').FunctionCode).toContain('"/es":"/es/index.html"');
    expect(code('WebRouteRequests').FunctionConfig.Runtime).toBe('cloudfront-js-2.0');
    for (const path of APP_PATHS)
      expect(code('WebRouteRequests').FunctionCode).toContain(JSON.stringify(path));
    expect(
      (distribution().DefaultCacheBehavior.FunctionAssociations as Json[]).map((association) => [
        association.EventType,
        render(association.FunctionARN),
      ]),
    ).toEqual([
      ['viewer-request', 'WebRouteRequests.FunctionARN'],
      ['viewer-response', 'WebMarkNotFound.FunctionARN'],
    ]);
    expect(
      distribution().CustomErrorResponses,
      'error pages would replace the API’s own errors',
    ).toBeUndefined();
  });

  it('deploys hashed assets as immutable first, then everything else revalidated, then invalidates', () => {
    const deployments = Object.entries(resourcesOf(template, 'Custom::CDKBucketDeployment'));
    expect(deployments).toHaveLength(2);
    const [, assets] = deployments.find(([id]) => readableId(id).startsWith('WebDeployAssets'))!;
    const [pagesId, pages] = deployments.find(([id]) => readableId(id).startsWith('WebDeployPages'))!;
    expect(assets.Properties).toMatchObject({
      Exclude: ['*'],
      Include: ['assets/*'],
      Prune: false,
      SystemMetadata: { 'cache-control': IMMUTABLE_CACHE_CONTROL },
    });
    expect(pages.Properties).toMatchObject({
      Exclude: ['assets/*'],
      SystemMetadata: { 'cache-control': 'no-cache' },
      DistributionPaths: ['/*'],
    });
    expect(render(pages.Properties.DestinationBucketName)).toBe('WebSite');
    expect(template.toJSON().Resources[pagesId].DependsOn.map(readableId)).toEqual(
      expect.arrayContaining([expect.stringMatching(/^WebDeployAssetsCustomResource/)]),
    );
  });

  it('publishes the site, webhook and dashboard addresses and the secret names', () => {
    const outputs = template.toJSON().Outputs as Record<string, Json>;
    expect(render(outputs.SiteUrl.Value)).toBe('https://WebDistribution.DomainName');
    expect(render(outputs.StripeWebhookUrl.Value)).toBe(
      'https://WebDistribution.DomainName/api/stripe/webhook',
    );
    expect(outputs.DashboardUrl).toBeDefined();
    const secretOutputs = {
      StripeSecretKeySecretName: 'StripeSecretKey',
      StripeWebhookSecretName: 'StripeWebhookSecret',
      AdminEmailSecretName: 'AdminEmail',
      SessionKeySecretName: 'SessionKey',
    };
    for (const [output, secret] of Object.entries(secretOutputs)) {
      expect(render(outputs[output]?.Value), output).toContain(`(':', Secrets${secret})`);
    }
  });
});

describe('Secrets and Mail', () => {
  const secrets = () => Object.entries(resourcesOf(template, 'AWS::SecretsManager::Secret'));
  const secretNamed = (name: string) =>
    secrets().find(([id]) => readableId(id) === `Secrets${name}`)![1].Properties;

  it('creates the Stripe keys and the admin address empty, for an operator to put', () => {
    for (const name of ['StripeSecretKey', 'StripeWebhookSecret', 'AdminEmail']) {
      expect(secretNamed(name).SecretString, name).toBeUndefined();
      expect(secretNamed(name).GenerateSecretString, name).toBeUndefined();
    }
  });

  it('generates the session key (64 characters) and the origin token', () => {
    expect(secretNamed('SessionKey').GenerateSecretString).toEqual({
      ExcludePunctuation: true,
      IncludeSpace: false,
      PasswordLength: 64,
    });
    expect(secretNamed('OriginVerify').GenerateSecretString).toMatchObject({
      ExcludePunctuation: true,
      PasswordLength: 48,
    });
    expect(secrets()).toHaveLength(5);
  });

  it('verifies the configured sender with SES', () => {
    const [, identity] = onlyResource(template, 'AWS::SES::EmailIdentity');
    expect(identity.Properties.EmailIdentity).toBe(TEST_CONTEXT['mailFrom']);
  });
});

describe('Observability', () => {
  const alarms = () => Object.entries(resourcesOf(template, 'AWS::CloudWatch::Alarm'));
  const alarmNamed = (name: string) =>
    alarms().find(([id]) => readableId(id) === `Observability${name}Alarm`)?.[1];

  it('emails alarms to the configured address through SNS over TLS', () => {
    const [topicId] = onlyResource(template, 'AWS::SNS::Topic');
    template.hasResourceProperties('AWS::SNS::Subscription', {
      Protocol: 'email',
      Endpoint: TEST_CONTEXT['alarmEmail'],
      TopicArn: { Ref: topicId },
    });
    for (const [id, alarm] of alarms()) {
      expect(alarm.Properties.AlarmActions, id).toEqual([{ Ref: topicId }]);
      // The operator hears when it is over, too.
      expect(alarm.Properties.OKActions, id).toEqual([{ Ref: topicId }]);
    }
  });

  it('alarms on the API 5xx rate', () => {
    const alarm = alarmNamed('ServerErrorRate');
    expect(alarm?.Properties.Threshold).toBe(5);
    const expression = (alarm?.Properties.Metrics as Json[]).find((metric) => metric.Expression);
    expect(expression.Expression).toContain('100 * errors / requests');
  });

  it('alarms on errors of every function', () => {
    const names = [
      ...API_ROUTES.map((route) => route.handler),
      ...EVENT_RULES.flatMap((rule) => rule.consumers),
      'origin-verify',
    ];
    for (const name of names) {
      const alarm = alarmNamed(`${pascalCase(name)}Errors`);
      expect(alarm, name).toBeDefined();
      expect(alarm?.Properties).toMatchObject({
        MetricName: 'Errors',
        Namespace: 'AWS/Lambda',
        Threshold: 1,
      });
    }
  });

  it('alarms on webhook rejections, every dead-letter queue and model errors', () => {
    const webhook = alarmNamed('WebhookRejections')?.Properties;
    expect(webhook?.Metrics[0].MetricStat).toMatchObject({
      Metric: {
        Namespace: LANE_METRICS.namespace,
        MetricName: LANE_METRICS.webhookRejections,
        Dimensions: [{ Name: 'service', Value: 'lane' }],
      },
      Stat: 'Sum',
    });
    expect(webhook?.Threshold).toBe(3);
    for (const consumer of EVENT_RULES.flatMap((rule) => rule.consumers)) {
      const alarm = alarmNamed(`${pascalCase(consumer)}DeadLetters`);
      expect(alarm?.Properties).toMatchObject({
        MetricName: 'ApproximateNumberOfMessagesVisible',
        Threshold: 1,
      });
      expect(render(alarm?.Properties.Dimensions[0].Value)).toBe(
        `Events${pascalCase(consumer)}DeadLetters.QueueName`,
      );
    }
    const model = alarmNamed('ModelErrors');
    const errorClasses = (model?.Properties.Metrics as Json[])
      .filter((metric) => metric.MetricStat)
      .map(
        (metric) =>
          metric.MetricStat.Metric.Dimensions.find((dimension: Json) => dimension.Name === 'ErrorClass')
            .Value,
      );
    expect(errorClasses.sort()).toEqual(['ai_configuration', 'ai_error', 'ai_unavailable']);
  });

  it('has a dashboard with traffic, functions, the model, the money and the dead letters', () => {
    const [, dashboard] = onlyResource(template, 'AWS::CloudWatch::Dashboard');
    const body = render(dashboard.Properties.DashboardBody);
    for (const expected of [
      '"AWS/ApiGateway","Count"',
      '"AWS/ApiGateway","4xx"',
      '"AWS/ApiGateway","5xx"',
      '"AWS/ApiGateway","Latency"',
      '"AWS/Lambda","Invocations"',
      '"AWS/Lambda","Throttles"',
      '"AWS/Lambda","Duration"',
      LANE_METRICS.modelLatency,
      LANE_METRICS.inputTokens,
      LANE_METRICS.outputTokens,
      LANE_METRICS.purchases,
      LANE_METRICS.grants,
      LANE_METRICS.revocations,
      LANE_METRICS.webhookRejections,
      LANE_METRICS.rateLimited,
      'ApproximateNumberOfMessagesVisible',
      'p99',
    ]) {
      expect(body, expected).toContain(expected);
    }
  });
});

describe('an assembly without a frontend build', () => {
  it('synthesizes, but refuses to deploy, naming the fix', () => {
    const { template: bare } = synthLane({ siteAssetsPath: join(assembly.directory, 'no-such-build') });
    expect(existsSync(join(assembly.directory, 'no-such-build'))).toBe(false);
    bare.resourceCountIs('Custom::CDKBucketDeployment', 0);
    const rules = bare.toJSON().Rules as Record<string, Json>;
    const [rule] = Object.values(rules).filter((candidate) =>
      candidate.Assertions?.[0]?.AssertDescription?.includes('npm run build'),
    );
    expect(rule.Assertions[0].Assert).toEqual({ 'Fn::Equals': ['missing', 'present'] });
  });
});
