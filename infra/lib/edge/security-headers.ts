import { Duration } from 'aws-cdk-lib';
import {
  HeadersFrameOption,
  HeadersReferrerPolicy,
  type ResponseCustomHeader,
  type ResponseSecurityHeadersBehavior,
} from 'aws-cdk-lib/aws-cloudfront';

export interface ResponseHeaders {
  readonly securityHeadersBehavior: ResponseSecurityHeadersBehavior;
  readonly customHeaders: ResponseCustomHeader[];
}

const HSTS = /^max-age=(\d+)((?:;\s*(?:includeSubDomains|preload))*)$/i;

/**
 * The shared security headers (docs/architecture.md, "Security and privacy") as a CloudFront response headers policy. CloudFront
 * models the well-known ones as typed settings and refuses them as custom headers, so each is
 * translated; a value CloudFront cannot express is an error here rather than a header lost.
 * Every header overrides whatever the origin sent, so S3 and the API answer alike.
 */
export function responseHeadersFor(headers: Readonly<Record<string, string>>): ResponseHeaders {
  const security: {
    -readonly [K in keyof ResponseSecurityHeadersBehavior]: ResponseSecurityHeadersBehavior[K];
  } = {};
  const customHeaders: ResponseCustomHeader[] = [];

  for (const [rawName, value] of Object.entries(headers)) {
    const name = rawName.toLowerCase();
    switch (name) {
      case 'content-security-policy':
        security.contentSecurityPolicy = { contentSecurityPolicy: value, override: true };
        break;
      case 'strict-transport-security': {
        const match = HSTS.exec(value.trim());
        if (!match) throw new Error(`CloudFront cannot express strict-transport-security "${value}"`);
        const flags = (match[2] ?? '').toLowerCase();
        security.strictTransportSecurity = {
          accessControlMaxAge: Duration.seconds(Number(match[1])),
          includeSubdomains: flags.includes('includesubdomains'),
          preload: flags.includes('preload'),
          override: true,
        };
        break;
      }
      case 'x-content-type-options':
        if (value !== 'nosniff')
          throw new Error(`CloudFront only sends x-content-type-options: nosniff, not "${value}"`);
        security.contentTypeOptions = { override: true };
        break;
      case 'x-frame-options': {
        const frameOption = Object.values(HeadersFrameOption).find(
          (option) => option === value.toUpperCase(),
        );
        if (!frameOption) throw new Error(`CloudFront cannot express x-frame-options "${value}"`);
        security.frameOptions = { frameOption, override: true };
        break;
      }
      case 'referrer-policy': {
        const referrerPolicy = Object.values(HeadersReferrerPolicy).find((policy) => policy === value);
        if (!referrerPolicy) throw new Error(`CloudFront cannot express referrer-policy "${value}"`);
        security.referrerPolicy = { referrerPolicy, override: true };
        break;
      }
      case 'x-xss-protection':
        throw new Error('x-xss-protection is obsolete; CSP replaces it');
      default:
        customHeaders.push({ header: name, value, override: true });
    }
  }
  return { securityHeadersBehavior: security, customHeaders };
}
