import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Template } from 'aws-cdk-lib/assertions';
import { API_PREFIX, API_ROUTES, CHAT_TIMING, SESSION_COOKIE, routeKey } from '@lane/shared';
import { STREAMING_FORWARDED_HEADERS } from '../lib/constructs/web.js';
import { removeSynthesized, synthLane } from './support/synth.js';
import { functionIdAt, onlyResource, readableId, render, resourcesOf } from './support/template.js';
import type { Json } from './support/template.js';

/**
 * The streamed chat in the template (issue 12): /api/chat is a Lambda function URL in
 * RESPONSE_STREAM mode with AWS_IAM auth, reached through the same CloudFront distribution with
 * origin access control, on a behaviour ahead of /api/*, and no longer an HTTP API route.
 */

let template: Template;
beforeAll(() => {
  template = synthLane().template;
});
afterAll(removeSynthesized);

const CACHING_DISABLED = '4135ea2d-6df8-44a3-9df3-4b5a84be39ad';
const chatRoute = API_ROUTES.find((route) => route.handler === 'chat')!;
const chatFunctionId = () => functionIdAt(template, 'Api/Chat');
const distribution = (): Json =>
  onlyResource(template, 'AWS::CloudFront::Distribution')[1].Properties.DistributionConfig;
const chatOrigin = (): Json => {
  const behavior = distribution().CacheBehaviors.find((b: Json) => b.PathPattern === chatRoute.path);
  return distribution().Origins.find((origin: Json) => origin.Id === behavior.TargetOriginId);
};

describe('the chat route in the template', () => {
  it('is marked streaming in the shared route table', () => {
    expect(chatRoute).toMatchObject({ method: 'POST', path: '/api/chat', streaming: true });
  });

  it('is a function URL with response streaming and AWS_IAM auth, on the chat function', () => {
    // One function URL per streaming route (the chat, the practice call), each on its own function.
    const urls = Object.values(resourcesOf(template, 'AWS::Lambda::Url'));
    expect(urls).toHaveLength(API_ROUTES.filter((route) => route.streaming).length);
    const url = urls.find(
      (candidate) => render(candidate.Properties.TargetFunctionArn) === `${readableId(chatFunctionId())}.Arn`,
    );
    expect(url?.Properties).toMatchObject({ AuthType: 'AWS_IAM', InvokeMode: 'RESPONSE_STREAM' });
    expect(url?.Properties.Cors).toBeUndefined();
  });

  it('is no longer routed through the HTTP API, which keeps every other route', () => {
    const keys = Object.values(resourcesOf(template, 'AWS::ApiGatewayV2::Route')).map(
      (route) => route.Properties.RouteKey,
    );
    expect(keys).not.toContain(routeKey(chatRoute));
    expect(keys.sort()).toEqual(
      API_ROUTES.filter((route) => !route.streaming)
        .map(routeKey)
        .sort(),
    );
  });

  it('has a CloudFront behaviour of its own, ordered ahead of /api/*', () => {
    const paths = distribution().CacheBehaviors.map((behavior: Json) => behavior.PathPattern);
    expect(paths.indexOf(chatRoute.path)).toBeGreaterThanOrEqual(0);
    expect(paths.indexOf(chatRoute.path)).toBeLessThan(paths.indexOf(`${API_PREFIX}/*`));
    const behavior = distribution().CacheBehaviors.find((b: Json) => b.PathPattern === chatRoute.path);
    expect(behavior).toMatchObject({
      ViewerProtocolPolicy: 'https-only',
      AllowedMethods: expect.arrayContaining(['POST']) as unknown,
      CachePolicyId: CACHING_DISABLED,
      Compress: false,
    });
    expect(behavior.ResponseHeadersPolicyId).toBeDefined();
  });

  it('reaches the function URL through origin access control that signs every request', () => {
    const origin = chatOrigin();
    expect(render(origin.DomainName)).toMatch(
      /^select\(2, split\('\/', ApiChatFunctionFunctionUrl.*\.FunctionUrl\)\)$/,
    );
    expect(origin.CustomOriginConfig.OriginProtocolPolicy).toBe('https-only');
    const [oacId, oac] = Object.entries(resourcesOf(template, 'AWS::CloudFront::OriginAccessControl')).find(
      ([, candidate]) =>
        candidate.Properties.OriginAccessControlConfig.OriginAccessControlOriginType === 'lambda',
    )!;
    expect(oac.Properties.OriginAccessControlConfig).toMatchObject({
      SigningBehavior: 'always',
      SigningProtocol: 'sigv4',
    });
    expect(render(origin.OriginAccessControlId)).toBe(`${readableId(oacId)}.Id`);
  });

  it('lets only this distribution invoke the URL, and only through the URL', () => {
    const permissions = Object.values(resourcesOf(template, 'AWS::Lambda::Permission')).filter((permission) =>
      render(permission.Properties.FunctionName).startsWith('ApiChatFunctionFunctionUrl'),
    );
    expect(permissions.map((permission) => permission.Properties.Action).sort()).toEqual([
      'lambda:InvokeFunction',
      'lambda:InvokeFunctionUrl',
    ]);
    for (const permission of permissions) {
      expect(permission.Properties.Principal).toBe('cloudfront.amazonaws.com');
      expect(render(permission.Properties.SourceArn)).toMatch(/:distribution\/WebDistribution$/);
      if (permission.Properties.Action === 'lambda:InvokeFunction')
        expect(permission.Properties.InvokedViaFunctionUrl).toBe(true);
    }
  });

  it('forwards only what the handler reads: content type, body hash, viewer address and the session cookie', () => {
    const behavior = distribution().CacheBehaviors.find((b: Json) => b.PathPattern === chatRoute.path);
    const [, policy] = Object.entries(resourcesOf(template, 'AWS::CloudFront::OriginRequestPolicy')).find(
      ([id]) => render({ Ref: id }) === render(behavior.OriginRequestPolicyId),
    )!;
    const config = policy.Properties.OriginRequestPolicyConfig;
    expect(config.HeadersConfig).toEqual({
      HeaderBehavior: 'whitelist',
      Headers: [...STREAMING_FORWARDED_HEADERS],
    });
    expect(config.HeadersConfig.Headers).toContain('x-amz-content-sha256');
    expect(config.HeadersConfig.Headers.map((name: string) => name.toLowerCase())).not.toContain('host');
    expect(config.CookiesConfig).toEqual({ CookieBehavior: 'whitelist', Cookies: [SESSION_COOKIE] });
    expect(config.QueryStringsConfig).toEqual({ QueryStringBehavior: 'none' });
  });

  it('orders its clocks: model budget < function timeout < CloudFront origin read timeout', () => {
    const functionTimeout = template.toJSON().Resources[chatFunctionId()].Properties.Timeout as number;
    const readTimeout = chatOrigin().CustomOriginConfig.OriginReadTimeout as number;
    expect(functionTimeout).toBe(chatRoute.timeoutSeconds);
    expect(CHAT_TIMING.modelBudgetSeconds).toBeLessThan(functionTimeout);
    expect(functionTimeout).toBeLessThan(readTimeout);
    expect(readTimeout).toBe(CHAT_TIMING.originReadTimeoutSeconds);
    // CloudFront's default quota allows at most 60 s without a request to AWS.
    expect(readTimeout).toBeLessThanOrEqual(60);
  });

  it('counts the function URL’s 4xx and 5xx on the dashboard and alarms on its 5xx', () => {
    const [, dashboard] = onlyResource(template, 'AWS::CloudWatch::Dashboard');
    const body = render(dashboard.Properties.DashboardBody);
    expect(body).toContain('"Url4xxCount"');
    expect(body).toContain('"Url5xxCount"');
    expect(body).toContain('"TimeToFirstToken"');
    const urlAlarms = Object.values(resourcesOf(template, 'AWS::CloudWatch::Alarm')).filter(
      (alarm) => alarm.Properties.MetricName === 'Url5xxCount',
    );
    // One alarm per streaming function; the chat's is on the chat function.
    expect(urlAlarms).toHaveLength(API_ROUTES.filter((route) => route.streaming).length);
    const alarms = urlAlarms.filter(
      (alarm) => render(alarm.Properties.Dimensions[0].Value) === readableId(chatFunctionId()),
    );
    expect(alarms).toHaveLength(1);
    expect(alarms[0]!.Properties).toMatchObject({
      Namespace: 'AWS/Lambda',
      ComparisonOperator: 'GreaterThanOrEqualToThreshold',
      Threshold: 3,
    });
    expect(render(alarms[0]!.Properties.Dimensions[0].Value)).toBe(readableId(chatFunctionId()));
    expect(alarms[0]!.Properties.AlarmActions).toBeDefined();
  });
});
