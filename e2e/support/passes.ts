import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import type { APIRequestContext } from '@playwright/test';
import type { StackInfo } from './fixtures.js';
import { repoRoot } from '../local-stack.js';
import type { Lang } from './i18n.js';

const run = promisify(execFile);

export type ProductId = '48hour' | '30day';

/**
 * Buys a pass the way the simulated checkout does, without a browser: POST /api/checkout, then the
 * checkout page's Pay (which delivers the signed Stripe webhook that grants the pass). Returns the
 * checkout session id that /payment-success?session_id=… confirms.
 */
export async function buyPass(
  request: APIRequestContext,
  options: { email: string; productId: ProductId; lang: Lang },
): Promise<string> {
  const checkout = await request.post('/api/checkout', {
    data: { productId: options.productId, email: options.email, referralId: null, lang: options.lang },
  });
  if (checkout.status() !== 200)
    throw new Error(`POST /api/checkout answered ${checkout.status()}: ${await checkout.text()}`);
  const { url } = (await checkout.json()) as { url: string };
  const paid = await request.post(`${url}/pay`, { maxRedirects: 0 });
  const location = paid.headers()['location'];
  if (paid.status() !== 303 || !location)
    throw new Error(`Paying ${url} answered ${paid.status()}, not a 303 redirect.`);
  const sessionId = new URL(location).searchParams.get('session_id');
  if (!sessionId) throw new Error(`The checkout redirected to ${location}, with no session_id.`);
  return sessionId;
}

/**
 * Confirms a paid checkout from inside a browser context (its `request` shares the context's
 * cookies), so that context holds the session cookie exactly as after /payment-success.
 */
export async function confirmInContext(request: APIRequestContext, sessionId: string): Promise<void> {
  const response = await request.post('/api/checkout/confirm', { data: { sessionId } });
  if (response.status() !== 200)
    throw new Error(`Confirming ${sessionId} answered ${response.status()}: ${await response.text()}`);
}

/**
 * Writes a pass straight into the stack's DynamoDB Local with `npm run seed:pass` (infra/local/seed-pass.ts),
 * e.g. one that started 49 hours ago and so has expired.
 */
export async function seedPass(options: {
  email: string;
  productId: ProductId;
  startedHoursAgo: number;
  dataDir: string;
  dynamoDbPort: number;
}): Promise<void> {
  await run(
    'npm',
    [
      'run',
      '--silent',
      'seed:pass',
      '--',
      options.email,
      '--product',
      options.productId,
      '--started-hours-ago',
      String(options.startedHoursAgo),
    ],
    {
      cwd: repoRoot,
      env: {
        ...process.env,
        LANE_DATA_DIR: options.dataDir,
        LANE_DYNAMODB_PORT: String(options.dynamoDbPort),
      },
      timeout: 60_000,
    },
  );
}

/**
 * A paid pass written straight into the stack (seedPass) and the session taken the way a returning
 * person takes it, with POST /api/access from the page's context: no checkout and no confirmation,
 * so a spec that is not about buying spends none of the per-address limits the purchase journeys
 * need (30 checkouts and 30 confirmations in 15 minutes, lambdas/src/domain/rate-limit/rate-limit.ts).
 */
export async function signInWithSeededPass(
  request: APIRequestContext,
  stack: Pick<StackInfo, 'dataDir' | 'dynamoDbPort'>,
  options: { email: string; lang: Lang },
): Promise<void> {
  await seedPass({
    email: options.email,
    productId: '48hour',
    startedHoursAgo: 0,
    dataDir: stack.dataDir,
    dynamoDbPort: stack.dynamoDbPort,
  });
  const access = await request.post('/api/access', { data: { email: options.email, lang: options.lang } });
  if (access.status() !== 200)
    throw new Error(`POST /api/access answered ${access.status()}: ${await access.text()}`);
}
