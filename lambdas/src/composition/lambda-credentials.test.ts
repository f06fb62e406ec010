import { afterEach, describe, expect, it, vi } from 'vitest';
import { defaultProvider } from './lambda-credentials.js';

afterEach(() => vi.unstubAllEnvs());

const givenEnv = (env: Record<string, string>) => {
  for (const [name, value] of Object.entries(env)) vi.stubEnv(name, value);
};

describe('the credentials a deployed function signs with', () => {
  const resolved = [
    {
      they: 'are the execution role’s, from the environment Lambda sets',
      env: {
        AWS_ACCESS_KEY_ID: 'ASIAEXAMPLE',
        AWS_SECRET_ACCESS_KEY: 'secret-example',
        AWS_SESSION_TOKEN: 'token-example',
      },
      credentials: {
        accessKeyId: 'ASIAEXAMPLE',
        secretAccessKey: 'secret-example',
        sessionToken: 'token-example',
      },
    },
    {
      they: 'carry no session token when none is set',
      env: {
        AWS_ACCESS_KEY_ID: 'AKIAEXAMPLE',
        AWS_SECRET_ACCESS_KEY: 'secret-example',
        AWS_SESSION_TOKEN: '',
      },
      credentials: { accessKeyId: 'AKIAEXAMPLE', secretAccessKey: 'secret-example' },
    },
  ];
  for (const { they, env, credentials } of resolved)
    it(they, async () => {
      givenEnv(env);
      await expect(defaultProvider()()).resolves.toEqual(credentials);
    });

  it('fail with a message naming the variables when they are missing', async () => {
    givenEnv({ AWS_ACCESS_KEY_ID: '', AWS_SECRET_ACCESS_KEY: 'secret-example' });
    await expect(defaultProvider()()).rejects.toThrow(/AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY/);
  });
});
