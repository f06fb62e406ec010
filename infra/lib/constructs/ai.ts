import { Stack, Token, Validations } from 'aws-cdk-lib';
import { PolicyStatement, type IGrantable } from 'aws-cdk-lib/aws-iam';
import { Construct } from 'constructs';

export interface AiProps {
  /** A foundation model id (anthropic.claude-…) or a system inference profile id (us.anthropic.claude-…). */
  readonly modelId: string;
  /** A guardrail every answer passes through. @default - none */
  readonly guardrail?: { readonly id: string; readonly version: string };
}

/** The geography prefixes of Bedrock's system-defined cross-region inference profiles. */
const INFERENCE_PROFILE = /^(us|eu|apac|jp|au|ca|us-gov|global)\.(.+)$/;

/**
 * What the chat calls: Converse is authorised as bedrock:InvokeModel, ConverseStream (the streamed
 * answer) as bedrock:InvokeModelWithResponseStream.
 */
export const MODEL_ACTIONS = ['bedrock:InvokeModel', 'bedrock:InvokeModelWithResponseStream'];

/**
 * Bedrock access for the chat function: the configured model (or inference profile) and, when set,
 * its guardrail; nothing else. Both model actions carry the same resources and conditions.
 */
export class Ai extends Construct {
  readonly modelId: string;
  readonly guardrail?: { readonly id: string; readonly version: string };
  /** The ARN callers are allowed to invoke: the inference profile or the foundation model. */
  readonly invokeArn: string;
  private readonly statements: () => PolicyStatement[];

  constructor(scope: Construct, id: string, props: AiProps) {
    super(scope, id);
    this.modelId = props.modelId;
    this.guardrail = props.guardrail;
    const stack = Stack.of(this);
    const profile = INFERENCE_PROFILE.exec(props.modelId);

    if (profile) {
      this.invokeArn = stack.formatArn({
        service: 'bedrock',
        resource: 'inference-profile',
        resourceName: props.modelId,
      });
      const invokeArn = this.invokeArn;
      this.statements = () => [
        new PolicyStatement({ actions: MODEL_ACTIONS, resources: [invokeArn] }),
        // A cross-region profile routes each call to the model in one of its regions (a global
        // profile to a region-less ARN), and IAM checks the model there too. The condition keeps
        // the model reachable only through this profile.
        new PolicyStatement({
          actions: MODEL_ACTIONS,
          resources: [`arn:${stack.partition}:bedrock:*::foundation-model/${profile[2]}`],
          conditions: { StringEquals: { 'bedrock:InferenceProfileArn': invokeArn } },
        }),
      ];
    } else {
      this.invokeArn = stack.formatArn({
        service: 'bedrock',
        account: '',
        resource: 'foundation-model',
        resourceName: props.modelId,
      });
      const invokeArn = this.invokeArn;
      this.statements = () => [new PolicyStatement({ actions: MODEL_ACTIONS, resources: [invokeArn] })];
    }

    if (props.guardrail) {
      const guardrailArn = stack.formatArn({
        service: 'bedrock',
        resource: 'guardrail',
        resourceName: props.guardrail.id,
      });
      const modelStatements = this.statements;
      this.statements = () => [
        ...modelStatements(),
        new PolicyStatement({ actions: ['bedrock:ApplyGuardrail'], resources: [guardrailArn] }),
      ];
    }
  }

  /** True when invoking the model needs a wildcard region (a cross-region inference profile). */
  get usesCrossRegionProfile(): boolean {
    return INFERENCE_PROFILE.test(this.modelId);
  }

  grantInvoke(grantee: IGrantable): void {
    for (const statement of this.statements()) grantee.grantPrincipal.addToPrincipalPolicy(statement);
    const profile = INFERENCE_PROFILE.exec(this.modelId);
    if (profile) {
      // cdk-nag names a finding by the ARN as it renders it: an unresolved partition as a token.
      const partition = Stack.of(this).partition;
      const rendered = `arn:${Token.isUnresolved(partition) ? '<AWS::Partition>' : partition}:bedrock:*::foundation-model/${profile[2]}`;
      // The statement lands in the policy of the grantee's role, so that is where it is acknowledged.
      const principal = grantee.grantPrincipal;
      if (!Construct.isConstruct(principal))
        throw new Error('Bedrock access needs a role defined in this app.');
      Validations.of(principal).acknowledge({
        id: `AwsSolutions-IAM5[Resource::${rendered}]`,
        reason:
          'A cross-region inference profile sends each call to this one model in any of its regions, so the region is ' +
          'a wildcard; the bedrock:InferenceProfileArn condition admits calls through the configured profile only.',
      });
    }
  }
}
