import { resolve } from 'node:path';
import { normalizeEmail, isValidAccessEmail } from '@lane/shared';

/** The local stack's contract (docs/operations.md, "The local stack"), read once from the environment. */
export interface LocalConfig {
  port: number;
  host: string;
  dataDir: string;
  dynamoDbPort: number;
  /** Use this DynamoDB instead of starting DynamoDB Local. */
  dynamoDbEndpoint: string | undefined;
  adminEmail: string;
  stripeSecretKey: string | undefined;
  stripeWebhookSecret: string;
  bedrockModelId: string | undefined;
  logLevel: string;
  /** The origin people use (checkout returns and mail links go there); the stack's own URL by default. */
  siteUrl: string | undefined;
}

/** Fixed so a test can sign its own Stripe events for the local webhook; never used in the cloud. */
export const LOCAL_WEBHOOK_SECRET = 'whsec_lane_local_only_not_a_real_secret';
export const DEFAULT_ADMIN_EMAIL = 'admin@lane.local';

export class ConfigError extends Error {}

function portFrom(name: string, value: string | undefined, fallback: number): number {
  if (value === undefined || value === '') return fallback;
  const port = Number(value);
  if (!Number.isInteger(port) || port < 0 || port > 65535)
    throw new ConfigError(`${name} must be a port number (0–65535), not "${value}".`);
  return port;
}

export function readLocalConfig(env: NodeJS.ProcessEnv = process.env, cwd = process.cwd()): LocalConfig {
  const adminEmail = env['LANE_ADMIN_EMAIL'] ?? DEFAULT_ADMIN_EMAIL;
  if (!isValidAccessEmail(adminEmail))
    throw new ConfigError(`LANE_ADMIN_EMAIL must be an email address, not "${adminEmail}".`);
  return {
    port: portFrom('PORT', env['PORT'], 3000),
    host: env['HOST'] || '127.0.0.1',
    dataDir: resolve(cwd, env['LANE_DATA_DIR'] || '.lane'),
    dynamoDbPort: portFrom('LANE_DYNAMODB_PORT', env['LANE_DYNAMODB_PORT'], 8000),
    dynamoDbEndpoint: env['LANE_DYNAMODB_ENDPOINT'] || undefined,
    adminEmail: normalizeEmail(adminEmail),
    stripeSecretKey: env['STRIPE_SECRET_KEY'] || undefined,
    stripeWebhookSecret: env['STRIPE_WEBHOOK_SECRET'] || LOCAL_WEBHOOK_SECRET,
    bedrockModelId: env['LANE_BEDROCK_MODEL_ID'] || undefined,
    logLevel: env['LANE_LOG_LEVEL'] || 'WARN',
    siteUrl: env['LANE_SITE_URL']?.replace(/\/+$/, '') || undefined,
  };
}
