/**
 * The credentials of every AWS SDK client in a deployed function. LaneFunction (and the bench)
 * bundle this module in place of @aws-sdk/credential-provider-node, the SDK's default chain:
 * Lambda puts the execution role's credentials in the environment (AWS_ACCESS_KEY_ID,
 * AWS_SECRET_ACCESS_KEY, AWS_SESSION_TOKEN), so the chain's other sources (SSO, shared config
 * files, web identity, container and instance metadata, with the STS and SSO clients they load)
 * never apply there, yet cost every cold start the parsing of about 120 kB. Unbundled code (tests,
 * the local stack) keeps the SDK's own chain.
 */

export interface EnvironmentCredentials {
  readonly accessKeyId: string;
  readonly secretAccessKey: string;
  readonly sessionToken?: string;
}

/** Same name and shape as the SDK's `defaultProvider`: the clients call it once with their config. */
export function defaultProvider(): () => Promise<EnvironmentCredentials> {
  return async () => {
    const accessKeyId = process.env['AWS_ACCESS_KEY_ID'];
    const secretAccessKey = process.env['AWS_SECRET_ACCESS_KEY'];
    const sessionToken = process.env['AWS_SESSION_TOKEN'];
    if (!accessKeyId || !secretAccessKey) {
      throw new Error(
        'No AWS credentials in the environment: Lambda sets AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY from the function’s execution role.',
      );
    }
    return { accessKeyId, secretAccessKey, ...(sessionToken ? { sessionToken } : {}) };
  };
}
