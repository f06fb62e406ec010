import { CHAT_ERROR_CLASS_DIMENSION, METRIC } from '@lane/shared';
import { LaneError } from '../domain/errors.js';
import { MetricUnit, metrics } from '../observability.js';

/*
 * What a route counts when its own work fails (httpRoute's `onFailure`). The chain calls these
 * for failures past body parsing only, so a malformed request is never counted as a refusal.
 */

/** A refusal of access by its reason (rate limit, or anything else), never naming who was refused. */
export function countRefusal(error: unknown): void {
  if (!(error instanceof LaneError)) return;
  metrics.addMetric(
    error.code === 'rate_limited' ? METRIC.rateLimited : METRIC.accessDenied,
    MetricUnit.Count,
    1,
  );
}

/** A chat that failed, before or during its answer, by its error class (a shared code). */
export function countChatFailure(error: unknown): void {
  const errorClass = error instanceof LaneError ? error.code : 'internal_error';
  const single = metrics.singleMetric();
  single.addDimension(CHAT_ERROR_CLASS_DIMENSION, errorClass);
  single.addMetric(METRIC.chatErrors, MetricUnit.Count, 1);
}
