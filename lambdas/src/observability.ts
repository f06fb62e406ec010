import { Logger } from '@aws-lambda-powertools/logger';
import { Metrics, MetricUnit } from '@aws-lambda-powertools/metrics';
import { createHash } from 'node:crypto';
import { METRIC, METRICS_NAMESPACE, METRICS_SERVICE } from '@lane/shared';

/**
 * One logger and one metrics object per function (Powertools). What a person typed is never
 * logged; emails appear only as a short hash so one buyer's trail can be followed.
 */
export const logger = new Logger({ serviceName: METRICS_SERVICE });
export const metrics = new Metrics({ namespace: METRICS_NAMESPACE, serviceName: METRICS_SERVICE });
export { MetricUnit };

export function emailHash(normalizedEmail: string): string {
  return createHash('sha256').update(normalizedEmail).digest('hex').slice(0, 12);
}

/**
 * Publishes what a request recorded, after it answered or failed. Unlike Powertools' logMetrics,
 * it stays silent when nothing was recorded (most requests), instead of warning every time.
 */
export const flushMetrics = () => {
  const flush = () => {
    if (metrics.hasStoredMetrics()) metrics.publishStoredMetrics();
  };
  return { after: flush, onError: flush };
};

/** PassGranted or PassExtended, counted by whichever caller's grant actually landed. */
export function countGrant(
  outcome: { outcome: 'granted'; extended: boolean } | { outcome: 'already_granted' | 'revoked' },
): void {
  if (outcome.outcome === 'granted')
    metrics.addMetric(outcome.extended ? METRIC.passExtended : METRIC.passGranted, MetricUnit.Count, 1);
}
