/**
 * `npm run seed:pass -- <email> [--product 48hour|30day] [--started-hours-ago N]`: writes a pass
 * straight into the running local stack's DynamoDB Local, to try any moment of a pass's life
 * (e.g. one that ended an hour ago: `--started-hours-ago 49`). Local data only.
 */
import { parseArgs } from 'node:util';
import { getPlan, isProductId, isValidAccessEmail, normalizeEmail } from '@lane/shared';
import { HOUR_MS, localPassStore } from '@lane/lambdas/composition/local';
import { readLocalConfig } from './config.js';
import { localDynamoClient } from './dynamodb-local.js';
import { sessionKeyFile } from './session-key.js';

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    product: { type: 'string', default: '48hour' },
    'started-hours-ago': { type: 'string', default: '0' },
  },
});
const [rawEmail] = positionals;
const hoursAgo = Number(values['started-hours-ago']);
if (
  !rawEmail ||
  !isValidAccessEmail(rawEmail) ||
  !isProductId(values.product) ||
  !Number.isFinite(hoursAgo)
) {
  process.stderr.write(
    'Usage: npm run seed:pass -- <email> [--product 48hour|30day] [--started-hours-ago N]\n',
  );
  process.exit(1);
}

const config = readLocalConfig();
const client = localDynamoClient(config.dynamoDbEndpoint ?? `http://127.0.0.1:${config.dynamoDbPort}`);
const key = sessionKeyFile(config.dataDir);
const store = localPassStore(client, key);
const plan = getPlan(values.product);
const email = normalizeEmail(rawEmail);
const accessStartTime = new Date(Date.now() - hoursAgo * HOUR_MS);
try {
  await store.putPass({
    email,
    productId: plan.id,
    lang: 'en',
    accessStartTime,
    accessDurationHours: plan.durationHours,
  });
} catch (error) {
  process.stderr.write(
    `Could not reach DynamoDB Local. Is \`npm start\` running? (${error instanceof Error ? error.message : String(error)})\n`,
  );
  process.exit(1);
}
const end = new Date(accessStartTime.getTime() + plan.durationHours * HOUR_MS);
process.stdout.write(
  `Seeded a ${plan.durationHours}-hour pass for ${email}: started ${accessStartTime.toISOString()}, ${end > new Date() ? 'ends' : 'ended'} ${end.toISOString()}.\n`,
);
client.destroy();
