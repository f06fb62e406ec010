import { startE2eStack } from './local-stack.js';

/** One local stack for the whole browser run; its address and data dir reach the tests by env. */
export default async function globalSetup() {
  const stack = await startE2eStack();
  process.env['LANE_E2E_URL'] = stack.url;
  process.env['LANE_E2E_DATA_DIR'] = stack.dataDir;
  process.env['LANE_E2E_DYNAMODB_PORT'] = String(stack.dynamoDbPort);
  process.env['LANE_E2E_ADMIN_EMAIL'] = stack.adminEmail;
  return async () => {
    await stack.stop();
  };
}
