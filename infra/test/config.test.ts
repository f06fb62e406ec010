import { describe, expect, it } from 'vitest';
import { CONFIG_DEFAULTS, EXAMPLE_CONFIG, parseConfig } from '../lib/config.js';

const REQUIRED = {
  mailFrom: 'receipts@lane.example',
  alarmEmail: 'ops@lane.example',
  bedrockModelId: 'anthropic.claude-3-5-haiku-20241022-v1:0',
};
const parse = (context: Record<string, unknown>) => parseConfig((key) => context[key]);

describe('parseConfig', () => {
  it('reads the required values and leaves the optional ones out', () => {
    expect(parse(REQUIRED)).toEqual({
      ...REQUIRED,
      stripePriceIds: {},
      assistant: 'bedrock',
      stackName: 'Lane',
      eventBusName: 'lane',
      mailIdentity: 'address',
      lambdaConcurrencyQuota: CONFIG_DEFAULTS.lambdaConcurrencyQuota,
      modelTokensPerHour: CONFIG_DEFAULTS.modelTokensPerHour,
    });
  });

  it('reads every optional value', () => {
    const config = parse({
      ...REQUIRED,
      domainName: 'lane.example.com',
      certificateArn: 'arn:aws:acm:us-east-1:123456789012:certificate/0f1e2d3c-4b5a-6978-8a9b-0c1d2e3f4a5b',
      bedrockGuardrailId: 'abc123def456',
      bedrockGuardrailVersion: '3',
      stripePrice48hour: 'price_1A',
      stripePrice30day: 'price_2B',
      assistant: 'offline',
    });
    expect(config).toMatchObject({
      domain: { name: 'lane.example.com' },
      guardrail: { id: 'abc123def456', version: '3' },
      stripePriceIds: { '48hour': 'price_1A', '30day': 'price_2B' },
      assistant: 'offline',
    });
  });

  it('reads the deploy options of a second environment, the mail identity, quotas and WAF', () => {
    expect(
      parse({
        ...REQUIRED,
        stackName: 'LaneStaging',
        eventBusName: 'lane-staging',
        mailIdentity: 'domain',
        mailFromDomain: 'bounce.lane.example',
        lambdaConcurrencyQuota: '50',
        modelTokensPerHour: '250000',
        wafApiRateLimit: '300',
      }),
    ).toMatchObject({
      stackName: 'LaneStaging',
      eventBusName: 'lane-staging',
      mailIdentity: 'domain',
      mailFromDomain: 'bounce.lane.example',
      lambdaConcurrencyQuota: 50,
      modelTokensPerHour: 250_000,
      wafApiRateLimit: 300,
    });
    expect(parse({ ...REQUIRED, mailIdentity: 'existing' }).mailIdentity).toBe('existing');
    expect(parse(REQUIRED)).not.toHaveProperty('wafApiRateLimit');
  });

  it('refuses deploy options that would fail the deploy or mean nothing', () => {
    const refused: [Record<string, string>, RegExp][] = [
      [{ stackName: '1lane' }, /stackName "1lane"/],
      [{ stackName: 'L'.repeat(41) }, /stackName/],
      [{ eventBusName: 'default' }, /eventBusName "default"/],
      [{ eventBusName: 'a b' }, /eventBusName/],
      [{ mailIdentity: 'dkim' }, /mailIdentity "dkim"/],
      [{ mailFromDomain: 'bounce.lane.example' }, /mailFromDomain needs mailIdentity=domain/],
      [{ mailIdentity: 'domain', mailFromDomain: 'bounce.other.example' }, /not a subdomain of lane.example/],
      [{ lambdaConcurrencyQuota: 'lots' }, /lambdaConcurrencyQuota "lots" is not a whole number/],
      [{ lambdaConcurrencyQuota: '5' }, /lambdaConcurrencyQuota 5 is below 10/],
      [{ wafApiRateLimit: '9' }, /wafApiRateLimit 9 is below 10/],
      [{ modelTokensPerHour: '-1' }, /modelTokensPerHour/],
    ];
    for (const [context, message] of refused) {
      expect(() => parse({ ...REQUIRED, mailFrom: 'receipts@lane.example', ...context })).toThrow(message);
    }
  });

  it('lists every missing required value at once, by key', () => {
    expect(() => parse({})).toThrow(
      /mailFrom is required[\s\S]*alarmEmail is required[\s\S]*bedrockModelId is required/,
    );
  });

  it('treats empty values (an unset CI variable) as absent', () => {
    expect(
      parse({ ...REQUIRED, domainName: '', certificateArn: ' ', stripePrice48hour: '' }),
    ).not.toHaveProperty('domain');
  });

  it('refuses malformed values', () => {
    expect(() => parse({ ...REQUIRED, mailFrom: 'not-an-email' })).toThrow(
      /mailFrom "not-an-email" is not an email address/,
    );
    expect(() =>
      parse({ ...REQUIRED, bedrockModelId: 'arn:aws:bedrock:us-east-1::foundation-model/x' }),
    ).toThrow(/bedrockModelId/);
    expect(() => parse({ ...REQUIRED, stripePrice30day: 'prod_123' })).toThrow(/stripePrice30day/);
    expect(() => parse({ ...REQUIRED, assistant: 'gpt' })).toThrow(/assistant "gpt"/);
  });

  it('wants a CloudFront certificate from us-east-1, and a domain with it', () => {
    const elsewhere = 'arn:aws:acm:eu-west-1:123456789012:certificate/0f1e2d3c-4b5a-6978-8a9b-0c1d2e3f4a5b';
    expect(() => parse({ ...REQUIRED, domainName: 'lane.example.com', certificateArn: elsewhere })).toThrow(
      /us-east-1/,
    );
    expect(() => parse({ ...REQUIRED, domainName: 'lane.example.com' })).toThrow(/give both or neither/);
  });

  it('wants a pinned guardrail version with a guardrail, and no version without one', () => {
    expect(() => parse({ ...REQUIRED, bedrockGuardrailId: 'abc123' })).toThrow(/published version/);
    expect(() => parse({ ...REQUIRED, bedrockGuardrailVersion: '1' })).toThrow(/needs bedrockGuardrailId/);
  });

  it('fills gaps from the example configuration only when asked to', () => {
    expect(parse({ exampleConfig: 'true' })).toMatchObject({
      mailFrom: EXAMPLE_CONFIG['mailFrom'],
      alarmEmail: EXAMPLE_CONFIG['alarmEmail'],
      bedrockModelId: EXAMPLE_CONFIG['bedrockModelId'],
    });
    expect(parse({ exampleConfig: 'true', mailFrom: 'receipts@lane.example' }).mailFrom).toBe(
      'receipts@lane.example',
    );
    expect(() => parse({ exampleConfig: 'false' })).toThrow(/mailFrom is required/);
  });
});
