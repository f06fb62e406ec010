import { describe, expect, it } from 'vitest';
import { HeadersFrameOption, HeadersReferrerPolicy } from 'aws-cdk-lib/aws-cloudfront';
import { SECURITY_HEADERS } from '@lane/shared';
import { responseHeadersFor } from '../lib/edge/security-headers.js';

describe('responseHeadersFor', () => {
  it('turns the shared headers into CloudFront settings, every one overriding the origin', () => {
    const { securityHeadersBehavior: security, customHeaders } = responseHeadersFor(SECURITY_HEADERS);
    expect(security.contentSecurityPolicy).toEqual({
      contentSecurityPolicy: SECURITY_HEADERS['content-security-policy'],
      override: true,
    });
    expect(security.strictTransportSecurity?.accessControlMaxAge.toSeconds()).toBe(63072000);
    expect(security.strictTransportSecurity).toMatchObject({
      includeSubdomains: true,
      preload: true,
      override: true,
    });
    expect(security.contentTypeOptions).toEqual({ override: true });
    expect(security.frameOptions).toEqual({ frameOption: HeadersFrameOption.DENY, override: true });
    expect(security.referrerPolicy).toEqual({
      referrerPolicy: HeadersReferrerPolicy.STRICT_ORIGIN_WHEN_CROSS_ORIGIN,
      override: true,
    });
    expect(customHeaders).toEqual([
      { header: 'permissions-policy', value: SECURITY_HEADERS['permissions-policy'], override: true },
      {
        header: 'cross-origin-opener-policy',
        value: SECURITY_HEADERS['cross-origin-opener-policy'],
        override: true,
      },
    ]);
  });

  it('reads HSTS without its optional flags', () => {
    const { securityHeadersBehavior } = responseHeadersFor({ 'strict-transport-security': 'max-age=300' });
    expect(securityHeadersBehavior.strictTransportSecurity).toMatchObject({
      includeSubdomains: false,
      preload: false,
    });
  });

  it('refuses values CloudFront cannot send rather than dropping them', () => {
    expect(() => responseHeadersFor({ 'x-frame-options': 'ALLOW-FROM https://a.example' })).toThrow(
      /x-frame-options/,
    );
    expect(() => responseHeadersFor({ 'referrer-policy': 'everything' })).toThrow(/referrer-policy/);
    expect(() => responseHeadersFor({ 'strict-transport-security': 'forever' })).toThrow(
      /strict-transport-security/,
    );
    expect(() => responseHeadersFor({ 'x-content-type-options': 'sniff' })).toThrow(/nosniff/);
  });
});
