import autocannon from 'autocannon';
import { round } from './stats.js';

export interface LoadTarget {
  /** `session-get`, `access`, `chat` */
  name: string;
  method: 'GET' | 'POST';
  path: string;
  headers: Record<string, string>;
  body?: string;
}

export interface LoadResult {
  name: string;
  method: string;
  path: string;
  durationSeconds: number;
  connections: number;
  requests: number;
  requestsPerSecond: number;
  latencyP50Ms: number;
  latencyP99Ms: number;
  latencyAverageMs: number;
  /** Connection errors and timeouts (no HTTP answer at all). */
  errors: number;
  timeouts: number;
  non2xx: number;
  /** Refusals by the rate limits, counted apart: they must stay 0 for the figures to mean anything. */
  rateLimited: number;
  statusCounts: Record<string, number>;
}

/** One real request first: a benchmark of error answers would measure nothing. */
async function checkAnswer(baseUrl: string, target: LoadTarget): Promise<void> {
  const response = await fetch(new URL(target.path, baseUrl), {
    method: target.method,
    headers: target.headers,
    body: target.body,
  });
  const text = await response.text();
  if (response.status !== 200) {
    throw new Error(
      `${target.method} ${target.path} answered ${response.status} before the benchmark: ${text.slice(0, 300)}`,
    );
  }
}

/**
 * autocannon against one route: a warm-up (DynamoDB Local is a JVM: its throughput triples over the
 * first seconds of load while the JIT compiles), then `durationSeconds` of measured load.
 */
export async function measureLoad(
  baseUrl: string,
  target: LoadTarget,
  options: {
    durationSeconds: number;
    warmupSeconds: number;
    connections: number;
    log: (line: string) => void;
  },
): Promise<LoadResult> {
  await checkAnswer(baseUrl, target);
  const request = {
    url: new URL(target.path, baseUrl).href,
    method: target.method,
    headers: target.headers,
    body: target.body,
  };
  await autocannon({ ...request, connections: options.connections, duration: options.warmupSeconds });
  const result = await autocannon({
    ...request,
    connections: options.connections,
    duration: options.durationSeconds,
    timeout: 10,
  });
  const statusCounts = Object.fromEntries(
    Object.entries(result.statusCodeStats).map(([code, stats]) => [code, stats.count]),
  );
  const requests = Object.values(statusCounts).reduce((total, count) => total + count, 0);
  const measured: LoadResult = {
    name: target.name,
    method: target.method,
    path: target.path,
    durationSeconds: result.duration,
    connections: options.connections,
    requests,
    requestsPerSecond: round(result.requests.average, 0),
    latencyP50Ms: round(result.latency.p50, 1),
    latencyP99Ms: round(result.latency.p99, 1),
    latencyAverageMs: round(result.latency.average, 2),
    errors: result.errors,
    timeouts: result.timeouts,
    non2xx: result.non2xx,
    rateLimited: statusCounts['429'] ?? 0,
    statusCounts,
  };
  options.log(
    `  ${`${target.method} ${target.path}`.padEnd(18)} ${measured.requestsPerSecond.toLocaleString('en-US').padStart(6)} req/s, ` +
      `p50 ${measured.latencyP50Ms} ms, p99 ${measured.latencyP99Ms} ms, ${measured.requests} requests, ` +
      `${measured.errors} errors, ${measured.non2xx} non-2xx (${measured.rateLimited} × 429)`,
  );
  return measured;
}
