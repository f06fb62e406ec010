import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { AssetHashType, DockerImage, RemovalPolicy, Validations, type Duration } from 'aws-cdk-lib';
import { Role, ServicePrincipal } from 'aws-cdk-lib/aws-iam';
import {
  ApplicationLogLevel,
  Architecture,
  Code,
  Function as LambdaFunction,
  LoggingFormat,
  Runtime,
  SystemLogLevel,
  Tracing,
} from 'aws-cdk-lib/aws-lambda';
import { LogGroup, RetentionDays } from 'aws-cdk-lib/aws-logs';
import { Construct } from 'constructs';
import { REPO_ROOT } from '../paths.js';

/** Bundles one function with esbuild's plugins (bundle/lambda-bundle.ts), in a process of its own. */
const BUNDLE_CLI = fileURLToPath(new URL('../bundle/bundle-cli.ts', import.meta.url));

export interface LaneFunctionProps {
  /** The TypeScript module exporting `handler`. */
  readonly entry: string;
  readonly description: string;
  readonly timeout: Duration;
  /** Variables the function reads; names only, never secret values. */
  readonly environment: Readonly<Record<string, string>>;
  /**
   * Memory also buys CPU, which is what a cold start spends.
   * @default 512
   */
  readonly memorySize?: number;
  /**
   * How long the function's logs are kept.
   * @default RetentionDays.ONE_MONTH
   */
  readonly logRetention?: RetentionDays;
}

/** CDK quietly bundles in Docker when it cannot find esbuild; Lane bundles locally or not at all. */
function requireLocalEsbuild(): void {
  try {
    createRequire(import.meta.url).resolve('esbuild');
  } catch {
    throw new Error(
      'esbuild is not installed (run `npm ci`): Lane bundles its functions locally, never in Docker.',
    );
  }
}

/**
 * Every Lane Lambda function, with the defaults decided once: Node 22 on arm64, a
 * minified ESM bundle with source maps (target node20, so the same code runs on our Node 20
 * machines), JSON logs in a log group of its own with a retention, and a role that starts with
 * nothing but writing its own logs. Access is granted per function by the caller. X-Ray is off: no
 * SDK client is instrumented, so a trace would show one opaque segment per invocation and cost
 * money; logs carry the Lambda request id (Powertools) to follow a request instead.
 */
export class LaneFunction extends Construct {
  readonly function: LambdaFunction;
  readonly role: Role;
  readonly logGroup: LogGroup;

  constructor(scope: Construct, id: string, props: LaneFunctionProps) {
    super(scope, id);
    if (!existsSync(props.entry)) {
      throw new Error(`${this.node.path}: no handler module at ${props.entry}`);
    }
    requireLocalEsbuild();

    this.logGroup = new LogGroup(this, 'Logs', {
      retention: props.logRetention ?? RetentionDays.ONE_MONTH,
      // Logs hold no message content (docs/architecture.md, "Security and privacy"); they go with the stack.
      removalPolicy: RemovalPolicy.DESTROY,
    });

    // Our own role instead of the default one, which carries the AWS-managed
    // AWSLambdaBasicExecutionRole: that policy may write to every log group in the account.
    this.role = new Role(this, 'Role', {
      assumedBy: new ServicePrincipal('lambda.amazonaws.com'),
      description: `Runs ${this.node.path}`,
    });
    this.logGroup.grantWrite(this.role);

    const entry = props.entry;
    const assistant = props.environment['LANE_ASSISTANT'] ?? 'bedrock';
    this.function = new LambdaFunction(this, 'Function', {
      // One esbuild build, the same the bench measures (bundle/lambda-bundle.ts: minified ESM for
      // node20 with source maps, the AWS SDK bundled, the assistant fixed, the lean plugins). The
      // asset is the bundle: its hash follows the output, not the repository. Lambda loads
      // index.mjs; a function whose code loads part of itself on first use (chat: Bedrock) has
      // that part in files beside it, in the same asset (lambda-bundle.ts, `split`).
      code: Code.fromAsset(REPO_ROOT, {
        assetHashType: AssetHashType.OUTPUT,
        bundling: {
          // Never used: local bundling always succeeds or throws (Lane never bundles in Docker).
          image: DockerImage.fromRegistry('lane-bundles-locally'),
          // What the bundle depends on besides the sources, in a form CDK compares: assets whose
          // bundling options are equal share one bundle, and the function below is not compared.
          environment: { LANE_BUNDLE_ENTRY: entry.slice(REPO_ROOT.length), LANE_ASSISTANT: assistant },
          local: {
            tryBundle(outputDir) {
              execFileSync(process.execPath, ['--import', 'tsx', BUNDLE_CLI, entry, outputDir, assistant], {
                cwd: REPO_ROOT,
                stdio: ['ignore', 'inherit', 'inherit'],
              });
              return true;
            },
          },
        },
      }),
      handler: 'index.handler',
      description: props.description,
      runtime: Runtime.NODEJS_22_X,
      architecture: Architecture.ARM_64,
      memorySize: props.memorySize ?? 512,
      timeout: props.timeout,
      role: this.role,
      logGroup: this.logGroup,
      loggingFormat: LoggingFormat.JSON,
      applicationLogLevelV2: ApplicationLogLevel.INFO,
      systemLogLevelV2: SystemLogLevel.WARN,
      tracing: Tracing.DISABLED,
      // No NODE_OPTIONS: --enable-source-maps would parse the source map on every cold start. The
      // bundle maps a stack's frames to the TypeScript sources itself, when a stack is read
      // (bundle/mapped-stack-traces.ts, docs/lambda-bundles.md).
      environment: { ...props.environment },
    });

    Validations.of(this.function).acknowledge({
      id: 'AwsSolutions-L1',
      reason:
        'Node.js 22 on purpose (nodejs20.x is deprecated): a supported LTS runtime, and the bundle targets node20 so the code ' +
        'that runs here is the code tested on our Node 20 machines. Move with the team to a newer LTS.',
    });
  }
}
