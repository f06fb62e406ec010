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
  type Alarm,
  type IMetric,
} from 'aws-cdk-lib/aws-cloudwatch';
import { SnsAction } from 'aws-cdk-lib/aws-cloudwatch-actions';
import type { IFunction } from 'aws-cdk-lib/aws-lambda';
import type { IQueue } from 'aws-cdk-lib/aws-sqs';
import { Topic } from 'aws-cdk-lib/aws-sns';
import { EmailSubscription } from 'aws-cdk-lib/aws-sns-subscriptions';
import { CHAT_ERROR_CLASS_DIMENSION, METRIC, METRICS_NAMESPACE, METRICS_SERVICE } from '@lane/shared';
import { Construct } from 'constructs';
import { pascalCase } from '../names.js';

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
  inputTokens: METRIC.inputTokens,
  outputTokens: METRIC.outputTokens,
} as const;

/** The chat error classes that mean the model failed (not the caller): ai_* codes of DESIGN §7. */
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
}

export interface ObservabilityProps {
  readonly alarmEmail: string;
  readonly api: HttpApi;
  /** Every function by its shared name (route handler, consumer, authorizer). */
  readonly functions: Readonly<Record<string, IFunction>>;
  /** Dead-letter queues by consumer name. */
  readonly deadLetterQueues: Readonly<Record<string, IQueue>>;
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
 * What ops watch (DESIGN §10): one dashboard for traffic, errors, latency, the model, the money
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
    const alarm = (created: Alarm): Alarm => {
      created.addAlarmAction(notify);
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
      serverErrorRate.createAlarm(this, 'ServerErrorRateAlarm', {
        alarmDescription: `More than ${thresholds.serverErrorPercent ?? 5}% of API requests answered 5xx in five minutes.`,
        threshold: thresholds.serverErrorPercent ?? 5,
        comparisonOperator: ComparisonOperator.GREATER_THAN_THRESHOLD,
        evaluationPeriods: 1,
        treatMissingData: TreatMissingData.NOT_BREACHING,
      }),
    );

    // ---- functions --------------------------------------------------------------------------
    const functions = Object.entries(props.functions);
    for (const [name, fn] of functions) {
      alarm(
        fn
          .metricErrors({ period: FIVE_MINUTES, statistic: Stats.SUM })
          .createAlarm(this, `${pascalCase(name)}ErrorsAlarm`, {
            alarmDescription: `The ${name} function failed (an unhandled error, a timeout or a crash).`,
            threshold: 1,
            comparisonOperator: ComparisonOperator.GREATER_THAN_OR_EQUAL_TO_THRESHOLD,
            evaluationPeriods: 1,
            treatMissingData: TreatMissingData.NOT_BREACHING,
          }),
      );
    }
    const perFunction = (metric: (fn: IFunction, label: string) => IMetric): IMetric[] =>
      functions.map(([name, fn]) => metric(fn, name));

    // ---- payments ---------------------------------------------------------------------------
    const webhookRejections = laneMetric(LANE_METRICS.webhookRejections, Stats.SUM, 'Rejected webhooks');
    alarm(
      webhookRejections.createAlarm(this, 'WebhookRejectionsAlarm', {
        alarmDescription:
          'Stripe webhooks are failing signature checks: the webhook secret in Secrets Manager may not match Stripe.',
        threshold: thresholds.webhookRejections ?? 3,
        comparisonOperator: ComparisonOperator.GREATER_THAN_OR_EQUAL_TO_THRESHOLD,
        evaluationPeriods: 1,
        treatMissingData: TreatMissingData.NOT_BREACHING,
      }),
    );

    // ---- dead letters -----------------------------------------------------------------------
    const deadLetters = Object.entries(props.deadLetterQueues);
    for (const [consumer, queue] of deadLetters) {
      alarm(
        queue
          .metricApproximateNumberOfMessagesVisible({ period: Duration.minutes(1), statistic: Stats.MAXIMUM })
          .createAlarm(this, `${pascalCase(consumer)}DeadLettersAlarm`, {
            alarmDescription: `An event for ${consumer} failed every retry and waits in its dead-letter queue to be redriven.`,
            threshold: 1,
            comparisonOperator: ComparisonOperator.GREATER_THAN_OR_EQUAL_TO_THRESHOLD,
            evaluationPeriods: 1,
            treatMissingData: TreatMissingData.NOT_BREACHING,
          }),
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
    if (modelInUse) {
      alarm(
        modelErrors.createAlarm(this, 'ModelErrorsAlarm', {
          alarmDescription:
            'Chat answers are failing at the model: errors, throttling, time-outs or its configuration.',
          threshold: thresholds.modelErrors ?? 3,
          comparisonOperator: ComparisonOperator.GREATER_THAN_OR_EQUAL_TO_THRESHOLD,
          evaluationPeriods: 1,
          treatMissingData: TreatMissingData.NOT_BREACHING,
        }),
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
          'Reading guide: the README, Deploy, "Reading the dashboard".',
        width: 24,
        height: 2,
      }),
    );
    this.dashboard.addWidgets(
      graph('API requests', [requests]),
      graph('API errors', [clientErrors, serverErrors], 8, [serverErrorRate]),
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
    this.dashboard.addWidgets(
      graph('Model latency (ms)', [
        laneMetric(LANE_METRICS.modelLatency, Stats.p(50), 'p50'),
        laneMetric(LANE_METRICS.modelLatency, Stats.p(99), 'p99'),
      ]),
      graph('Model tokens', [
        laneMetric(LANE_METRICS.inputTokens, Stats.SUM, 'Input tokens'),
        laneMetric(LANE_METRICS.outputTokens, Stats.SUM, 'Output tokens'),
      ]),
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
