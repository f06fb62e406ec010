import { Duration, Fn, RemovalPolicy } from 'aws-cdk-lib';
import { AccessLogFormat } from 'aws-cdk-lib/aws-apigateway';
import {
  HttpApi,
  HttpMethod,
  HttpStage,
  LogGroupLogDestination,
  type ThrottleSettings,
} from 'aws-cdk-lib/aws-apigatewayv2';
import { HttpLambdaAuthorizer, HttpLambdaResponseType } from 'aws-cdk-lib/aws-apigatewayv2-authorizers';
import { HttpLambdaIntegration } from 'aws-cdk-lib/aws-apigatewayv2-integrations';
import { PolicyStatement } from 'aws-cdk-lib/aws-iam';
import { FunctionUrlAuthType, InvokeMode, type FunctionUrl } from 'aws-cdk-lib/aws-lambda';
import { LogGroup, RetentionDays } from 'aws-cdk-lib/aws-logs';
import type { ISecret } from 'aws-cdk-lib/aws-secretsmanager';
import { API_ROUTES } from '@lane/shared';
import { Construct } from 'constructs';
import { HTTP_ACCESS, accessOf, grantAccess, type AccessTargets } from '../function-access.js';
import { ORIGIN_VERIFY_HEADER, ORIGIN_VERIFY_SECRET_ID_VARIABLE } from '../functions/origin-verify.js';
import { pascalCase } from '../names.js';
import { ORIGIN_VERIFY_ENTRY, httpHandlerEntry } from '../paths.js';
import { LaneFunction } from './lane-function.js';

/** The longest an HTTP API integration may wait for its function. */
const MAX_INTEGRATION_SECONDS = 29;

export interface ApiProps {
  /** The variables every HTTP function reads. */
  readonly environment: Readonly<Record<string, string>>;
  readonly access: AccessTargets;
  /** The token CloudFront sends; requests without it never reach a handler. */
  readonly originVerify: ISecret;
  /**
   * Stage-wide request rate, above the per-IP and per-session limits the handlers enforce.
   * @default { rateLimit: 50, burstLimit: 100 }
   */
  readonly throttle?: ThrottleSettings;
  /** @default RetentionDays.ONE_MONTH */
  readonly accessLogRetention?: RetentionDays;
}

function withoutSiteUrl(environment: Readonly<Record<string, string>>): Record<string, string> {
  const { LANE_SITE_URL: _siteUrl, ...rest } = environment;
  return rest;
}

/** A route served by Lambda response streaming: its function's URL, CloudFront's origin for its path. */
export interface StreamingRoute {
  readonly path: string;
  readonly handler: string;
  readonly url: FunctionUrl;
}

/**
 * The HTTP API: one route per entry of the shared route table, each to its own function, behind an
 * authorizer that admits only requests CloudFront forwarded. A route marked `streaming` (the chat)
 * gets no HTTP API route, whose integrations buffer the whole answer and stop at 29 s: its function
 * answers through a function URL in RESPONSE_STREAM mode with AWS_IAM auth, which only CloudFront
 * (origin access control, signing every request) may invoke.
 *
 * The execute-api endpoint stays enabled because it is CloudFront's origin: turning it off needs an
 * API custom domain, which would be just as public. The origin token is what closes the direct path.
 */
export class Api extends Construct {
  readonly httpApi: HttpApi;
  readonly stage: HttpStage;
  /** One function per handler named in the route table. */
  readonly handlers: Readonly<Record<string, LaneFunction>>;
  readonly authorizer: LaneFunction;
  readonly accessLogs: LogGroup;
  /** The execute-api host name, for CloudFront's origin. */
  readonly originDomainName: string;
  /** The streaming routes and their function URLs, for CloudFront's behaviours ahead of /api/*. */
  readonly streamingRoutes: readonly StreamingRoute[];

  constructor(scope: Construct, id: string, props: ApiProps) {
    super(scope, id);

    this.authorizer = new LaneFunction(this, 'OriginVerify', {
      entry: ORIGIN_VERIFY_ENTRY,
      description: 'Admits API requests that came through CloudFront',
      timeout: Duration.seconds(3),
      memorySize: 256,
      // The secret's ARN, not its value: the function reads the token from Secrets Manager (cached),
      // so it never sits in the function's configuration, where anyone allowed to read that sees it.
      environment: { [ORIGIN_VERIFY_SECRET_ID_VARIABLE]: props.originVerify.secretArn },
    });
    this.authorizer.role.addToPrincipalPolicy(
      new PolicyStatement({
        actions: ['secretsmanager:GetSecretValue'],
        resources: [props.originVerify.secretArn],
      }),
    );

    this.httpApi = new HttpApi(this, 'HttpApi', {
      description: 'Lane API, reachable through CloudFront only',
      createDefaultStage: false,
      // CORS stays closed: the browser calls the API same-origin, through CloudFront.
      defaultAuthorizer: new HttpLambdaAuthorizer('OriginVerify', this.authorizer.function, {
        authorizerName: 'origin-verify',
        identitySource: [`$request.header.${ORIGIN_VERIFY_HEADER}`],
        responseTypes: [HttpLambdaResponseType.SIMPLE],
        // Every CloudFront request carries the same token, so one cached answer serves them all.
        resultsCacheTtl: Duration.hours(1),
      }),
    });

    this.accessLogs = new LogGroup(this, 'AccessLogs', {
      retention: props.accessLogRetention ?? RetentionDays.ONE_MONTH,
      removalPolicy: RemovalPolicy.DESTROY,
    });
    this.stage = new HttpStage(this, 'DefaultStage', {
      httpApi: this.httpApi,
      stageName: '$default',
      autoDeploy: true,
      throttle: props.throttle ?? { rateLimit: 50, burstLimit: 100 },
      accessLogSettings: {
        destination: new LogGroupLogDestination(this.accessLogs),
        // Who asked what and how it went; never a body, a cookie or a query string.
        format: AccessLogFormat.custom(
          JSON.stringify({
            requestId: '$context.requestId',
            time: '$context.requestTime',
            route: '$context.routeKey',
            status: '$context.status',
            protocol: '$context.protocol',
            responseLength: '$context.responseLength',
            latencyMs: '$context.responseLatency',
            integrationLatencyMs: '$context.integrationLatency',
            integrationError: '$context.integrationErrorMessage',
            authorizerError: '$context.authorizer.error',
          }),
        ),
      },
    });

    const environment = {
      ...props.environment,
      // Safe only because the authorizer admits CloudFront alone, which sets this header itself.
      LANE_TRUST_VIEWER_ADDRESS: 'true',
    };
    const handlers: Record<string, LaneFunction> = {};
    const integrations: Record<string, HttpLambdaIntegration> = {};
    const streamingRoutes: StreamingRoute[] = [];
    for (const route of API_ROUTES) {
      if (!route.streaming && route.timeoutSeconds > MAX_INTEGRATION_SECONDS) {
        throw new Error(
          `${route.method} ${route.path} may run ${route.timeoutSeconds}s, but API Gateway stops waiting at ${MAX_INTEGRATION_SECONDS}s.`,
        );
      }
      const name = pascalCase(route.handler);
      let fn = handlers[route.handler];
      if (!fn) {
        fn = new LaneFunction(this, name, {
          entry: httpHandlerEntry(route.handler),
          description: `Lane ${route.method} ${route.path}`,
          timeout: Duration.seconds(route.timeoutSeconds),
          // The distribution points at a streaming function's URL, so the function cannot name the
          // distribution's address back (a cycle); it never links to the site anyway.
          environment: route.streaming ? withoutSiteUrl(environment) : environment,
        });
        grantAccess(fn.function, accessOf(HTTP_ACCESS, route.handler), props.access);
        handlers[route.handler] = fn;
      }
      if (route.streaming) {
        // Safe to trust CloudFront-Viewer-Address here too: AWS_IAM admits only the distribution.
        const url = fn.function.addFunctionUrl({
          authType: FunctionUrlAuthType.AWS_IAM,
          invokeMode: InvokeMode.RESPONSE_STREAM,
        });
        streamingRoutes.push({ path: route.path, handler: route.handler, url });
        continue;
      }
      let integration = integrations[route.handler];
      if (!integration) {
        integration = new HttpLambdaIntegration(`${name}Integration`, fn.function, {
          timeout: Duration.seconds(Math.min(MAX_INTEGRATION_SECONDS, route.timeoutSeconds + 1)),
        });
        integrations[route.handler] = integration;
      }
      this.httpApi.addRoutes({ path: route.path, methods: [HttpMethod[route.method]], integration });
    }
    this.streamingRoutes = streamingRoutes;
    this.handlers = handlers;

    // https://<id>.execute-api.<region>.amazonaws.com → the host name alone.
    this.originDomainName = Fn.select(2, Fn.split('/', this.httpApi.apiEndpoint));
  }
}
