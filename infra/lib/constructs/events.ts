import { Duration, Validations } from 'aws-cdk-lib';
import { EventBus, Rule, type Archive, type CfnArchive } from 'aws-cdk-lib/aws-events';
import { LambdaFunction } from 'aws-cdk-lib/aws-events-targets';
import { SqsDestination } from 'aws-cdk-lib/aws-lambda-destinations';
import { Queue, QueueEncryption } from 'aws-cdk-lib/aws-sqs';
import { EVENT_BUS_NAME, EVENT_RETRY, EVENT_RULES, EVENT_SOURCE, eventPattern } from '@lane/shared';
import { Construct } from 'constructs';
import { CONSUMER_ACCESS, accessOf, grantAccess, type AccessTargets } from '../function-access.js';
import { eventConsumerEntry } from '../paths.js';
import { pascalCase } from '../names.js';
import { LaneFunction } from './lane-function.js';

export interface EventsProps {
  /** The variables every consumer reads. */
  readonly environment: Readonly<Record<string, string>>;
  /** What consumers' access may name; the bus is this construct's own. */
  readonly access: Omit<AccessTargets, 'bus'>;
  /**
   * The bus name, unique per account and region: a second environment there needs its own.
   * @default EVENT_BUS_NAME
   */
  readonly busName?: string;
  /**
   * How long published events stay in the archive for replay. Never shorter than the dead-letter
   * queues keep a message, so every dead letter's time window can still be replayed; no longer,
   * because the events carry buyers' emails.
   * @default the dead-letter retention
   */
  readonly archiveRetention?: Duration;
  /**
   * How long a failed event waits in its dead-letter queue to be redriven (alarms fire on the first).
   * @default Duration.days(4)
   */
  readonly deadLetterRetention?: Duration;
  /** @default Duration.seconds(30) */
  readonly consumerTimeout?: Duration;
}

/**
 * The custom bus and its routing, generated from the shared event rules (the local stack's
 * in-process bus reads the same rules). Each consumer has its own dead-letter queue, which
 * receives both what EventBridge could not deliver and what the function failed on after Lambda's
 * own retries: a purchase is never silently lost.
 */
export class Events extends Construct {
  readonly bus: EventBus;
  readonly archive: Archive;
  readonly rules: Readonly<Record<string, Rule>>;
  readonly consumers: Readonly<Record<string, LaneFunction>>;
  readonly deadLetterQueues: Readonly<Record<string, Queue>>;

  constructor(scope: Construct, id: string, props: EventsProps) {
    super(scope, id);
    this.bus = new EventBus(this, 'Bus', {
      eventBusName: props.busName ?? EVENT_BUS_NAME,
      description: 'Lane payments: purchases, passes granted and revocations',
    });
    const deadLetterRetention = props.deadLetterRetention ?? Duration.days(4);
    const archiveRetention = props.archiveRetention ?? deadLetterRetention;
    if (archiveRetention.toDays({ integral: false }) < deadLetterRetention.toDays({ integral: false }))
      throw new Error('The event archive must keep events at least as long as the dead-letter queues.');
    this.archive = this.bus.archive('Archive', {
      description: 'Every Lane event, for replay after a consumer fix',
      eventPattern: { source: [EVENT_SOURCE] },
      retention: archiveRetention,
    });
    // aws-cdk-lib writes KmsKeyIdentifier: "" for an archive without a key of its own, which some
    // regions refuse at deploy time; without the property the archive uses the AWS-owned key.
    (this.archive.node.defaultChild as CfnArchive).addPropertyDeletionOverride('KmsKeyIdentifier');

    const rules: Record<string, Rule> = {};
    const consumers: Record<string, LaneFunction> = {};
    const deadLetterQueues: Record<string, Queue> = {};

    for (const eventRule of EVENT_RULES) {
      const pattern = eventPattern(eventRule);
      const rule = new Rule(this, `${pascalCase(eventRule.name)}Rule`, {
        eventBus: this.bus,
        description: `${eventRule.detailType} to ${eventRule.consumers.join(', ')}`,
        eventPattern: { source: pattern.source, detailType: pattern['detail-type'] },
      });
      rules[eventRule.name] = rule;

      for (const consumer of eventRule.consumers) {
        if (consumers[consumer])
          throw new Error(`The consumer ${consumer} appears in two event rules; give each its own.`);
        const name = pascalCase(consumer);
        const fn = new LaneFunction(this, name, {
          entry: eventConsumerEntry(consumer),
          description: `Lane ${consumer}: ${eventRule.detailType}`,
          timeout: props.consumerTimeout ?? Duration.seconds(30),
          environment: props.environment,
        });
        grantAccess(fn.function, accessOf(CONSUMER_ACCESS, consumer), { ...props.access, bus: this.bus });

        const deadLetters = new Queue(this, `${name}DeadLetters`, {
          retentionPeriod: deadLetterRetention,
          encryption: QueueEncryption.SQS_MANAGED,
          enforceSSL: true,
        });
        Validations.of(deadLetters).acknowledge({
          id: 'AwsSolutions-SQS3',
          reason: `This queue is the dead-letter queue of the ${consumer} target and of its function's async failures.`,
        });

        // EventBridge retries delivery; once Lambda has the event, Lambda retries the function
        // (at most twice, its limit) and sends what still fails to the same queue.
        fn.function.configureAsyncInvoke({
          retryAttempts: 2,
          maxEventAge: Duration.seconds(EVENT_RETRY.maxEventAgeSeconds),
          onFailure: new SqsDestination(deadLetters),
        });
        rule.addTarget(
          new LambdaFunction(fn.function, {
            deadLetterQueue: deadLetters,
            retryAttempts: EVENT_RETRY.maxAttempts,
            maxEventAge: Duration.seconds(EVENT_RETRY.maxEventAgeSeconds),
          }),
        );

        consumers[consumer] = fn;
        deadLetterQueues[consumer] = deadLetters;
      }
    }

    this.rules = rules;
    this.consumers = consumers;
    this.deadLetterQueues = deadLetterQueues;
  }
}
