import { describe, expect, it } from 'vitest';
import { ORIGIN_VERIFY_HEADER, handler, isFromCloudFront } from '../lib/functions/origin-verify.js';

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

  it('answers API Gateway with a simple response from its environment', async () => {
    const previous = process.env['LANE_ORIGIN_VERIFY_TOKEN'];
    process.env['LANE_ORIGIN_VERIFY_TOKEN'] = TOKEN;
    try {
      await expect(handler({ headers: { [ORIGIN_VERIFY_HEADER]: TOKEN } })).resolves.toEqual({
        isAuthorized: true,
      });
      await expect(handler({ headers: { [ORIGIN_VERIFY_HEADER]: 'nope' } })).resolves.toEqual({
        isAuthorized: false,
      });
    } finally {
      if (previous === undefined) delete process.env['LANE_ORIGIN_VERIFY_TOKEN'];
      else process.env['LANE_ORIGIN_VERIFY_TOKEN'] = previous;
    }
  });
});
