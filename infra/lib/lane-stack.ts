import { CfnOutput, Lazy, Stack, Tags, type StackProps } from 'aws-cdk-lib';
import type { Construct } from 'constructs';
import type { LaneConfig } from './config.js';
import { Ai } from './constructs/ai.js';
import { Api } from './constructs/api.js';
import { Data } from './constructs/data.js';
import { Events } from './constructs/events.js';
import { Mail } from './constructs/mail.js';
import { Observability } from './constructs/observability.js';
import { Secrets } from './constructs/secrets.js';
import { Web } from './constructs/web.js';
import { environmentVariables } from './environment.js';

export interface LaneStackProps extends StackProps {
  readonly config: LaneConfig;
  /**
   * The built frontend to deploy.
   * @default frontend/dist
   */
  readonly siteAssetsPath?: string;
}

/** The whole product in one stack. It only wires the constructs; each concern lives in its own. */
export class LaneStack extends Stack {
  readonly data: Data;
  readonly secrets: Secrets;
  readonly mail: Mail;
  readonly ai: Ai;
  readonly events: Events;
  readonly api: Api;
  readonly web: Web;
  readonly observability: Observability;

  constructor(scope: Construct, id: string, props: LaneStackProps) {
    super(scope, id, props);
    const { config } = props;
    Tags.of(this).add('project', 'lane');

    this.data = new Data(this, 'Data');
    this.secrets = new Secrets(this, 'Secrets');
    this.mail = new Mail(this, 'Mail', {
      from: config.mailFrom,
      identity: config.mailIdentity,
      ...(config.mailFromDomain ? { mailFromDomain: config.mailFromDomain } : {}),
    });
    this.ai = new Ai(this, 'Ai', {
      modelId: config.bedrockModelId,
      ...(config.guardrail ? { guardrail: config.guardrail } : {}),
    });

    // The site's address is the distribution's, which is only known once Web exists, and Web
    // needs the API first: the functions read it lazily, at synthesis.
    const siteUrl = Lazy.string({ produce: () => this.web.siteUrl });
    const environment = environmentVariables({
      LANE_TABLE_NAME: this.data.table.tableName,
      LANE_EVENT_BUS_NAME: config.eventBusName,
      LANE_SITE_URL: siteUrl,
      LANE_MAIL_FROM: config.mailFrom,
      LANE_SES_CONFIGURATION_SET: this.mail.configurationSet.configurationSetName,
      LANE_STRIPE_SECRET_KEY_SECRET_ID: this.secrets.stripeSecretKey.secretArn,
      LANE_STRIPE_WEBHOOK_SECRET_ID: this.secrets.stripeWebhookSecret.secretArn,
      LANE_ADMIN_EMAIL_SECRET_ID: this.secrets.adminEmail.secretArn,
      LANE_SESSION_KEY_SECRET_ID: this.secrets.sessionKey.secretArn,
      LANE_BEDROCK_MODEL_ID: config.bedrockModelId,
      LANE_BEDROCK_GUARDRAIL_ID: config.guardrail?.id,
      LANE_BEDROCK_GUARDRAIL_VERSION: config.guardrail?.version,
      LANE_ASSISTANT: config.assistant,
      LANE_STRIPE_PRICE_48HOUR: config.stripePriceIds['48hour'],
      LANE_STRIPE_PRICE_30DAY: config.stripePriceIds['30day'],
    });
    const access = {
      data: this.data,
      secrets: this.secrets,
      mail: this.mail,
      // With the offline assistant no function may call Bedrock at all.
      ...(config.assistant === 'bedrock' ? { ai: this.ai } : {}),
    };

    this.events = new Events(this, 'Events', { environment, access, busName: config.eventBusName });
    this.api = new Api(this, 'Api', {
      environment,
      access: { ...access, bus: this.events.bus },
      originVerify: this.secrets.originVerify,
    });
    this.web = new Web(this, 'Web', {
      apiDomainName: this.api.originDomainName,
      originVerify: this.secrets.originVerify,
      streamingRoutes: this.api.streamingRoutes,
      ...(config.domain ? { domain: config.domain } : {}),
      ...(config.wafApiRateLimit ? { wafApiRateLimit: config.wafApiRateLimit } : {}),
      ...(props.siteAssetsPath ? { siteAssetsPath: props.siteAssetsPath } : {}),
    });

    const functions = {
      ...Object.fromEntries(Object.entries(this.api.handlers).map(([name, fn]) => [name, fn.function])),
      ...Object.fromEntries(Object.entries(this.events.consumers).map(([name, fn]) => [name, fn.function])),
      'origin-verify': this.api.authorizer.function,
    };
    this.observability = new Observability(this, 'Observability', {
      alarmEmail: config.alarmEmail,
      api: this.api.httpApi,
      functions,
      streamingFunctions: Object.fromEntries(
        this.api.streamingRoutes.map((route) => [route.handler, this.api.handlers[route.handler]!.function]),
      ),
      deadLetterQueues: this.events.deadLetterQueues,
      bus: this.events.bus,
      rules: this.events.rules,
      table: this.data.table,
      mailConfigurationSetName: this.mail.configurationSet.configurationSetName,
      modelInUse: config.assistant === 'bedrock',
      thresholds: {
        accountConcurrency: Math.floor(config.lambdaConcurrencyQuota * 0.8),
        modelTokensPerHour: config.modelTokensPerHour,
      },
    });

    new CfnOutput(this, 'TableName', { key: 'TableName', value: this.data.table.tableName });
    new CfnOutput(this, 'MailFrom', {
      key: 'MailFrom',
      value: config.mailFrom,
      description: {
        address: 'Click the verification link SES sent to this address',
        domain: 'Add the DKIM (and MAIL FROM) records of the MailDns outputs to DNS',
        existing: 'Sent through the SES identity that already existed',
      }[config.mailIdentity],
    });
  }
}
