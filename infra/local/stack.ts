import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import {
  API_PREFIX,
  API_ROUTES,
  EVENT_RULES,
  MAX_BODY_BYTES,
  SECURITY_HEADERS,
  TABLE_NAME,
  findRoute,
  parseEventDetail,
  routeKey,
} from '@lane/shared';
import {
  createEventConsumers,
  createHttpHandlers,
  createStreamingHandlers,
  errorAnswer,
  localPorts,
  type Clock,
  type HttpApiHandler,
  type Ports,
} from '@lane/lambdas/composition/local';
import type { LocalConfig } from './config.js';
import { appendDeadLetter, replayDeadLetters, type ReplayReport } from './dead-letters.js';
import {
  databaseAnswers,
  ensureTable,
  localDynamoClient,
  startDynamoDbLocal,
  type DynamoDbLocal,
} from './dynamodb-local.js';
import { LocalEventBus, type DeadLetter, type EventConsumer } from './event-bus.js';
import {
  RequestTooLarge,
  heldResponse,
  lambdaContext,
  openStreamedResponse,
  readRequestBody,
  toHttpApiEvent,
  writeHttpApiResult,
} from './http-adapter.js';
import { privateDir } from './private-files.js';
import { pruneLocalData, type PruneReport } from './prune.js';
import { createSimulatedCheckoutRoutes } from './simulated-checkout-page.js';
import { sessionKeyFile } from './session-key.js';
import { createStaticSite } from './static-site.js';

export class PortInUseError extends Error {
  constructor(
    readonly port: number,
    what: string,
  ) {
    super(
      `Port ${port} is already in use, so ${what} cannot start. Stop whatever uses it, or choose another port (${what === 'Lane' ? 'PORT' : 'LANE_DYNAMODB_PORT'}=…).`,
    );
  }
}

export interface LocalStackOptions {
  config: LocalConfig;
  /** The built frontend to serve. */
  distDir: string;
  /** Where lines for the person running the stack go. */
  log?: (line: string) => void;
  /** Tests move time; the product uses the system clock. */
  clock?: Clock;
  /**
   * Divides every rate-limit count (the benchmark's load would otherwise measure 429s). Only a
   * programmatic option, never an environment variable: nobody runs the product this way.
   * @default 1
   */
  rateLimitFactor?: number;
  /** Tests shorten the bus's retries (the product keeps trying for ten minutes). */
  eventRetry?: { retryDelayMs?: (attempt: number) => number; giveUpAfterMs?: number };
}

export interface RunningLocalStack {
  url: string;
  port: number;
  dynamoDbEndpoint: string;
  /** Whether DynamoDB Local was started by this stack (false when LANE_DYNAMODB_ENDPOINT was given). */
  startedDynamoDb: boolean;
  bus: LocalEventBus;
  ports: Ports;
  /** Where mail lands: one .eml file per message. */
  mailDir: string;
  /** Whether checkout is the local simulation (no STRIPE_SECRET_KEY) or real Stripe. */
  simulatedCheckout: boolean;
  documentClient: DynamoDBDocumentClient;
  /** DynamoDB Local as this stack supervises it (undefined with LANE_DYNAMODB_ENDPOINT). */
  dynamoDb: DynamoDbLocal | undefined;
  /** Where dead letters wait for the next replay. */
  deadLetterFile: string;
  /** The replay of earlier dead letters that every start runs; resolves when it has finished. */
  replayed: Promise<ReplayReport>;
  /** Deletes mail and simulated checkouts of ended passes (also run at start and every hour). */
  prune(now?: Date): Promise<PruneReport>;
  stop(): Promise<void>;
}

/** How long a client is told to wait while DynamoDB Local restarts. */
export const DATABASE_RETRY_AFTER_SECONDS = 5;

function listen(server: Server, port: number, host: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const onError = (error: NodeJS.ErrnoException) => {
      server.off('listening', onListening);
      reject(error.code === 'EADDRINUSE' ? new PortInUseError(port, 'Lane') : error);
    };
    const onListening = () => {
      server.off('error', onError);
      resolve((server.address() as AddressInfo).port);
    };
    server.once('error', onError);
    server.once('listening', onListening);
    server.listen(port, host);
  });
}

function sendJson(
  response: ServerResponse,
  status: number,
  body: unknown,
  headers: Record<string, string> = {},
) {
  for (const [name, value] of Object.entries({
    ...SECURITY_HEADERS,
    'cache-control': 'no-store',
    ...headers,
  }))
    response.setHeader(name, value);
  response.setHeader('content-type', 'application/json; charset=utf-8');
  response.statusCode = status;
  response.end(JSON.stringify(body));
}

/** An error the server answers itself, in the handlers' shape (lambdas' composition/local.ts). */
function sendError(
  response: ServerResponse,
  answer: ReturnType<typeof errorAnswer>,
  headers: Record<string, string> = {},
) {
  sendJson(response, answer.statusCode, answer.body, { ...answer.headers, ...headers });
}

/**
 * Lane on one machine (docs/operations.md, "The local stack"): the production build and every route of the shared route
 * table on its real handler, DynamoDB Local, the in-process event bus, the mailbox folder.
 */
export async function startLocalStack(options: LocalStackOptions): Promise<RunningLocalStack> {
  const { config } = options;
  const log = options.log ?? (() => {});
  privateDir(config.dataDir);

  let ready: ((request: IncomingMessage, response: ServerResponse) => Promise<void>) | undefined;
  const server = createServer((request, response) => {
    if (!ready)
      return sendError(
        response,
        errorAnswer('service_unavailable', {
          message: 'Lane is starting. Try again in a moment.',
          retryAfterSeconds: DATABASE_RETRY_AFTER_SECONDS,
        }),
      );
    ready(request, response).catch((error: unknown) => {
      log(
        `Unexpected error serving ${request.method} ${request.url}: ${error instanceof Error ? error.message : String(error)}`,
      );
      if (!response.headersSent) sendError(response, errorAnswer('internal_error'));
      else response.destroy();
    });
  });
  server.keepAliveTimeout = 5000;
  const port = await listen(server, config.port, config.host);
  const closeServer = () =>
    new Promise<void>((resolve) => {
      server.close(() => resolve());
      server.closeAllConnections();
    });

  let dynamo: DynamoDbLocal | undefined;
  try {
    let dynamoDbEndpoint = config.dynamoDbEndpoint;
    if (!dynamoDbEndpoint) {
      try {
        dynamo = await startDynamoDbLocal({
          dataDir: config.dataDir,
          port: config.dynamoDbPort,
          host: '127.0.0.1',
          log,
        });
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'EADDRINUSE')
          throw new PortInUseError(config.dynamoDbPort, 'DynamoDB Local');
        throw error;
      }
      dynamoDbEndpoint = dynamo.endpoint;
    }
    const databaseEndpoint = dynamoDbEndpoint;
    const databaseUp = async () => (dynamo ? dynamo.available : databaseAnswers(databaseEndpoint));
    const databaseRestarting = (response: ServerResponse) =>
      sendError(
        response,
        errorAnswer('service_unavailable', {
          message: `Lane’s database is restarting. Please try again in ${DATABASE_RETRY_AFTER_SECONDS} seconds.`,
          retryAfterSeconds: DATABASE_RETRY_AFTER_SECONDS,
        }),
      );
    const dynamoClient = localDynamoClient(dynamoDbEndpoint);
    await ensureTable(dynamoClient, TABLE_NAME);

    const sessionKey = sessionKeyFile(config.dataDir);
    const url = `http://${config.host.includes(':') ? `[${config.host}]` : config.host}:${port}`;
    const mailDir = privateDir(join(config.dataDir, 'mail'));
    const checkoutsDir = privateDir(join(config.dataDir, 'checkouts'));
    const siteUrl = config.siteUrl ?? url;

    const deadLetterFile = join(config.dataDir, 'dead-letters.jsonl');
    let consumers: ReturnType<typeof createEventConsumers> = {};
    const bus = new LocalEventBus({
      rules: EVENT_RULES,
      consumers: Object.fromEntries(
        EVENT_RULES.flatMap((rule) => rule.consumers).map((name): [string, EventConsumer] => [
          name,
          (event) => {
            const consumer = consumers[name];
            if (!consumer) throw new Error(`No consumer is registered for ${name}.`);
            return consumer(event, lambdaContext(name, 30));
          },
        ]),
      ),
      onDeadLetter: (letter: DeadLetter) => {
        appendDeadLetter(deadLetterFile, letter);
        log(
          `Dead letter: ${letter.consumer} failed ${letter.attempts} times on ${letter.event['detail-type']} (${letter.error}). Saved to ${deadLetterFile}; the next start (or \`npm run replay:dead-letters\`) delivers it again.`,
        );
      },
      ...options.eventRetry,
    });

    const { ports, documentClient, simulated } = localPorts({
      dynamo: dynamoClient,
      sessionKey,
      adminEmail: config.adminEmail,
      siteUrl,
      mailDir,
      checkoutsDir,
      stripeSecretKey: config.stripeSecretKey,
      stripeWebhookSecret: config.stripeWebhookSecret,
      bedrockModelId: config.bedrockModelId,
      publish: (name, detail) => bus.publish(name, parseEventDetail(name, detail)),
      print: log,
      clock: options.clock,
      rateLimitFactor: options.rateLimitFactor,
    });
    consumers = createEventConsumers(() => ports);

    const handlers = createHttpHandlers(() => ports);
    const streamingHandlers = createStreamingHandlers(() => ports);
    const serveStatic = createStaticSite(options.distDir);
    const serveCheckout = simulated
      ? createSimulatedCheckoutRoutes({
          checkout: simulated,
          webhookSecret: config.stripeWebhookSecret,
          log,
          deliverWebhook: async (payload, signature) => {
            const response = await fetch(`${url}/api/stripe/webhook`, {
              method: 'POST',
              headers: { 'content-type': 'application/json; charset=utf-8', 'stripe-signature': signature },
              body: payload,
            });
            await response.arrayBuffer();
            return response.status;
          },
        })
      : undefined;

    ready = async (request, response) => {
      const requestUrl = new URL(request.url ?? '/', 'http://local');
      if (
        serveCheckout &&
        requestUrl.pathname.startsWith('/_local/') &&
        (await serveCheckout(request, response))
      )
        return;
      if (requestUrl.pathname !== API_PREFIX && !requestUrl.pathname.startsWith(`${API_PREFIX}/`))
        return serveStatic(request, response);

      const method = (request.method ?? 'GET').toUpperCase();
      const route = findRoute(method, requestUrl.pathname);
      if (!route) {
        const allowed = API_ROUTES.filter((r) => r.path === requestUrl.pathname).map((r) => r.method);
        if (allowed.length)
          return sendError(response, errorAnswer('method_not_allowed'), { allow: allowed.join(', ') });
        return sendError(response, errorAnswer('not_found', { message: 'There is no such API route.' }));
      }
      const handler: HttpApiHandler | undefined = route.streaming ? undefined : handlers[route.handler];
      const streamingHandler = route.streaming ? streamingHandlers[route.handler] : undefined;
      if (!handler && !streamingHandler)
        throw new Error(`No handler is registered for ${routeKey(route)} (${route.handler}).`);

      let body: Buffer;
      try {
        // API Gateway takes bodies up to 10 MB; the handlers refuse anything over 32 KB themselves.
        body = await readRequestBody(request, Math.max(MAX_BODY_BYTES * 32, 1024 * 1024));
      } catch (error) {
        if (error instanceof RequestTooLarge) return sendError(response, errorAnswer('payload_too_large'));
        throw error;
      }
      const event = toHttpApiEvent(
        request,
        body,
        routeKey(route),
        request.socket.remoteAddress ?? '127.0.0.1',
      );
      const context = lambdaContext(route.handler, route.timeoutSeconds);
      if (streamingHandler) {
        // A function URL in RESPONSE_STREAM mode: the status and headers leave first, then each
        // event of the answer as the handler writes it.
        const callerLeft = new AbortController();
        response.once('close', () => {
          if (!response.writableFinished) callerLeft.abort();
        });
        await streamingHandler(event, context, {
          open: (prelude) =>
            prelude.statusCode >= 500
              ? heldResponse(async (failure) => {
                  if (!(await databaseUp())) return databaseRestarting(response);
                  openStreamedResponse(response, prelude).end(failure);
                })
              : openStreamedResponse(response, prelude),
          signal: callerLeft.signal,
        });
        return;
      }
      const result = await handler!(event, context);
      // A handler that failed because the database is gone: say so, and when to come back.
      const status =
        typeof result === 'object' && result !== null && 'statusCode' in result
          ? (result.statusCode ?? 200)
          : 200;
      if (status >= 500 && !(await databaseUp())) return databaseRestarting(response);
      writeHttpApiResult(response, result);
    };

    const prune = (now = new Date()) =>
      pruneLocalData({
        mailDir,
        checkoutsDir,
        hasOpenPass: async (email) => (await ports.passes.getPass(email, now)) !== undefined,
        now,
      });
    const pruneQuietly = () =>
      prune().catch((error: unknown) =>
        log(`Could not prune old local mail: ${error instanceof Error ? error.message : String(error)}`),
      );
    void pruneQuietly();
    const pruneTimer = setInterval(() => void pruneQuietly(), 3600_000);
    pruneTimer.unref();

    // Dead letters from an earlier run (a purchase paid while the database was down) are
    // delivered again; consumers are idempotent, so one whose effect happened changes nothing.
    const replayed = replayDeadLetters(deadLetterFile, bus).then(
      (report) => {
        if (report.replayed > 0)
          log(
            `Replayed ${report.replayed} dead letter${report.replayed === 1 ? '' : 's'}: ${report.delivered} delivered, ${report.failedAgain} failed again.`,
          );
        return report;
      },
      (error: unknown): ReplayReport => {
        log(
          `Could not replay the dead letters in ${deadLetterFile}: ${error instanceof Error ? error.message : String(error)}`,
        );
        return { replayed: 0, delivered: 0, failedAgain: 0, dropped: 0 };
      },
    );

    return {
      url,
      port,
      dynamoDbEndpoint,
      startedDynamoDb: dynamo !== undefined,
      bus,
      ports,
      documentClient,
      mailDir,
      simulatedCheckout: simulated !== undefined,
      dynamoDb: dynamo,
      deadLetterFile,
      replayed,
      prune,
      async stop() {
        clearInterval(pruneTimer);
        await closeServer();
        // Deliveries still waiting for a retry become dead letters, replayed at the next start.
        await bus.stop();
        await replayed;
        dynamoClient.destroy();
        await dynamo?.stop();
      },
    };
  } catch (error) {
    await closeServer();
    await dynamo?.stop();
    throw error;
  }
}
