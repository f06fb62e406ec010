import { describe, expect, it } from 'vitest';
import { LAMBDA_CONTENTS, componentOf, strayComponents } from './lambda-contents.js';
import { handlerEntries } from './lambdas.js';
import { resolve } from 'node:path';

describe('componentOf', () => {
  it.each([
    ['node_modules/@aws-sdk/client-dynamodb/dist-es/DynamoDBClient.js', '@aws-sdk/client-dynamodb'],
    ['node_modules/stripe/esm/resources/Checkout/Sessions.js', 'stripe'],
    ['lane:stripe/stand-in', 'stripe'],
    ['node_modules/a/node_modules/@smithy/core/dist-es/index.js', '@smithy/core'],
    ['node_modules/zod/v4/classic/schemas.js', 'zod/v4/classic'],
    ['node_modules/zod/v4/mini/schemas.js', 'zod/v4/mini'],
    ['node_modules/zod/v4/core/api.js', 'zod/v4/core'],
    ['node_modules/zod/v4/locales/en.js', 'zod/v4/locales/en'],
    ['node_modules/zod/v4/locales/he.js', 'zod/v4/locales/he'],
    ['node_modules/zod/mini/index.js', 'zod'],
    ['shared/src/api.ts', '@lane/shared'],
    ['lambdas/src/http/body.ts', '@lane/lambdas'],
    ['lambdas/src/adapters/offline-assistant/copy/salary.ts', '@lane/lambdas/offline-assistant'],
    ['lambdas/src/local/simulated-checkout.ts', '@lane/lambdas/local'],
    ['infra/lib/bundle/mapped-stack-traces.ts', '@lane/bundle'],
  ])('%s is %s', (input, component) => {
    expect(componentOf(input)).toBe(component);
  });
});

describe('strayComponents', () => {
  it('lets Stripe into the three functions that call it and nowhere else', () => {
    const withStripe = Object.keys(LAMBDA_CONTENTS).filter(
      (name) => strayComponents(name, ['stripe']).length === 0,
    );
    expect(withStripe.sort()).toEqual(['http/checkout', 'http/checkout-confirm', 'http/stripe-webhook']);
  });

  it("lets zod's classic build, its other locales and the local stand-ins into no function", () => {
    for (const name of Object.keys(LAMBDA_CONTENTS)) {
      expect(
        strayComponents(name, [
          'zod/v4/classic',
          'zod/v4/locales/he',
          '@lane/lambdas/offline-assistant',
          '@lane/lambdas/local',
        ]),
      ).toEqual([
        'zod/v4/classic',
        'zod/v4/locales/he',
        '@lane/lambdas/offline-assistant',
        '@lane/lambdas/local',
      ]);
    }
  });

  it("lets the SDK's default credential chain into no function", () => {
    for (const name of Object.keys(LAMBDA_CONTENTS)) {
      expect(
        strayComponents(name, ['@aws-sdk/credential-provider-node', '@aws-sdk/credential-provider-sso']),
      ).toEqual(['@aws-sdk/credential-provider-node', '@aws-sdk/credential-provider-sso']);
    }
  });

  it('names only what is not allowed, with @smithy/* covering the whole scope', () => {
    expect(strayComponents('http/session-get', ['@lane/shared', '@smithy/core', 'left-pad', 'jose'])).toEqual(
      ['left-pad'],
    );
  });

  it('treats every package of a function it does not know as a stray', () => {
    expect(strayComponents('http/new-route', ['@lane/lambdas'])).toEqual(['@lane/lambdas']);
  });

  it('has a list for every handler the cloud deploys, and none for a handler that is gone', () => {
    const deployed = handlerEntries(resolve(import.meta.dirname, '..', '..')).map((entry) => entry.name);
    expect(Object.keys(LAMBDA_CONTENTS).sort()).toEqual(deployed.sort());
  });
});
