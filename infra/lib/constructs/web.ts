import { existsSync } from 'node:fs';
import { join } from 'node:path';
import {
  Annotations,
  Aws,
  CfnOutput,
  CfnRule,
  Duration,
  Fn,
  RemovalPolicy,
  Stack,
  Token,
  Validations,
  type CfnElement,
} from 'aws-cdk-lib';
import { CfnPolicy } from 'aws-cdk-lib/aws-iam';
import { Certificate } from 'aws-cdk-lib/aws-certificatemanager';
import {
  AccessLevel,
  AllowedMethods,
  CachePolicy,
  Distribution,
  Function as CloudFrontFunction,
  FunctionCode,
  FunctionUrlOriginAccessControl,
  FunctionEventType,
  FunctionRuntime,
  HttpVersion,
  OriginProtocolPolicy,
  OriginRequestCookieBehavior,
  OriginRequestHeaderBehavior,
  OriginRequestPolicy,
  OriginRequestQueryStringBehavior,
  OriginSslPolicy,
  PriceClass,
  ResponseHeadersPolicy,
  S3OriginAccessControl,
  SecurityPolicyProtocol,
  Signing,
  type BehaviorOptions,
  ViewerProtocolPolicy,
} from 'aws-cdk-lib/aws-cloudfront';
import { FunctionUrlOrigin, HttpOrigin, S3BucketOrigin } from 'aws-cdk-lib/aws-cloudfront-origins';
import { BlockPublicAccess, Bucket, BucketEncryption, ObjectOwnership } from 'aws-cdk-lib/aws-s3';
import { BucketDeployment, CacheControl, Source } from 'aws-cdk-lib/aws-s3-deployment';
import type { ISecret } from 'aws-cdk-lib/aws-secretsmanager';
import { CfnWebACL } from 'aws-cdk-lib/aws-wafv2';
import { API_PREFIX, APP_PATHS, CHAT_TIMING, SECURITY_HEADERS, SESSION_COOKIE } from '@lane/shared';
import { rules } from 'cdk-nag';
import { Construct } from 'constructs';
import { readSiteFiles, viewerRequestCode, viewerResponseCode } from '../edge/spa-routing.js';
import { responseHeadersFor } from '../edge/security-headers.js';
import { ORIGIN_VERIFY_HEADER } from '../functions/origin-verify.js';
import { FRONTEND_DIST } from '../paths.js';
import { pascalCase } from '../names.js';
import type { StreamingRoute } from './api.js';

/** Hashed build output: a new build gets new names, so a year in any cache is safe. */
export const IMMUTABLE_CACHE_CONTROL = 'public, max-age=31536000, immutable';
/**
 * The request headers CloudFront passes to the API: the ones its handlers read, and the viewer's
 * address, which CloudFront itself writes (a viewer cannot forge it). CloudFront cannot forward
 * "every viewer header but Host" together with one of its own headers: the managed
 * AllViewerExceptHostHeader policy drops CloudFront-Viewer-Address, and API Gateway refuses a
 * forwarded Host. A test reads the handlers' sources to keep this list complete.
 */
export const API_FORWARDED_HEADERS = [
  'cloudfront-viewer-address',
  'content-type',
  'stripe-signature',
] as const;

/**
 * What CloudFront passes to a streaming function URL, and nothing else: the body's type, the hash
 * of the body that origin access control signs a POST with (the browser computes it), the viewer's
 * address for the rate limits, and the session cookie alone. Never Host: a function URL signed by
 * origin access control must see its own.
 */
export const STREAMING_FORWARDED_HEADERS = [
  'cloudfront-viewer-address',
  'content-type',
  'x-amz-content-sha256',
] as const;
export const STREAMING_FORWARDED_COOKIES = [SESSION_COOKIE] as const;

/** Vite puts every hashed file under assets/. */
const HASHED_ASSETS = 'assets/*';
/** Source maps stay with the build (for reading a stack trace); they are never published. */
export const UNPUBLISHED_FILES = ['*.map'] as const;
/** Requests WAF counts per address, in this many seconds, for the API rate rule. */
export const WAF_RATE_WINDOW_SECONDS = 300;

export interface WebProps {
  /** The API's execute-api host name, the origin of /api/*. */
  readonly apiDomainName: string;
  /** The token CloudFront adds to API requests so the API can tell them from direct calls. */
  readonly originVerify: ISecret;
  /**
   * Routes answered by a streaming function URL (the chat), each a behaviour of its own ahead of
   * /api/*, reached through origin access control.
   * @default - none
   */
  readonly streamingRoutes?: readonly StreamingRoute[];
  /** @default - the distribution's own *.cloudfront.net name and certificate */
  readonly domain?: { readonly name: string; readonly certificateArn: string };
  /**
   * The built frontend. When it has no index.html the template still synthesizes (for checks and
   * tests of everything else), but a CloudFormation rule refuses to deploy it.
   * @default frontend/dist
   */
  readonly siteAssetsPath?: string;
  /**
   * Edge locations used; 100 is North America and Europe, where Lane's English and Spanish
   * speakers are served well, at the lowest price.
   * @default PriceClass.PRICE_CLASS_100
   */
  readonly priceClass?: PriceClass;
  /**
   * How long access logs (which hold viewers' IP addresses) are kept.
   * @default Duration.days(30)
   */
  readonly accessLogExpiration?: Duration;
  /**
   * Adds a CloudFront web ACL whose one rule blocks an address that sends more than this many
   * requests to /api/* in five minutes. A CloudFront web ACL exists only in us-east-1, so the
   * stack then refuses to deploy anywhere else.
   * @default - no web ACL
   */
  readonly wafApiRateLimit?: number;
}

/**
 * The site: a private bucket that only CloudFront can read (origin access control), one
 * distribution in front of it and of the API, the security headers on every answer, SPA routing
 * with real 404s at the edge, and the frontend build deployed with caching that fits each file.
 */
export class Web extends Construct {
  readonly bucket: Bucket;
  readonly logBucket: Bucket;
  readonly distribution: Distribution;
  readonly responseHeadersPolicy: ResponseHeadersPolicy;
  /** The public origin, e.g. https://lane.example.com or https://d123.cloudfront.net. */
  readonly siteUrl: string;
  /** Whether a frontend build was found and will be deployed. */
  readonly hasBuild: boolean;
  readonly webAcl?: CfnWebACL;

  constructor(scope: Construct, id: string, props: WebProps) {
    super(scope, id);

    this.logBucket = new Bucket(this, 'Logs', {
      blockPublicAccess: BlockPublicAccess.BLOCK_ALL,
      enforceSSL: true,
      encryption: BucketEncryption.S3_MANAGED,
      // CloudFront's standard logs are delivered with an ACL grant, which needs ACLs enabled.
      objectOwnership: ObjectOwnership.BUCKET_OWNER_PREFERRED,
      lifecycleRules: [{ expiration: props.accessLogExpiration ?? Duration.days(30) }],
      removalPolicy: RemovalPolicy.RETAIN,
    });
    Validations.of(this.logBucket).acknowledge({
      id: 'AwsSolutions-S1',
      reason:
        'This is the access-log bucket itself; logging it into itself would log every log delivery, forever.',
    });

    this.bucket = new Bucket(this, 'Site', {
      blockPublicAccess: BlockPublicAccess.BLOCK_ALL,
      enforceSSL: true,
      encryption: BucketEncryption.S3_MANAGED,
      objectOwnership: ObjectOwnership.BUCKET_OWNER_ENFORCED,
      serverAccessLogsBucket: this.logBucket,
      serverAccessLogsPrefix: 's3/',
      // Retained so deleting the stack never needs the bucket emptied first; the build is
      // reproducible, so the retained copy can be deleted by hand (docs/operations.md, "Destroy").
      removalPolicy: RemovalPolicy.RETAIN,
    });

    // CloudFront policy and origin access control names are unique in the whole account, across
    // regions: each carries the stack's name and region, so a second environment can sit beside it.
    const stack = Stack.of(this);
    const accountWideName = (name: string) => `${stack.stackName}-${stack.region}-${name}`;

    const headers = responseHeadersFor(SECURITY_HEADERS);
    this.responseHeadersPolicy = new ResponseHeadersPolicy(this, 'SecurityHeaders', {
      responseHeadersPolicyName: accountWideName('SecurityHeaders'),
      comment: 'Lane security headers (shared/src/security-headers.ts)',
      securityHeadersBehavior: headers.securityHeadersBehavior,
      customHeadersBehavior: { customHeaders: headers.customHeaders },
    });

    const assetsPath = props.siteAssetsPath ?? FRONTEND_DIST;
    // Which pages the build prerendered decides which object each path fetches.
    const siteFiles = readSiteFiles(assetsPath, APP_PATHS);
    const routeRequests = new CloudFrontFunction(this, 'RouteRequests', {
      comment: "Serves each page's prerendered file or the app shell, and marks unknown paths",
      runtime: FunctionRuntime.JS_2_0,
      code: FunctionCode.fromInline(viewerRequestCode(APP_PATHS, siteFiles)),
    });
    const markNotFound = new CloudFrontFunction(this, 'MarkNotFound', {
      comment: 'Answers 404 for paths that are not pages of the app',
      runtime: FunctionRuntime.JS_2_0,
      code: FunctionCode.fromInline(viewerResponseCode(APP_PATHS, siteFiles)),
    });

    const certificate = props.domain
      ? Certificate.fromCertificateArn(this, 'Certificate', props.domain.certificateArn)
      : undefined;

    if (props.wafApiRateLimit !== undefined) this.webAcl = this.apiRateRule(props.wafApiRateLimit);

    this.distribution = new Distribution(this, 'Distribution', {
      comment: 'Lane',
      // The minimum TLS version only applies to a certificate of our own.
      ...(props.domain && certificate
        ? {
            domainNames: [props.domain.name],
            certificate,
            minimumProtocolVersion: SecurityPolicyProtocol.TLS_V1_2_2021,
          }
        : {}),
      // Never list the bucket for "/", even if the routing function were detached.
      defaultRootObject: 'index.html',
      httpVersion: HttpVersion.HTTP2_AND_3,
      priceClass: props.priceClass ?? PriceClass.PRICE_CLASS_100,
      ...(this.webAcl ? { webAclId: this.webAcl.attrArn } : {}),
      enableIpv6: true,
      enableLogging: true,
      logBucket: this.logBucket,
      logFilePrefix: 'cloudfront/',
      defaultBehavior: {
        // LIST lets S3 answer 404 (not 403) for a file that does not exist.
        origin: S3BucketOrigin.withOriginAccessControl(this.bucket, {
          originAccessLevels: [AccessLevel.READ, AccessLevel.LIST],
          originAccessControl: new S3OriginAccessControl(this, 'SiteAccess', {
            originAccessControlName: accountWideName('Site'),
            description: 'CloudFront reads the Lane site bucket',
          }),
        }),
        viewerProtocolPolicy: ViewerProtocolPolicy.REDIRECT_TO_HTTPS,
        allowedMethods: AllowedMethods.ALLOW_GET_HEAD,
        cachePolicy: CachePolicy.CACHING_OPTIMIZED,
        compress: true,
        responseHeadersPolicy: this.responseHeadersPolicy,
        functionAssociations: [
          { function: routeRequests, eventType: FunctionEventType.VIEWER_REQUEST },
          { function: markNotFound, eventType: FunctionEventType.VIEWER_RESPONSE },
        ],
      },
      // Order is precedence: each streaming path before the /api/* catch-all.
      additionalBehaviors: {
        ...this.streamingBehaviors(props.streamingRoutes ?? [], accountWideName),
        [`${API_PREFIX}/*`]: {
          origin: new HttpOrigin(props.apiDomainName, {
            protocolPolicy: OriginProtocolPolicy.HTTPS_ONLY,
            originSslProtocols: [OriginSslPolicy.TLS_V1_2],
            // Resolved by CloudFormation at deploy time from Secrets Manager.
            customHeaders: { [ORIGIN_VERIFY_HEADER]: props.originVerify.secretValue.unsafeUnwrap() },
          }),
          // A POST redirected from http would arrive as a GET: refuse plain http instead.
          viewerProtocolPolicy: ViewerProtocolPolicy.HTTPS_ONLY,
          allowedMethods: AllowedMethods.ALLOW_ALL,
          cachePolicy: CachePolicy.CACHING_DISABLED,
          originRequestPolicy: new OriginRequestPolicy(this, 'ApiRequests', {
            originRequestPolicyName: accountWideName('ApiRequests'),
            comment:
              'Lane API: the headers its handlers read, the viewer address, all cookies and query strings',
            headerBehavior: OriginRequestHeaderBehavior.allowList(...API_FORWARDED_HEADERS),
            cookieBehavior: OriginRequestCookieBehavior.all(),
            queryStringBehavior: OriginRequestQueryStringBehavior.all(),
          }),
          responseHeadersPolicy: this.responseHeadersPolicy,
          compress: true,
        },
      },
    });

    Validations.of(this.distribution).acknowledge({
      id: 'AwsSolutions-CFR1',
      reason: 'Lane serves anyone anywhere who reads English or Spanish; there is no country to block.',
    });
    if (!this.webAcl) {
      Validations.of(this.distribution).acknowledge({
        id: 'AwsSolutions-CFR2',
        reason:
          'A CloudFront web ACL must live in us-east-1 and costs a fixed monthly fee; abuse is bounded by stage ' +
          'throttling, per-IP/email/session rate limits in the handlers and Shield Standard. `-c wafApiRateLimit=N` ' +
          'adds one (docs/operations.md, "Context values").',
      });
    }
    Validations.of(this.distribution).acknowledge({
      id: '@aws-cdk/aws-cloudfront-origins:listBucketSecurityRisk',
      reason:
        'LIST only makes S3 answer 404 instead of 403 for a missing file. A listing is never reachable: the default root ' +
        'object is index.html and the routing function sends every path without a file name to a page of the build.',
    });
    if (!props.domain) {
      Validations.of(this.distribution).acknowledge({
        id: 'AwsSolutions-CFR4',
        reason:
          'Without a custom domain CloudFront serves its *.cloudfront.net certificate, whose policy it fixes itself; ' +
          'with domainName and certificateArn set the distribution requires TLSv1.2_2021.',
      });
    }

    this.siteUrl = props.domain
      ? `https://${props.domain.name}`
      : `https://${this.distribution.distributionDomainName}`;

    this.hasBuild = existsSync(join(assetsPath, 'index.html'));
    if (this.hasBuild) {
      this.deploySite(assetsPath);
    } else {
      // Synthesizing without a build is useful (checks, CI before the build step); deploying it
      // would publish an empty site. CloudFormation evaluates rules before changing anything.
      Annotations.of(this).addWarningV2(
        'lane:frontend-missing',
        `No frontend build at ${assetsPath}: run \`npm run build\` before \`cdk deploy\`; this template cannot be deployed.`,
      );
      new CfnRule(this, 'FrontendBuildPresent', {
        assertions: [
          {
            assert: Fn.conditionEquals('missing', 'present'),
            assertDescription: `The frontend build was missing when this template was synthesized. Run "npm run build", then "cdk deploy" again.`,
          },
        ],
      });
    }

    new CfnOutput(this, 'SiteUrl', {
      key: 'SiteUrl',
      value: this.siteUrl,
      description: 'Lane, in a browser',
    });
    new CfnOutput(this, 'DistributionId', { key: 'DistributionId', value: this.distribution.distributionId });
    new CfnOutput(this, 'DistributionDomainName', {
      key: 'DistributionDomainName',
      value: this.distribution.distributionDomainName,
      description: 'Point the custom domain here (CNAME, or an alias record in Route 53)',
    });
    new CfnOutput(this, 'StripeWebhookUrl', {
      key: 'StripeWebhookUrl',
      value: `${this.siteUrl}${API_PREFIX}/stripe/webhook`,
      description: 'Register this endpoint in Stripe (docs/operations.md lists the events)',
    });
  }

  /**
   * One behaviour per streaming route: its function URL through origin access control (SigV4 on
   * every request, which the URL's AWS_IAM auth requires), nothing cached, nothing compressed (a
   * compressed answer would arrive in one piece), only the headers and cookie the handler reads,
   * and CloudFront waiting longer than the function may run (CHAT_TIMING).
   */
  private streamingBehaviors(
    routes: readonly StreamingRoute[],
    accountWideName: (name: string) => string,
  ): Record<string, BehaviorOptions> {
    if (routes.length === 0) return {};
    const requests = new OriginRequestPolicy(this, 'StreamingRequests', {
      originRequestPolicyName: accountWideName('StreamingRequests'),
      comment: 'Lane streaming routes: content type, body hash, viewer address and the session cookie only',
      headerBehavior: OriginRequestHeaderBehavior.allowList(...STREAMING_FORWARDED_HEADERS),
      cookieBehavior: OriginRequestCookieBehavior.allowList(...STREAMING_FORWARDED_COOKIES),
      queryStringBehavior: OriginRequestQueryStringBehavior.none(),
    });
    const behaviors: Record<string, BehaviorOptions> = {};
    for (const route of routes) {
      const name = pascalCase(route.handler);
      behaviors[route.path] = {
        origin: FunctionUrlOrigin.withOriginAccessControl(route.url, {
          readTimeout: Duration.seconds(CHAT_TIMING.originReadTimeoutSeconds),
          originAccessControl: new FunctionUrlOriginAccessControl(this, `${name}Access`, {
            originAccessControlName: accountWideName(name),
            description: `CloudFront invokes the Lane ${route.handler} function URL`,
            signing: Signing.SIGV4_ALWAYS,
          }),
        }),
        // A POST redirected from http would arrive as a GET: refuse plain http instead.
        viewerProtocolPolicy: ViewerProtocolPolicy.HTTPS_ONLY,
        allowedMethods: AllowedMethods.ALLOW_ALL,
        cachePolicy: CachePolicy.CACHING_DISABLED,
        originRequestPolicy: requests,
        responseHeadersPolicy: this.responseHeadersPolicy,
        compress: false,
      };
    }
    return behaviors;
  }

  /** A web ACL with one rate-based rule on /api/*; everything else passes. */
  private apiRateRule(limit: number): CfnWebACL {
    const region = Stack.of(this).region;
    if (!Token.isUnresolved(region) && region !== 'us-east-1') {
      throw new Error(
        `wafApiRateLimit needs the stack in us-east-1 (CloudFront web ACLs exist only there); this stack is in ${region}.`,
      );
    }
    if (Token.isUnresolved(region)) {
      new CfnRule(this, 'WebAclRegion', {
        assertions: [
          {
            assert: Fn.conditionEquals(Aws.REGION, 'us-east-1'),
            assertDescription:
              'wafApiRateLimit creates a CloudFront web ACL, which exists only in us-east-1: deploy there, or without it.',
          },
        ],
      });
    }
    const metrics = (metricName: string) => ({
      cloudWatchMetricsEnabled: true,
      sampledRequestsEnabled: true,
      metricName,
    });
    return new CfnWebACL(this, 'WebAcl', {
      scope: 'CLOUDFRONT',
      description: `Lane: at most ${limit} API requests per address in five minutes`,
      defaultAction: { allow: {} },
      visibilityConfig: metrics('LaneWebAcl'),
      rules: [
        {
          name: 'ApiRatePerAddress',
          priority: 0,
          action: { block: {} },
          visibilityConfig: metrics('LaneApiRatePerAddress'),
          statement: {
            rateBasedStatement: {
              limit,
              evaluationWindowSec: WAF_RATE_WINDOW_SECONDS,
              aggregateKeyType: 'IP',
              scopeDownStatement: {
                byteMatchStatement: {
                  fieldToMatch: { uriPath: {} },
                  positionalConstraint: 'STARTS_WITH',
                  searchString: `${API_PREFIX}/`,
                  textTransformations: [{ priority: 0, type: 'NONE' }],
                },
              },
            },
          },
        },
      ],
    });
  }

  private deploySite(assetsPath: string): void {
    const build = Source.asset(assetsPath, { exclude: [...UNPUBLISHED_FILES] });
    // Hashed files first, kept from earlier builds (pages cached before this deploy still ask
    // for them), so a new index.html never points at a file that is not there yet.
    const assets = new BucketDeployment(this, 'DeployAssets', {
      sources: [build],
      destinationBucket: this.bucket,
      exclude: ['*'],
      include: [HASHED_ASSETS],
      prune: false,
      cacheControl: [CacheControl.fromString(IMMUTABLE_CACHE_CONTROL)],
      memoryLimit: 512,
    });
    const pages = new BucketDeployment(this, 'DeployPages', {
      sources: [build],
      destinationBucket: this.bucket,
      exclude: [HASHED_ASSETS],
      prune: true,
      // Revalidated on every visit, so a deploy shows at once.
      cacheControl: [CacheControl.noCache()],
      distribution: this.distribution,
      distributionPaths: ['/*'],
      memoryLimit: 512,
    });
    pages.node.addDependency(assets);
    this.acknowledgeDeploymentHandler();
  }

  /**
   * BucketDeployment runs one CDK-provided function per stack; aws-cdk-lib writes its code, picks
   * its runtime and generates its policy. Its wildcards are acknowledged one by one against the
   * list of what it is known to need; anything else it ever asks for fails the synth instead.
   */
  private acknowledgeDeploymentHandler(): void {
    const handler = Stack.of(this).node.children.find((child) =>
      child.node.id.startsWith('Custom::CDKBucketDeployment'),
    );
    if (!handler)
      throw new Error('BucketDeployment created no handler function: aws-cdk-lib changed how it deploys.');
    const cdkOwned =
      "aws-cdk-lib's BucketDeployment handler, whose code, runtime and policy the CDK maintains";
    Validations.of(handler).acknowledge(
      { id: 'AwsSolutions-L1', reason: `${cdkOwned}: its Python runtime moves with aws-cdk-lib releases.` },
      {
        id: 'AwsSolutions-IAM4[Policy::arn:<AWS::Partition>:iam::aws:policy/service-role/AWSLambdaBasicExecutionRole]',
        reason: `${cdkOwned}: it runs only during deploys and writes only its own logs.`,
      },
    );

    const siteObjects = `Resource::<${Stack.of(this).getLogicalId(this.bucket.node.defaultChild as CfnElement)}.Arn>/*`;
    const expected: Record<string, string> = {
      'Action::s3:GetObject*': 'reads the build from the CDK asset bucket',
      'Action::s3:GetBucket*': 'reads the build from the CDK asset bucket',
      'Action::s3:List*': 'lists both buckets to sync and prune',
      'Action::s3:DeleteObject*': 'prunes files the new build no longer has from the site bucket',
      'Action::s3:Abort*': 'aborts its own failed multipart uploads to the site bucket',
      [siteObjects]: 'writes the objects of the site bucket only',
      'Resource::*':
        'creates and waits for the CloudFront invalidation, which has no resource-level permission',
    };
    const assetBucketObjects =
      /^Resource::arn:(aws[a-z-]*|<AWS::Partition>):s3:::cdk-[a-z0-9]+-assets-[^/]+\/\*$/;
    for (const policy of handler.node
      .findAll()
      .filter((child): child is CfnPolicy => child instanceof CfnPolicy)) {
      const findings = rules.iam.IAMNoWildcardPermissions(policy);
      if (!Array.isArray(findings)) continue;
      for (const finding of findings) {
        const why =
          expected[finding] ??
          (assetBucketObjects.test(finding) ? 'reads the build from the CDK asset bucket' : undefined);
        if (!why) throw new Error(`BucketDeployment's handler asks for an unexpected wildcard: ${finding}`);
        Validations.of(handler).acknowledge({
          id: `AwsSolutions-IAM5[${finding}]`,
          reason: `${cdkOwned}: it ${why}.`,
        });
      }
    }
  }
}
