import { rmSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { App, Stack, Validations, type PolicyValidationPluginReport } from 'aws-cdk-lib';
import { Bucket } from 'aws-cdk-lib/aws-s3';
import { AwsSolutionsChecks } from 'cdk-nag';
import type { IConstruct } from 'constructs';
import { removeSynthesized, synthLane, testConfig } from './support/synth.js';

/** AwsSolutions over a construct tree, as the plugin bin/app.ts registers runs on every synth. */
const nag = (scope: IConstruct): PolicyValidationPluginReport =>
  new AwsSolutionsChecks(scope).validateScope(scope);

/** Findings as 'RuleId at construct path', so a failure names what to fix and where. */
const findings = (report: PolicyValidationPluginReport): string[] =>
  report.violations.flatMap((violation) =>
    violation.violatingResources.map(
      (resource) => `${violation.ruleName} at ${resource.constructPath ?? resource.resourceLogicalId}`,
    ),
  );

describe('cdk-nag AwsSolutions', () => {
  let app: App;
  beforeAll(() => {
    app = synthLane().app;
  });
  afterAll(removeSynthesized);

  it('reports no unacknowledged finding on the Lane stack', () => {
    expect(findings(nag(app))).toEqual([]);
  });

  it('lets synthesis through with the plugin registered, as `npm run synth` runs it', () => {
    Validations.of(app).addPlugins(new AwsSolutionsChecks(app));
    expect(() => app.synth({ force: true })).not.toThrow();
  });

  it('carries a reason for every acknowledgement, in the code beside the resource', () => {
    const acknowledged = app.node
      .findAll()
      .flatMap((construct) =>
        construct.node.metadata
          .filter((entry) => entry.type === Validations.ACKNOWLEDGED_RULES_METADATA_KEY)
          .flatMap((entry) => Object.entries(entry.data as Record<string, string>)),
      );
    expect(acknowledged.length).toBeGreaterThan(0);
    for (const [rule, reason] of acknowledged) {
      // A reason says why, in a sentence: not "ok", not "n/a".
      expect(reason.trim().split(/\s+/).length, rule).toBeGreaterThanOrEqual(8);
    }
  });

  it('stays clean with a custom domain, a guardrail and a plain foundation model', () => {
    const variant = synthLane({
      config: testConfig({
        domainName: 'lane.example.com',
        certificateArn: 'arn:aws:acm:us-east-1:123456789012:certificate/0f1e2d3c-4b5a-6978-8a9b-0c1d2e3f4a5b',
        bedrockModelId: 'anthropic.claude-3-5-haiku-20241022-v1:0',
        bedrockGuardrailId: 'abc123def456',
        bedrockGuardrailVersion: '1',
      }),
    });
    expect(findings(nag(variant.app))).toEqual([]);
    // With its own certificate the distribution requires TLS 1.2 (no acknowledgement needed).
    variant.template.hasResourceProperties('AWS::CloudFront::Distribution', {
      DistributionConfig: {
        ViewerCertificate: { MinimumProtocolVersion: 'TLSv1.2_2021', SslSupportMethod: 'sni-only' },
      },
    });
  });

  it('stays clean with the deploy options: a domain identity, the WAF rule, another stack and bus name', () => {
    const variant = synthLane({
      config: testConfig({
        mailIdentity: 'domain',
        mailFromDomain: 'bounce.lane.example',
        wafApiRateLimit: '300',
        stackName: 'LaneStaging',
        eventBusName: 'lane-staging',
      }),
    });
    expect(findings(nag(variant.app))).toEqual([]);
    const existing = synthLane({ config: testConfig({ mailIdentity: 'existing' }) });
    expect(findings(nag(existing.app))).toEqual([]);
  });

  it('stays clean with the offline assistant', () => {
    const variant = synthLane({ config: testConfig({ assistant: 'offline' }) });
    expect(findings(nag(variant.app))).toEqual([]);
  });

  it('does find problems: a public, unencrypted, unlogged bucket is reported', () => {
    const control = new App();
    const stack = new Stack(control, 'Control');
    new Bucket(stack, 'Careless');
    rmSync(control.outdir, { recursive: true, force: true });
    expect(findings(nag(control))).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^AwsSolutions-S1 at Control\/Careless/),
        expect.stringMatching(/^AwsSolutions-S10 /),
      ]),
    );
  });
});
