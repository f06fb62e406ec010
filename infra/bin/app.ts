import { App, Validations } from 'aws-cdk-lib';
import { AwsSolutionsChecks } from 'cdk-nag';
import { configFromContext } from '../lib/config.js';
import { LaneStack } from '../lib/lane-stack.js';

const app = new App();
const config = configFromContext(app.node);
// The construct id is the stack name, so `cdk deploy <stackName>` names it (default Lane).
new LaneStack(app, config.stackName, {
  description: 'Lane: the right words for money conversations (site, API, payments events, chat)',
  config,
  // From the CLI's credentials when there are any; without them the template stays
  // environment-agnostic, so synth works offline.
  env: { account: process.env['CDK_DEFAULT_ACCOUNT'], region: process.env['CDK_DEFAULT_REGION'] },
});
// AwsSolutions on every synth: an unacknowledged finding stops it.
Validations.of(app).addPlugins(new AwsSolutionsChecks(app));
