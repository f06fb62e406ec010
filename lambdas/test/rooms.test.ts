import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

/** The repository's own lint configuration, run on code placed (not written) where it would live. */
const root = fileURLToPath(new URL('../../', import.meta.url));
const eslint = new ESLint({ cwd: root });

async function crossings(path: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: `${root}${path}` });
  return (result?.messages ?? []).filter((m) => m.ruleId === 'lane/rooms').map((m) => m.message);
}

describe('the rooms the linter keeps', () => {
  it('refuses an adapter, an SDK, stripe, jose or node:fs in domain/', async () => {
    const found = await crossings(
      'lambdas/src/domain/passes/crossing.ts',
      [
        "import { DynamoPassStore } from '../../adapters/dynamodb/pass-store.js';",
        "import Stripe from 'stripe';",
        "import { jwtVerify } from 'jose';",
        "import { readFileSync } from 'node:fs';",
        "import { DynamoDBClient } from '@aws-sdk/client-dynamodb';",
        'export const all = [DynamoPassStore, Stripe, jwtVerify, readFileSync, DynamoDBClient];',
      ].join('\n'),
    );
    expect(found).toHaveLength(5);
    expect(found[0]).toBe(
      "'../../adapters/dynamodb/pass-store.js' crosses a room: domain/ holds the rules and the ports they need: no adapter, SDK, stripe, jose or node:fs.",
    );
  });

  it('keeps SDKs in adapters/ and composition/', async () => {
    const sdk = "import { SESv2Client } from '@aws-sdk/client-sesv2';\nexport const c = SESv2Client;\n";
    expect(await crossings('lambdas/src/http/crossing.ts', sdk)).toHaveLength(1);
    expect(await crossings('lambdas/src/adapters/ses/crossing.ts', sdk)).toEqual([]);
    expect(await crossings('lambdas/src/composition/crossing.ts', sdk)).toEqual([]);
  });

  it('keeps the local stand-ins out of the cloud: only composition/local.ts builds them', async () => {
    const code = "import { MailboxMailer } from '../local/mailbox.js';\nexport const m = MailboxMailer;\n";
    expect(await crossings('lambdas/src/composition/cloud.ts', code)).toHaveLength(1);
    expect(await crossings('lambdas/src/composition/local.ts', code)).toEqual([]);
  });

  it('keeps one handler from importing another, and lets a domain rule in', async () => {
    const code = [
      "import { handler } from './access.js';",
      "import { checkAccess } from '../../domain/access/check-access.js';",
      'export const h = [handler, checkAccess];',
    ].join('\n');
    expect(await crossings('lambdas/src/handlers/http/crossing.ts', code)).toEqual([
      "'./access.js' crosses a room: One handler never imports another: share through domain/, http/ or composition/.",
    ]);
  });

  it('keeps each frontend feature to itself, lazy imports included, and lib/ free of features', async () => {
    const lazy = "export const page = () => import('../payment/PaymentPage');\n";
    expect(await crossings('frontend/src/features/access/crossing.ts', lazy)).toHaveLength(1);
    expect(
      await crossings('frontend/src/features/access/crossing.ts', "export * from './api/access';\n"),
    ).toEqual([]);
    expect(
      await crossings(
        'frontend/src/lib/crossing.ts',
        "export { default } from '../features/legal/LegalPage';\n",
      ),
    ).toHaveLength(1);
  });
});
