import { GetSecretValueCommand, SecretsManagerClient } from '@aws-sdk/client-secrets-manager';
import { mockClient } from 'aws-sdk-client-mock';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  ORIGIN_VERIFY_HEADER,
  ORIGIN_VERIFY_SECRET_ID_VARIABLE,
  ORIGIN_VERIFY_SECRET_MAX_AGE_SECONDS,
  handler,
  isFromCloudFront,
} from '../lib/functions/origin-verify.js';

const TOKEN = 'c2VjcmV0LXRva2VuLWZyb20tc2VjcmV0cy1tYW5hZ2Vy';

describe('the origin-verify authorizer', () => {
  it('admits a request carrying the token CloudFront sends', () => {
    expect(isFromCloudFront({ headers: { [ORIGIN_VERIFY_HEADER]: TOKEN } }, TOKEN)).toBe(true);
  });

  it('refuses a missing, wrong or partial token', () => {
    expect(isFromCloudFront({ headers: {} }, TOKEN)).toBe(false);
    expect(isFromCloudFront({}, TOKEN)).toBe(false);
    expect(isFromCloudFront({ headers: { [ORIGIN_VERIFY_HEADER]: 'guess' } }, TOKEN)).toBe(false);
    expect(isFromCloudFront({ headers: { [ORIGIN_VERIFY_HEADER]: TOKEN.slice(0, -1) } }, TOKEN)).toBe(false);
  });

  it('refuses everything when it has no token configured', () => {
    expect(isFromCloudFront({ headers: { [ORIGIN_VERIFY_HEADER]: '' } }, '')).toBe(false);
    expect(isFromCloudFront({ headers: { [ORIGIN_VERIFY_HEADER]: TOKEN } }, undefined)).toBe(false);
  });
});

describe('the origin-verify authorizer handler', () => {
  const SECRET_ID = 'arn:aws:secretsmanager:us-east-1:123456789012:secret:LaneOriginVerify-AbCdEf';
  const secrets = mockClient(SecretsManagerClient);
  const withToken = (token: string | undefined) =>
    ({ headers: token === undefined ? {} : { [ORIGIN_VERIFY_HEADER]: token } }) as const;

  beforeEach(() => {
    secrets.reset();
    secrets.on(GetSecretValueCommand, { SecretId: SECRET_ID }).resolves({ SecretString: TOKEN });
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.stubEnv(ORIGIN_VERIFY_SECRET_ID_VARIABLE, SECRET_ID);
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllEnvs();
  });

  it('admits the token read from Secrets Manager and refuses any other', async () => {
    // A token in the environment (where the stack used to put it) is not what the handler trusts.
    vi.stubEnv('LANE_ORIGIN_VERIFY_TOKEN', 'an-old-environment-token');
    await expect(handler(withToken(TOKEN))).resolves.toEqual({ isAuthorized: true });
    await expect(handler(withToken('an-old-environment-token'))).resolves.toEqual({ isAuthorized: false });
    await expect(handler(withToken('nope'))).resolves.toEqual({ isAuthorized: false });
    await expect(handler(withToken(undefined))).resolves.toEqual({ isAuthorized: false });
  });

  it('reads the secret once per cache period, then again after it', async () => {
    vi.setSystemTime(new Date('2026-03-02T10:00:00Z'));
    // A fresh cache: a new secret id is one the Powertools cache has not seen.
    const id = `${SECRET_ID}-cache`;
    vi.stubEnv(ORIGIN_VERIFY_SECRET_ID_VARIABLE, id);
    secrets.on(GetSecretValueCommand, { SecretId: id }).resolves({ SecretString: TOKEN });
    for (let i = 0; i < 20; i++) await handler(withToken(TOKEN));
    expect(secrets.commandCalls(GetSecretValueCommand)).toHaveLength(1);

    vi.setSystemTime(new Date(Date.now() + (ORIGIN_VERIFY_SECRET_MAX_AGE_SECONDS + 1) * 1000));
    secrets.on(GetSecretValueCommand, { SecretId: id }).resolves({ SecretString: 'a-rotated-token' });
    await expect(handler(withToken('a-rotated-token'))).resolves.toEqual({ isAuthorized: true });
    expect(secrets.commandCalls(GetSecretValueCommand)).toHaveLength(2);
  });

  it('refuses everything when no secret is configured', async () => {
    vi.stubEnv(ORIGIN_VERIFY_SECRET_ID_VARIABLE, '');
    await expect(handler(withToken(TOKEN))).resolves.toEqual({ isAuthorized: false });
    expect(secrets.commandCalls(GetSecretValueCommand)).toHaveLength(0);
  });

  it('fails loudly (an error, not a quiet refusal) when Secrets Manager cannot be read', async () => {
    const id = `${SECRET_ID}-down`;
    vi.stubEnv(ORIGIN_VERIFY_SECRET_ID_VARIABLE, id);
    secrets.on(GetSecretValueCommand, { SecretId: id }).rejects(new Error('Rate exceeded'));
    await expect(handler(withToken(TOKEN))).rejects.toThrow(/Rate exceeded/);
  });
});
