import { CfnOutput, Duration, Stack, Validations } from 'aws-cdk-lib';
import type { HttpApi } from 'aws-cdk-lib/aws-apigatewayv2';
import {
  AlarmStatusWidget,
  ComparisonOperator,
  Dashboard,
  GraphWidget,
  MathExpression,
  Metric,
  Stats,
  TextWidget,
  TreatMissingData,
  Alarm,
  type IMetric,
} from 'aws-cdk-lib/aws-cloudwatch';
import { SnsAction } from 'aws-cdk-lib/aws-cloudwatch-actions';
import { Operation, type ITable } from 'aws-cdk-lib/aws-dynamodb';
import type { IEventBus, IRule } from 'aws-cdk-lib/aws-events';
import type { IFunction } from 'aws-cdk-lib/aws-lambda';
import type { IQueue } from 'aws-cdk-lib/aws-sqs';
import { Topic } from 'aws-cdk-lib/aws-sns';
import { EmailSubscription } from 'aws-cdk-lib/aws-sns-subscriptions';
import { CHAT_ERROR_CLASS_DIMENSION, METRIC, METRICS_NAMESPACE, METRICS_SERVICE } from '@lane/shared';
import { Construct } from 'constructs';
import { pascalCase } from '../names.js';
import { MAIL_EVENTS_DIMENSION } from './mail.js';

/** Where the functions publish their own metrics (Powertools EMF): names shared with the handlers. */
export const LANE_METRICS = {
  namespace: METRICS_NAMESPACE,
  dimensions: { service: METRICS_SERVICE },
  purchases: METRIC.purchaseCompleted,
  grants: METRIC.passGranted,
  extensions: METRIC.passExtended,
  revocations: METRIC.passRevoked,
  webhookRejections: METRIC.webhookRejected,
  rateLimited: METRIC.rateLimited,
  accessDenied: METRIC.accessDenied,
  chatRequests: METRIC.chatRequests,
  chatErrors: METRIC.chatErrors,
  modelLatency: METRIC.modelLatency,
  timeToFirstToken: METRIC.timeToFirstToken,
  inputTokens: METRIC.inputTokens,
  outputTokens: METRIC.outputTokens,
  unhandledErrors: METRIC.unhandledErrors,
} as const;

/** The table operations Lane's adapters perform (lambdas/src/adapters/dynamodb). */
export const TABLE_OPERATIONS = [
  Operation.GET_ITEM,
  Operation.PUT_ITEM,
  Operation.UPDATE_ITEM,
  Operation.DELETE_ITEM,
  Operation.TRANSACT_WRITE_ITEMS,
] as const;

/** SES reviews an account at a 5% bounce rate and a 0.1% complaint rate; these alarm before that. */
export const SES_REPUTATION = { bounceRate: 0.04, complaintRate: 0.0008 } as const;

/** The chat error classes that mean the model failed (not the caller): the ai_* codes of shared/src/errors.ts. */
export const MODEL_ERROR_CLASSES = ['ai_error', 'ai_unavailable', 'ai_configuration'] as const;

const FIVE_MINUTES = Duration.minutes(5);

export interface AlarmThresholds {
  /** Percent of API requests answered 5xx in five minutes. @default 5 */
  readonly serverErrorPercent?: number;
  /** Fewest requests in five minutes for the 5xx rate to mean anything. @default 20 */
  readonly serverErrorMinimumRequests?: number;
  /** Rejected webhooks in five minutes (a wrong signing secret rejects every delivery). @default 3 */
  readonly webhookRejections?: number;
  /** Model failures in five minutes. @default 3 */
  readonly modelErrors?: number;
  /**
   * 5xx answers in five minutes, whatever the traffic: at launch volume the rate alarm's minimum
   * is never reached. @default 3
   */
  readonly serverErrors?: number;
  /** Concurrent executions in the account (all functions) worth a warning. @default 800 */
  readonly accountConcurrency?: number;
  /** Model tokens (input + output) in one hour: the spend guard. @default 2,000,000 */
  readonly modelTokensPerHour?: number;
}

export interface ObservabilityProps {
  readonly alarmEmail: string;
  readonly api: HttpApi;
  /** Every function by its shared name (route handler, consumer, authorizer). */
  readonly functions: Readonly<Record<string, IFunction>>;
  /**
   * The functions that answer through a function URL (the streaming chat), by route handler name:
   * API Gateway never sees their requests, so their URL's own 4xx/5xx count instead.
   * @default - none
   */
  readonly streamingFunctions?: Readonly<Record<string, IFunction>>;
  /** Dead-letter queues by consumer name. */
  readonly deadLetterQueues: Readonly<Record<string, IQueue>>;
  /** The event bus and its rules by shared rule name, for failed deliveries. */
  readonly bus?: IEventBus;
  readonly rules?: Readonly<Record<string, IRule>>;
  /** The table, for throttles and system errors. */
  readonly table?: ITable;
  /** The SES configuration set, for the mail graph. */
  readonly mailConfigurationSetName?: string;
  /** Whether chat calls a model (false when the cloud runs the offline assistant). @default true */
  readonly modelInUse?: boolean;
  /** @default - see AlarmThresholds */
  readonly thresholds?: AlarmThresholds;
}

const laneMetric = (metricName: string, statistic: string = Stats.SUM, label?: string): Metric =>
  new Metric({
    namespace: LANE_METRICS.namespace,
    metricName,
    dimensionsMap: LANE_METRICS.dimensions,
    statistic,
    period: FIVE_MINUTES,
    ...(label ? { label } : {}),
  });

/**
 * What ops watch (docs/operations.md, "The dashboard and the alarms"): one dashboard for traffic, errors, latency, the model, the money
 * and the dead letters, and alarms that email the operator through SNS.
 */
export class Observability extends Construct {
  readonly topic: Topic;
  readonly dashboard: Dashboard;
  readonly alarms: Alarm[] = [];

  constructor(scope: Construct, id: string, props: ObservabilityProps) {
    super(scope, id);
    const thresholds = props.thresholds ?? {};
    const modelInUse = props.modelInUse ?? true;

    this.topic = new Topic(this, 'Alarms', { displayName: 'Lane alarms', enforceSSL: true });
    this.topic.addSubscription(new EmailSubscription(props.alarmEmail));
    Validations.of(this.topic).acknowledge({
      id: 'AwsSolutions-SNS2',
      reason:
        'Alarm notifications carry alarm names and metric values only. CloudWatch cannot publish to a topic under the ' +
        'AWS-managed SNS key, and a customer key would protect no personal data.',
    });
    const notify = new SnsAction(this.topic);
    /** An alarm on one period of the metric that emails the operator; no data is no alarm. */
    const alarm = (
      id: string,
      metric: IMetric,
      alarmDescription: string,
      threshold: number,
      comparisonOperator = ComparisonOperator.GREATER_THAN_OR_EQUAL_TO_THRESHOLD,
    ): Alarm => {
      const created = new Alarm(this, id, {
        metric,
        alarmDescription,
        threshold,
        comparisonOperator,
        evaluationPeriods: 1,
        treatMissingData: TreatMissingData.NOT_BREACHING,
      });
      created.addAlarmAction(notify);
      // The operator also hears when it is over, so an alarm email is never left open-ended.
      created.addOkAction(notify);
      this.alarms.push(created);
      return created;
    };

    // ---- API --------------------------------------------------------------------------------
    const requests = props.api.metricCount({ period: FIVE_MINUTES, statistic: Stats.SUM, label: 'Requests' });
    const clientErrors = props.api.metricClientError({
      period: FIVE_MINUTES,
      statistic: Stats.SUM,
      label: '4xx',
    });
    const serverErrors = props.api.metricServerError({
      period: FIVE_MINUTES,
      statistic: Stats.SUM,
      label: '5xx',
    });
    const minimum = thresholds.serverErrorMinimumRequests ?? 20;
    const serverErrorRate = new MathExpression({
      expression: `IF(requests >= ${minimum}, 100 * errors / requests, 0)`,
      usingMetrics: { requests, errors: serverErrors },
      period: FIVE_MINUTES,
      label: '5xx %',
    });
    alarm(
      'ServerErrorRateAlarm',
      serverErrorRate,
      `More than ${thresholds.serverErrorPercent ?? 5}% of API requests answered 5xx in five minutes.`,
      thresholds.serverErrorPercent ?? 5,
      ComparisonOperator.GREATER_THAN_THRESHOLD,
    );

    alarm(
      'ServerErrorsAlarm',
      serverErrors,
      `${thresholds.serverErrors ?? 3} or more API requests answered 5xx in five minutes.`,
      thresholds.serverErrors ?? 3,
    );
    // ---- function URLs (the streamed chat): requests API Gateway never sees -------------------
    const streaming = Object.entries(props.streamingFunctions ?? {});
    const urlMetric = (fn: IFunction, metricName: string, label: string) =>
      fn.metric(metricName, { period: FIVE_MINUTES, statistic: Stats.SUM, label });
    const urlServerErrors = streaming.map(([name, fn]) => urlMetric(fn, 'Url5xxCount', `${name} 5xx`));
    for (const [name, fn] of streaming) {
      alarm(
        `${pascalCase(name)}UrlServerErrorsAlarm`,
        fn.metric('Url5xxCount', { period: FIVE_MINUTES, statistic: Stats.SUM }),
        `${thresholds.serverErrors ?? 3} or more ${name} requests answered 5xx from the function URL in five ` +
          'minutes (a failed answer after the stream began is an error event, counted in ChatErrors).',
        thresholds.serverErrors ?? 3,
      );
    }

    // A handler's error becomes a 500 answer, so Lambda never counts it: the error middleware does.
    const unhandledErrors = laneMetric(LANE_METRICS.unhandledErrors, Stats.SUM, 'Unhandled errors');
    alarm(
      'UnhandledErrorsAlarm',
      unhandledErrors,
      'A route handler failed with an unexpected error and answered 500 (its log has "Unhandled error").',
      1,
    );

    // ---- functions --------------------------------------------------------------------------
    const functions = Object.entries(props.functions);
    for (const [name, fn] of functions) {
      alarm(
        `${pascalCase(name)}ErrorsAlarm`,
        fn.metricErrors({ period: FIVE_MINUTES, statistic: Stats.SUM }),
        `The ${name} function failed (an unhandled error, a timeout or a crash).`,
        1,
      );
      alarm(
        `${pascalCase(name)}ThrottlesAlarm`,
        fn.metricThrottles({ period: FIVE_MINUTES, statistic: Stats.SUM }),
        `Lambda refused to run the ${name} function: the account's concurrency is used up.`,
        1,
      );
    }
    const accountConcurrency = new Metric({
      namespace: 'AWS/Lambda',
      metricName: 'ConcurrentExecutions',
      statistic: Stats.MAXIMUM,
      period: Duration.minutes(1),
      label: 'Concurrent executions (account)',
    });
    alarm(
      'AccountConcurrencyAlarm',
      accountConcurrency,
      `The account ran ${thresholds.accountConcurrency ?? 800} or more functions at once: near its Lambda ` +
        'concurrency quota (Service Quotas → Lambda), past which every function is throttled.',
      thresholds.accountConcurrency ?? 800,
    );
    const perFunction = (metric: (fn: IFunction, label: string) => IMetric): IMetric[] =>
      functions.map(([name, fn]) => metric(fn, name));

    // ---- payments ---------------------------------------------------------------------------
    const webhookRejections = laneMetric(LANE_METRICS.webhookRejections, Stats.SUM, 'Rejected webhooks');
    alarm(
      'WebhookRejectionsAlarm',
      webhookRejections,
      'Stripe webhooks are failing signature checks: the webhook secret in Secrets Manager may not match Stripe.',
      thresholds.webhookRejections ?? 3,
    );

    // ---- the table --------------------------------------------------------------------------
    const tableThrottles: IMetric[] = [];
    const tableErrors: IMetric[] = [];
    if (props.table) {
      const throttled = props.table.metricThrottledRequestsForOperations({
        operations: [...TABLE_OPERATIONS],
        period: FIVE_MINUTES,
        label: 'Throttled requests',
      });
      const systemErrors = props.table.metricSystemErrorsForOperations({
        operations: [...TABLE_OPERATIONS],
        period: FIVE_MINUTES,
        label: 'System errors',
      });
      tableThrottles.push(throttled);
      tableErrors.push(systemErrors);
      alarm(
        'TableThrottlesAlarm',
        throttled,
        'DynamoDB throttled requests to the table (on-demand limits or the account quota).',
        1,
      );
      alarm(
        'TableSystemErrorsAlarm',
        systemErrors,
        'DynamoDB answered requests to the table with internal errors (500).',
        1,
      );
    }

    // ---- event delivery ---------------------------------------------------------------------
    const eventFailures: IMetric[] = [];
    const bus = props.bus;
    if (bus && props.rules) {
      for (const [ruleName, rule] of Object.entries(props.rules)) {
        // A custom bus's rule metrics carry both dimensions.
        const ruleMetric = (metricName: string) =>
          new Metric({
            namespace: 'AWS/Events',
            metricName,
            dimensionsMap: { EventBusName: bus.eventBusName, RuleName: rule.ruleName },
            statistic: Stats.SUM,
            period: FIVE_MINUTES,
          });
        // Ids unique per rule: the dashboard draws every rule's expression in one graph.
        const key = pascalCase(ruleName).toLowerCase();
        const failed = new MathExpression({
          expression: `FILL(failed${key}, 0) + FILL(lost${key}, 0)`,
          usingMetrics: {
            [`failed${key}`]: ruleMetric('FailedInvocations'),
            [`lost${key}`]: ruleMetric('InvocationsFailedToBeSentToDlq'),
          },
          period: FIVE_MINUTES,
          label: ruleName,
        });
        eventFailures.push(failed);
        alarm(
          `${pascalCase(ruleName)}FailedInvocationsAlarm`,
          failed,
          `EventBridge could not deliver a ${ruleName} event to its consumer, nor always to its dead-letter queue.`,
          1,
        );
      }
    }

    // ---- mail -------------------------------------------------------------------------------
    // SES publishes the account's reputation in its region; past 5% bounces or 0.1% complaints it
    // reviews the account, and may stop it sending. These fire before that.
    const reputation = (metricName: string, label: string) =>
      new Metric({
        namespace: 'AWS/SES',
        metricName,
        statistic: Stats.MAXIMUM,
        period: Duration.hours(1),
        label,
      });
    const bounceRate = reputation('Reputation.BounceRate', 'Bounce rate');
    const complaintRate = reputation('Reputation.ComplaintRate', 'Complaint rate');
    alarm(
      'MailBounceRateAlarm',
      bounceRate,
      `SES bounce rate at ${SES_REPUTATION.bounceRate * 100}% or more (SES reviews accounts at 5%).`,
      SES_REPUTATION.bounceRate,
    );
    alarm(
      'MailComplaintRateAlarm',
      complaintRate,
      `SES complaint rate at ${SES_REPUTATION.complaintRate * 100}% or more (SES reviews accounts at 0.1%).`,
      SES_REPUTATION.complaintRate,
    );
    const configurationSet = props.mailConfigurationSetName;
    const mailEvents = configurationSet
      ? (['Send', 'Delivery', 'Bounce', 'Complaint', 'Reject'] as const).map(
          (metricName) =>
            new Metric({
              namespace: 'AWS/SES',
              metricName,
              dimensionsMap: { [MAIL_EVENTS_DIMENSION]: configurationSet },
              statistic: Stats.SUM,
              period: FIVE_MINUTES,
              label: metricName,
            }),
        )
      : [];

    // ---- dead letters -----------------------------------------------------------------------
    const deadLetters = Object.entries(props.deadLetterQueues);
    for (const [consumer, queue] of deadLetters) {
      alarm(
        `${pascalCase(consumer)}DeadLettersAlarm`,
        queue.metricApproximateNumberOfMessagesVisible({
          period: Duration.minutes(1),
          statistic: Stats.MAXIMUM,
        }),
        `An event for ${consumer} failed every retry and waits in its dead-letter queue to be redriven.`,
        1,
      );
    }

    // ---- the model --------------------------------------------------------------------------
    const modelErrorMetrics = Object.fromEntries(
      MODEL_ERROR_CLASSES.map((errorClass, index) => [
        `e${index}`,
        new Metric({
          namespace: LANE_METRICS.namespace,
          metricName: LANE_METRICS.chatErrors,
          dimensionsMap: { ...LANE_METRICS.dimensions, [CHAT_ERROR_CLASS_DIMENSION]: errorClass },
          statistic: Stats.SUM,
          period: FIVE_MINUTES,
          label: errorClass,
        }),
      ]),
    );
    const modelErrors = new MathExpression({
      expression: Object.keys(modelErrorMetrics)
        .map((key) => `FILL(${key}, 0)`)
        .join(' + '),
      usingMetrics: modelErrorMetrics,
      period: FIVE_MINUTES,
      label: 'Model errors',
    });
    const hourlyTokens = new MathExpression({
      expression: 'FILL(input, 0) + FILL(output, 0)',
      usingMetrics: {
        input: laneMetric(LANE_METRICS.inputTokens).with({ period: Duration.hours(1) }),
        output: laneMetric(LANE_METRICS.outputTokens).with({ period: Duration.hours(1) }),
      },
      period: Duration.hours(1),
      label: 'Model tokens per hour',
    });
    if (modelInUse) {
      alarm(
        'ModelErrorsAlarm',
        modelErrors,
        'Chat answers are failing at the model: errors, throttling, time-outs or its configuration.',
        thresholds.modelErrors ?? 3,
      );
      const tokensPerHour = thresholds.modelTokensPerHour ?? 2_000_000;
      alarm(
        'ModelTokenSpendAlarm',
        hourlyTokens,
        `The model read and wrote ${tokensPerHour} or more tokens in one hour: Bedrock spend is running ` +
          'far above normal (abuse, a loop, or real growth: then raise modelTokensPerHour).',
        tokensPerHour,
      );
    }

    // ---- the dashboard ----------------------------------------------------------------------
    const graph = (title: string, left: IMetric[], width = 8, right: IMetric[] = []) =>
      new GraphWidget({ title, left, right, width, height: 6, period: FIVE_MINUTES });

    this.dashboard = new Dashboard(this, 'Dashboard', { defaultInterval: Duration.hours(24) });
    this.dashboard.addWidgets(
      new TextWidget({
        markdown:
          '# Lane\nTraffic and errors first, then each function, the model, the money and the dead letters. ' +
          'Reading guide: docs/operations.md, "The dashboard and the alarms".',
        width: 24,
        height: 2,
      }),
    );
    this.dashboard.addWidgets(
      graph('API requests', [requests]),
      graph('API errors', [clientErrors, serverErrors, unhandledErrors], 8, [serverErrorRate]),
      graph('API latency', [
        props.api.metricLatency({ period: FIVE_MINUTES, statistic: Stats.p(50), label: 'p50' }),
        props.api.metricLatency({ period: FIVE_MINUTES, statistic: Stats.p(99), label: 'p99' }),
      ]),
    );
    this.dashboard.addWidgets(
      graph(
        'Invocations by function',
        perFunction((fn, label) => fn.metricInvocations({ period: FIVE_MINUTES, label })),
        6,
      ),
      graph(
        'Errors by function',
        perFunction((fn, label) => fn.metricErrors({ period: FIVE_MINUTES, label })),
        6,
      ),
      graph(
        'Throttles by function',
        perFunction((fn, label) => fn.metricThrottles({ period: FIVE_MINUTES, label })),
        6,
      ),
      graph(
        'Duration p99 by function (ms)',
        perFunction((fn, label) =>
          fn.metricDuration({ period: FIVE_MINUTES, statistic: Stats.p(99), label }),
        ),
        6,
      ),
    );
    if (streaming.length > 0) {
      this.dashboard.addWidgets(
        graph(
          'Streamed chat: function URL requests',
          streaming.map(([name, fn]) => urlMetric(fn, 'UrlRequestCount', `${name} requests`)),
        ),
        graph('Streamed chat: function URL errors', [
          ...streaming.map(([name, fn]) => urlMetric(fn, 'Url4xxCount', `${name} 4xx`)),
          ...urlServerErrors,
        ]),
        graph('Time to first token (ms)', [
          laneMetric(LANE_METRICS.timeToFirstToken, Stats.p(50), 'p50'),
          laneMetric(LANE_METRICS.timeToFirstToken, Stats.p(99), 'p99'),
        ]),
      );
    }
    this.dashboard.addWidgets(
      graph('Account concurrency', [accountConcurrency], 6),
      graph('Table throttled requests', tableThrottles, 6),
      graph('Table system errors', tableErrors, 6),
      graph('Failed event deliveries', eventFailures, 6),
    );
    this.dashboard.addWidgets(
      graph('Model latency (ms)', [
        laneMetric(LANE_METRICS.modelLatency, Stats.p(50), 'p50'),
        laneMetric(LANE_METRICS.modelLatency, Stats.p(99), 'p99'),
      ]),
      graph(
        'Model tokens',
        [
          laneMetric(LANE_METRICS.inputTokens, Stats.SUM, 'Input tokens'),
          laneMetric(LANE_METRICS.outputTokens, Stats.SUM, 'Output tokens'),
        ],
        8,
        [hourlyTokens],
      ),
      graph(
        'Chat requests and model errors',
        [laneMetric(LANE_METRICS.chatRequests, Stats.SUM, 'Chat requests')],
        8,
        [...Object.values(modelErrorMetrics)],
      ),
    );
    this.dashboard.addWidgets(
      graph('Purchases and grants', [
        laneMetric(LANE_METRICS.purchases, Stats.SUM, 'Purchases (webhook)'),
        laneMetric(LANE_METRICS.grants, Stats.SUM, 'Passes granted'),
        laneMetric(LANE_METRICS.extensions, Stats.SUM, 'Passes extended'),
      ]),
      graph('Revocations and rejected webhooks', [
        laneMetric(LANE_METRICS.revocations, Stats.SUM, 'Passes revoked'),
        webhookRejections,
      ]),
      graph('Refused calls', [
        laneMetric(LANE_METRICS.rateLimited, Stats.SUM, 'Rate-limited'),
        laneMetric(LANE_METRICS.accessDenied, Stats.SUM, 'Access denied'),
      ]),
    );
    this.dashboard.addWidgets(
      graph('Mail events', mailEvents, 12),
      graph('Mail reputation', [bounceRate, complaintRate], 12),
    );
    this.dashboard.addWidgets(
      graph(
        'Dead-letter queue depth',
        deadLetters.map(([consumer, queue]) =>
          queue.metricApproximateNumberOfMessagesVisible({
            period: Duration.minutes(1),
            statistic: Stats.MAXIMUM,
            label: consumer,
          }),
        ),
        12,
      ),
      new AlarmStatusWidget({ title: 'Alarms', alarms: this.alarms, width: 12, height: 6 }),
    );

    const region = Stack.of(this).region;
    new CfnOutput(this, 'DashboardUrl', {
      key: 'DashboardUrl',
      value: `https://${region}.console.aws.amazon.com/cloudwatch/home?region=${region}#dashboards/dashboard/${this.dashboard.dashboardName}`,
    });
    new CfnOutput(this, 'AlarmTopicArn', { key: 'AlarmTopicArn', value: this.topic.topicArn });
  }
}
