import type { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { DynamoAdminCodeStore } from '../adapters/dynamodb/admin-code-store.js';
import { DynamoPassStore } from '../adapters/dynamodb/pass-store.js';
import { DynamoRateCounter } from '../adapters/dynamodb/rate-counter.js';
import { DynamoReceiptLedger } from '../adapters/dynamodb/receipt-ledger.js';
import { DynamoSessionGenerations } from '../adapters/dynamodb/session-generations.js';
import { keyedFingerprint } from '../adapters/session/jose-session-tokens.js';

/*
 * The factories both composition roots build their ports with: the cloud's (cloud.ts, on AWS) and
 * the local stack's (local.ts, on DynamoDB Local). Plain functions, so a bundle keeps only the ones
 * its handler calls.
 */

/** What every table adapter is built on. */
export interface TableAccess {
  documents: DynamoDBDocumentClient;
  tableName: string;
  /** HMAC with the session key: what must be recognisable but never stored in clear. */
  fingerprint: (value: string) => Promise<string>;
}

/** The document client every adapter shares; items never carry `undefined` attributes. */
export const documentClientOn = (client: DynamoDBClient): DynamoDBDocumentClient =>
  DynamoDBDocumentClient.from(client, { marshallOptions: { removeUndefinedValues: true } });

/** Fingerprints keyed by the session key, however it is read (Secrets Manager, a local file). */
export const fingerprintWith =
  (key: () => Promise<Uint8Array>) =>
  async (value: string): Promise<string> =>
    keyedFingerprint(await key(), value);

export const passStoreOn = (table: TableAccess) =>
  new DynamoPassStore({
    client: table.documents,
    tableName: table.tableName,
    fingerprint: table.fingerprint,
  });
export const adminCodesOn = (table: TableAccess) =>
  new DynamoAdminCodeStore(table.documents, table.tableName);
export const rateCounterOn = (table: TableAccess) => new DynamoRateCounter(table.documents, table.tableName);
export const receiptLedgerOn = (table: TableAccess) =>
  new DynamoReceiptLedger(table.documents, table.tableName);
export const sessionGenerationsOn = (table: TableAccess) =>
  new DynamoSessionGenerations(table.documents, table.tableName, table.fingerprint);
