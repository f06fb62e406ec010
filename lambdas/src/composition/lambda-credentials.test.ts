import { afterEach, describe, expect, it, vi } from 'vitest';
import { defaultProvider } from './lambda-credentials.js';

afterEach(() => vi.unstubAllEnvs());

describe('the credentials a deployed function signs with', () => {
  it('are the execution role’s, from the environment Lambda sets', async () => {
    vi.stubEnv('AWS_ACCESS_KEY_ID', 'ASIAEXAMPLE');
    vi.stubEnv('AWS_SECRET_ACCESS_KEY', 'secret-example');
    vi.stubEnv('AWS_SESSION_TOKEN', 'token-example');
    await expect(defaultProvider()()).resolves.toEqual({
      accessKeyId: 'ASIAEXAMPLE',
      secretAccessKey: 'secret-example',
      sessionToken: 'token-example',
    });
  });

  it('carry no session token when none is set', async () => {
    vi.stubEnv('AWS_ACCESS_KEY_ID', 'AKIAEXAMPLE');
    vi.stubEnv('AWS_SECRET_ACCESS_KEY', 'secret-example');
    vi.stubEnv('AWS_SESSION_TOKEN', '');
    await expect(defaultProvider()()).resolves.toEqual({
      accessKeyId: 'AKIAEXAMPLE',
      secretAccessKey: 'secret-example',
    });
  });

  it('fail with a message naming the variables when they are missing', async () => {
    vi.stubEnv('AWS_ACCESS_KEY_ID', '');
    vi.stubEnv('AWS_SECRET_ACCESS_KEY', 'secret-example');
    await expect(defaultProvider()()).rejects.toThrow(/AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY/);
  });
});
