import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Template } from 'aws-cdk-lib/assertions';
import { API_ROUTES, EVENT_RULES, METRIC, METRICS_NAMESPACE } from '@lane/shared';
import {
  STRIPE_REQUEST,
  createStripeClient,
  stripeWorstCaseMs,
} from '@lane/lambdas/adapters/stripe/stripe-gateway';
import { HTTP_ACCESS } from '../lib/function-access.js';
import { ORIGIN_VERIFY_SECRET_ID_VARIABLE } from '../lib/functions/origin-verify.js';
import { MAIL_EVENTS_DIMENSION } from '../lib/constructs/mail.js';
import { SES_REPUTATION, TABLE_OPERATIONS } from '../lib/constructs/observability.js';
import { pascalCase } from '../lib/names.js';
import { removeSynthesized, synthLane, testConfig, type Synthesized } from './support/synth.js';
import { functionIdAt, onlyResource, readableId, render, resourcesOf } from './support/template.js';
import type { Json } from './support/template.js';

/**
 * What a first real deploy needs beyond a template that synthesizes: no property a region refuses,
 * no account-wide name a second environment would collide with, alarms that fire at launch
 * traffic, mail that passes DKIM, and no secret in a function's configuration.
 */

let lane: Synthesized;
let template: Template;
beforeAll(() => {
  lane = synthLane();
  template = lane.template;
});
afterAll(removeSynthesized);

const functionProps = (constructPath: string): Json =>
  template.toJSON().Resources[functionIdAt(template, constructPath)].Properties;

/** Names CloudFront keeps unique across the whole account (every region). */
function accountWideNames(stackTemplate: Template): string[] {
  const named: [string, (props: Json) => Json][] = [
    ['AWS::CloudFront::ResponseHeadersPolicy', (p) => p.ResponseHeadersPolicyConfig.Name],
    ['AWS::CloudFront::OriginRequestPolicy', (p) => p.OriginRequestPolicyConfig.Name],
    ['AWS::CloudFront::CachePolicy', (p) => p.CachePolicyConfig.Name],
    ['AWS::CloudFront::OriginAccessControl', (p) => p.OriginAccessControlConfig.Name],
    ['AWS::CloudFront::Function', (p) => p.Name],
  ];
  return named.flatMap(([type, name]) =>
    Object.values(resourcesOf(stackTemplate, type)).map((resource) => render(name(resource.Properties))),
  );
}

describe('deploy blockers', () => {
  it('synthesizes the event archive without an empty KmsKeyIdentifier', () => {
    const [, archive] = onlyResource(template, 'AWS::Events::Archive');
    expect(archive.Properties).not.toHaveProperty('KmsKeyIdentifier');
    expect(archive.Properties.RetentionDays).toBeGreaterThan(0);
  });

  it('names every account-wide CloudFront resource, and within its limits', () => {
    const names = accountWideNames(template);
    // Three policies (site, API, streaming routes), origin access controls for the site and for each
    // streaming route's function URL (the chat, the practice call), and two CloudFront Functions.
    const streamingRoutes = API_ROUTES.filter((route) => route.streaming).length;
    expect(names).toHaveLength(3 + 1 + streamingRoutes + 2);
    for (const name of names) {
      expect(name).toContain('us-east-1');
      expect(name).toContain('Lane');
      expect(name.length).toBeLessThanOrEqual(64);
    }
  });

  it('lets staging sit beside production: in the same region under its own names, or in another region', () => {
    const production = accountWideNames(template);
    const staging = synthLane({
      config: testConfig({ stackName: 'LaneStaging', eventBusName: 'lane-staging' }),
    });
    const otherRegion = synthLane({ env: { account: '123456789012', region: 'us-west-2' } });
    for (const other of [staging, otherRegion]) {
      const names = accountWideNames(other.template);
      expect(names).toHaveLength(production.length);
      expect(names.filter((name) => production.includes(name))).toEqual([]);
    }
    expect(staging.stack.stackName).toBe('LaneStaging');
    // The bus is per region: staging beside production needs its own name, and its functions use it.
    const [, bus] = onlyResource(staging.template, 'AWS::Events::EventBus');
    expect(bus.Properties.Name).toBe('lane-staging');
    const variables = Object.values(resourcesOf(staging.template, 'AWS::Lambda::Function'))
      .map((fn) => fn.Properties.Environment?.Variables?.LANE_EVENT_BUS_NAME)
      .filter((value) => value !== undefined);
    expect(variables.length).toBeGreaterThan(0);
    expect(new Set(variables)).toEqual(new Set(['lane-staging']));
  });

  it('creates no SES identity when the sender already has one, and still lets the functions send', () => {
    const existing = synthLane({ config: testConfig({ mailIdentity: 'existing' }) }).template;
    expect(Object.keys(resourcesOf(existing, 'AWS::SES::EmailIdentity'))).toEqual([]);
    const sendStatements = Object.values(resourcesOf(existing, 'AWS::IAM::Policy'))
      .flatMap((policy) => policy.Properties.PolicyDocument.Statement as Json[])
      .filter((statement) => statement.Action === 'ses:SendEmail');
    expect(sendStatements.length).toBeGreaterThan(0);
    for (const statement of sendStatements) {
      expect((statement.Resource as Json[]).map(render)).toEqual(
        expect.arrayContaining([
          'arn:aws:ses:us-east-1:123456789012:identity/receipts@lane.example',
          'arn:aws:ses:us-east-1:123456789012:identity/lane.example',
        ]),
      );
    }
  });
});

describe('alarms that fire at launch traffic', () => {
  const alarms = () => Object.entries(resourcesOf(template, 'AWS::CloudWatch::Alarm'));
  const alarmNamed = (stackTemplate: Template, name: string): Json =>
    Object.entries(resourcesOf(stackTemplate, 'AWS::CloudWatch::Alarm')).find(
      ([id]) => readableId(id) === `Observability${name}Alarm`,
    )?.[1]?.Properties;
  const metricsOf = (alarm: Json): Json[] =>
    (alarm.Metrics as Json[]).filter((metric) => metric.MetricStat).map((metric) => metric.MetricStat.Metric);
  /** An alarm on one metric, however CloudFormation spells it (a labelled metric becomes a query). */
  const watched = (alarm: Json): Json => {
    if (!alarm) return undefined;
    if (!alarm.Metrics) {
      const { Namespace, MetricName, Dimensions, Statistic, Period, Threshold } = alarm;
      return { Namespace, MetricName, Dimensions, Statistic, Period, Threshold };
    }
    const stats = (alarm.Metrics as Json[]).filter((metric) => metric.MetricStat);
    expect(stats).toHaveLength(1);
    const stat = stats[0].MetricStat;
    return { ...stat.Metric, Statistic: stat.Stat, Period: stat.Period, Threshold: alarm.Threshold };
  };

  it('alarms on a handful of 5xx answers, however few requests there were', () => {
    const alarm = alarmNamed(template, 'ServerErrors');
    expect(watched(alarm)).toMatchObject({
      Namespace: 'AWS/ApiGateway',
      MetricName: '5xx',
      Statistic: 'Sum',
      Period: 300,
      Threshold: 3,
    });
    expect(alarm.ComparisonOperator).toBe('GreaterThanOrEqualToThreshold');
    // No expression and no minimum request count: three 5xx at launch volume are enough.
    expect((alarm.Metrics ?? []).filter((metric: Json) => metric.Expression)).toEqual([]);
  });

  it('alarms on the error middleware’s UnhandledErrors, which Lambda never counts', () => {
    expect(watched(alarmNamed(template, 'UnhandledErrors'))).toMatchObject({
      Namespace: METRICS_NAMESPACE,
      MetricName: METRIC.unhandledErrors,
      Dimensions: [{ Name: 'service', Value: 'lane' }],
      Statistic: 'Sum',
      Threshold: 1,
    });
  });

  it('alarms on throttles of every function and on the account nearing its concurrency quota', () => {
    const names = [
      ...API_ROUTES.map((route) => route.handler),
      ...EVENT_RULES.flatMap((rule) => rule.consumers),
      'origin-verify',
    ];
    for (const name of new Set(names)) {
      expect(watched(alarmNamed(template, `${pascalCase(name)}Throttles`)), name).toMatchObject({
        Namespace: 'AWS/Lambda',
        MetricName: 'Throttles',
        Threshold: 1,
      });
    }
    expect(watched(alarmNamed(template, 'AccountConcurrency'))).toMatchObject({
      Namespace: 'AWS/Lambda',
      MetricName: 'ConcurrentExecutions',
      Statistic: 'Maximum',
      Threshold: 800,
    });
    // A new account's quota may be tiny: the threshold follows the configured one.
    const small = synthLane({ config: testConfig({ lambdaConcurrencyQuota: '50' }) }).template;
    expect(alarmNamed(small, 'AccountConcurrency').Threshold).toBe(40);
  });

  it('alarms on table throttles and system errors, for every operation the adapters use', () => {
    for (const [name, metricName] of [
      ['TableThrottles', 'ThrottledRequests'],
      ['TableSystemErrors', 'SystemErrors'],
    ] as const) {
      const alarm = alarmNamed(template, name);
      expect(alarm.Threshold, name).toBe(1);
      const metrics = metricsOf(alarm);
      expect(
        metrics.every((metric) => metric.Namespace === 'AWS/DynamoDB' && metric.MetricName === metricName),
      ).toBe(true);
      const operations = metrics.map(
        (metric) => (metric.Dimensions as Json[]).find((d) => d.Name === 'Operation').Value,
      );
      expect(operations.sort()).toEqual([...TABLE_OPERATIONS].sort());
    }
  });

  it('alarms on events EventBridge failed to deliver, for every rule of the custom bus', () => {
    const [busId] = onlyResource(template, 'AWS::Events::EventBus');
    for (const rule of EVENT_RULES) {
      const alarm = alarmNamed(template, `${pascalCase(rule.name)}FailedInvocations`);
      expect(alarm?.Threshold, rule.name).toBe(1);
      const metrics = metricsOf(alarm);
      expect(metrics.map((metric) => metric.MetricName).sort()).toEqual([
        'FailedInvocations',
        'InvocationsFailedToBeSentToDlq',
      ]);
      for (const metric of metrics) {
        expect(metric.Namespace).toBe('AWS/Events');
        const dimensions = Object.fromEntries(
          (metric.Dimensions as Json[]).map((d) => [d.Name, render(d.Value)]),
        );
        expect(dimensions).toEqual({
          EventBusName: readableId(busId),
          RuleName: `Events${pascalCase(rule.name)}Rule`,
        });
      }
    }
  });

  it('alarms before SES reviews the account for bounces or complaints', () => {
    expect(watched(alarmNamed(template, 'MailBounceRate'))).toMatchObject({
      Namespace: 'AWS/SES',
      MetricName: 'Reputation.BounceRate',
      Threshold: SES_REPUTATION.bounceRate,
    });
    expect(watched(alarmNamed(template, 'MailComplaintRate'))).toMatchObject({
      Namespace: 'AWS/SES',
      MetricName: 'Reputation.ComplaintRate',
      Threshold: SES_REPUTATION.complaintRate,
    });
    expect(SES_REPUTATION.bounceRate).toBeLessThan(0.05);
    expect(SES_REPUTATION.complaintRate).toBeLessThan(0.001);
  });

  it('guards Bedrock spend with an hourly token alarm, and only when a model is in use', () => {
    const alarm = alarmNamed(template, 'ModelTokenSpend');
    expect(alarm.Threshold).toBe(2_000_000);
    const metrics = metricsOf(alarm);
    expect(metrics.map((metric) => metric.MetricName).sort()).toEqual([
      METRIC.inputTokens,
      METRIC.outputTokens,
    ]);
    for (const metric of alarm.Metrics as Json[]) {
      if (metric.MetricStat) expect(metric.MetricStat.Period).toBe(3600);
    }
    const tuned = synthLane({ config: testConfig({ modelTokensPerHour: '500000' }) }).template;
    expect(alarmNamed(tuned, 'ModelTokenSpend').Threshold).toBe(500_000);
    const offline = synthLane({ config: testConfig({ assistant: 'offline' }) }).template;
    expect(alarmNamed(offline, 'ModelTokenSpend')).toBeUndefined();
  });

  it('notifies both when an alarm fires and when it is over', () => {
    const [topicId] = onlyResource(template, 'AWS::SNS::Topic');
    expect(alarms().length).toBeGreaterThan(30);
    for (const [id, alarm] of alarms()) {
      expect(alarm.Properties.AlarmActions, id).toEqual([{ Ref: topicId }]);
      expect(alarm.Properties.OKActions, id).toEqual([{ Ref: topicId }]);
    }
  });

  it('turns X-Ray off everywhere, since no SDK client is instrumented', () => {
    for (const fn of Object.values(resourcesOf(template, 'AWS::Lambda::Function'))) {
      expect(fn.Properties.TracingConfig).toBeUndefined();
    }
    const actions = Object.values(resourcesOf(template, 'AWS::IAM::Policy')).flatMap((policy) =>
      (policy.Properties.PolicyDocument.Statement as Json[]).flatMap((statement) =>
        [statement.Action].flat(),
      ),
    );
    expect(actions.filter((action: string) => action.startsWith('xray:'))).toEqual([]);
  });
});

describe('Stripe calls fit inside the functions that make them', () => {
  it('gives up on Stripe with at least 30% of the function’s time to spare', () => {
    const client = createStripeClient('sk_test_budget');
    const configured = {
      timeoutMs: client.getApiField('timeout') as number,
      maxNetworkRetries: client.getMaxNetworkRetries(),
    };
    expect(configured).toEqual(STRIPE_REQUEST);
    // The backoff stripeWorstCaseMs assumes is the library's own.
    expect([client.getInitialNetworkRetryDelay(), client.getMaxNetworkRetryDelay()]).toEqual([0.5, 5]);
    // A refused key costs one more attempt (401 is never retried), then the call again with the
    // key read afresh.
    const worstMs = configured.timeoutMs + stripeWorstCaseMs(configured);

    const callers = Object.entries(HTTP_ACCESS)
      .filter(([, access]) => access.secrets?.includes('stripeSecretKey'))
      .map(([handler]) => handler);
    expect(callers.sort()).toEqual(['checkout', 'checkout-confirm', 'stripe-webhook']);
    for (const handler of callers) {
      const timeoutMs = functionProps(`Api/${pascalCase(handler)}`).Timeout * 1000;
      expect(worstMs, handler).toBeLessThanOrEqual(timeoutMs * 0.7);
    }
  });
});

describe('mail that arrives', () => {
  it('sends every message through a configuration set that reports bounces and complaints', () => {
    const [setId, set] = onlyResource(template, 'AWS::SES::ConfigurationSet');
    expect(set.Properties).toMatchObject({
      ReputationOptions: { ReputationMetricsEnabled: true },
      SuppressionOptions: { SuppressedReasons: expect.arrayContaining(['BOUNCE', 'COMPLAINT']) },
    });
    const [, destination] = onlyResource(template, 'AWS::SES::ConfigurationSetEventDestination');
    expect(render(destination.Properties.ConfigurationSetName)).toBe(readableId(setId));
    expect(destination.Properties.EventDestination).toMatchObject({
      Enabled: true,
      MatchingEventTypes: expect.arrayContaining(['bounce', 'complaint', 'send', 'delivery']),
      CloudWatchDestination: {
        DimensionConfigurations: [expect.objectContaining({ DimensionName: MAIL_EVENTS_DIMENSION })],
      },
    });
    // The mailing functions name it.
    for (const path of ['Api/Access', 'Events/SendReceipt']) {
      expect(render(functionProps(path).Environment.Variables.LANE_SES_CONFIGURATION_SET), path).toBe(
        readableId(setId),
      );
    }
    // The default identity uses it too.
    const [, identity] = onlyResource(template, 'AWS::SES::EmailIdentity');
    expect(render(identity.Properties.ConfigurationSetAttributes.ConfigurationSetName)).toBe(
      readableId(setId),
    );
  });

  it('offers a domain identity with DKIM and a custom MAIL FROM, and prints the DNS records', () => {
    const domain = synthLane({
      config: testConfig({ mailIdentity: 'domain', mailFromDomain: 'bounce.lane.example' }),
    }).template;
    const [, identity] = onlyResource(domain, 'AWS::SES::EmailIdentity');
    expect(identity.Properties).toMatchObject({
      EmailIdentity: 'lane.example',
      DkimAttributes: { SigningEnabled: true },
      MailFromAttributes: { MailFromDomain: 'bounce.lane.example', BehaviorOnMxFailure: 'USE_DEFAULT_VALUE' },
    });
    const outputs = domain.toJSON().Outputs as Record<string, Json>;
    expect(
      Object.keys(outputs)
        .filter((key) => key.startsWith('MailDns'))
        .sort(),
    ).toEqual(['MailDnsDkim1', 'MailDnsDkim2', 'MailDnsDkim3', 'MailDnsMailFromMx', 'MailDnsMailFromSpf']);
    expect(render(outputs['MailDnsMailFromMx'].Value)).toBe(
      'bounce.lane.example MX 10 feedback-smtp.us-east-1.amazonses.com',
    );
    expect(render(outputs['MailDnsDkim1'].Value)).toMatch(/ CNAME /);
  });

  it('gives the authorizer the origin token’s secret, never the token', () => {
    const variables = functionProps('Api/OriginVerify').Environment.Variables as Record<string, Json>;
    expect(render(variables[ORIGIN_VERIFY_SECRET_ID_VARIABLE])).toBe('SecretsOriginVerify');
    // No function's configuration resolves any secret value.
    for (const [id, fn] of Object.entries(resourcesOf(template, 'AWS::Lambda::Function'))) {
      expect(JSON.stringify(fn.Properties.Environment ?? {}), id).not.toContain('resolve:secretsmanager');
    }
  });

  it('publishes the site without its source maps', () => {
    const assembly = lane.app.synth();
    const deployments = Object.values(resourcesOf(template, 'Custom::CDKBucketDeployment'));
    expect(deployments.length).toBeGreaterThan(0);
    const assetHashes = new Set(
      deployments.flatMap((deployment) =>
        (deployment.Properties.SourceObjectKeys as Json[]).map((key) => render(key).replace(/\.zip$/, '')),
      ),
    );
    const files = (directory: string): string[] =>
      readdirSync(directory, { withFileTypes: true }).flatMap((entry) =>
        entry.isDirectory() ? files(join(directory, entry.name)) : [entry.name],
      );
    const published = [...assetHashes].flatMap((hash) => {
      const directory = join(assembly.directory, `asset.${hash}`);
      return existsSync(directory) ? files(directory) : [];
    });
    // The fixture build has index.html, robots.txt, a script and its map.
    expect(published).toEqual(expect.arrayContaining(['index.html', 'index-3f9a2c1b.js']));
    expect(published.filter((name) => name.endsWith('.map'))).toEqual([]);
  });

  it('offers a CloudFront WAF rate rule on /api/*, in us-east-1 only', () => {
    expect(Object.keys(resourcesOf(template, 'AWS::WAFv2::WebACL'))).toEqual([]);

    const guarded = synthLane({ config: testConfig({ wafApiRateLimit: '300' }) }).template;
    const [aclId, acl] = onlyResource(guarded, 'AWS::WAFv2::WebACL');
    expect(acl.Properties).toMatchObject({ Scope: 'CLOUDFRONT', DefaultAction: { Allow: {} } });
    expect(acl.Properties.Rules).toEqual([
      expect.objectContaining({
        Action: { Block: {} },
        Statement: {
          RateBasedStatement: {
            Limit: 300,
            EvaluationWindowSec: 300,
            AggregateKeyType: 'IP',
            ScopeDownStatement: {
              ByteMatchStatement: expect.objectContaining({
                FieldToMatch: { UriPath: {} },
                PositionalConstraint: 'STARTS_WITH',
                SearchString: '/api/',
              }),
            },
          },
        },
      }),
    ]);
    const [, distribution] = onlyResource(guarded, 'AWS::CloudFront::Distribution');
    expect(render(distribution.Properties.DistributionConfig.WebACLId)).toBe(`${readableId(aclId)}.Arn`);

    expect(() =>
      synthLane({
        config: testConfig({ wafApiRateLimit: '300' }),
        env: { account: '123456789012', region: 'eu-west-1' },
      }),
    ).toThrow(/us-east-1/);
    // A template without a region refuses, at deploy time, to create the web ACL elsewhere.
    const agnostic = synthLane({ config: testConfig({ wafApiRateLimit: '300' }), env: {} }).template;
    const rules = agnostic.toJSON().Rules as Record<string, Json>;
    const regionRule = Object.entries(rules).find(([id]) => id.startsWith('WebWebAclRegion'))?.[1];
    expect(regionRule.Assertions[0].Assert).toEqual({ 'Fn::Equals': [{ Ref: 'AWS::Region' }, 'us-east-1'] });
  });
});
