import { readFileSync, rmSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { App } from 'aws-cdk-lib';
import { Template } from 'aws-cdk-lib/assertions';
import { parseConfig, type LaneConfig } from '../../lib/config.js';
import { LaneStack } from '../../lib/lane-stack.js';
import { FIXTURE_SITE } from './fixture-site.js';

/** A fixed account and region: tests never look anything up and never need credentials. */
export const TEST_ENV = { account: '123456789012', region: 'us-east-1' } as const;

/** A small stand-in for frontend/dist, so tests never depend on a frontend build. */
export { FIXTURE_SITE };

/** The context values a deploy would pass; the Stripe prices are set so their variables are checked too. */
export const TEST_CONTEXT: Readonly<Record<string, string>> = {
  mailFrom: 'receipts@lane.example',
  alarmEmail: 'ops@lane.example',
  bedrockModelId: 'us.anthropic.claude-haiku-4-5-20251001-v1:0',
  stripePrice48hour: 'price_48hourTest',
  stripePrice30day: 'price_30dayTest',
};

export const testConfig = (overrides: Readonly<Record<string, string>> = {}): LaneConfig =>
  parseConfig((key) => ({ ...TEST_CONTEXT, ...overrides })[key]);

/** The feature flags of cdk.json, so tests build the same template `cdk synth` does. */
const CDK_CONTEXT = JSON.parse(
  readFileSync(fileURLToPath(new URL('../../../cdk.json', import.meta.url)), 'utf8'),
).context as Record<string, unknown>;

export interface SynthOptions {
  readonly config?: LaneConfig;
  readonly siteAssetsPath?: string;
  /** @default TEST_ENV */
  readonly env?: { readonly account?: string; readonly region?: string };
  /**
   * Bundle the functions with esbuild (several seconds each). Only the bundle assertions need it;
   * IAM, nag and wiring read the template, which bundling does not change.
   * @default false
   */
  readonly bundle?: boolean;
}

export interface Synthesized {
  readonly app: App;
  readonly stack: LaneStack;
  readonly template: Template;
}

const temporaryAssemblies: string[] = [];

/** Deletes the temporary assemblies this test file synthesized (bundles weigh megabytes). */
export function removeSynthesized(): void {
  for (const directory of temporaryAssemblies.splice(0)) rmSync(directory, { recursive: true, force: true });
}

/** One Lane stack, synthesized the way bin/app.ts builds it, into a fresh temporary assembly. */
export function synthLane(options: SynthOptions = {}): Synthesized {
  const app = new App({
    context: {
      ...CDK_CONTEXT,
      // No stack is bundled unless asked: the functions' code is replaced by a placeholder.
      ...(options.bundle ? {} : { 'aws:cdk:bundling-stacks': [] }),
    },
  });
  const config = options.config ?? testConfig();
  // As bin/app.ts: the construct id is the configured stack name.
  const stack = new LaneStack(app, config.stackName, {
    config,
    siteAssetsPath: options.siteAssetsPath ?? FIXTURE_SITE,
    env: options.env ?? TEST_ENV,
  });
  const template = Template.fromStack(stack);
  temporaryAssemblies.push(app.outdir);
  return { app, stack, template };
}
