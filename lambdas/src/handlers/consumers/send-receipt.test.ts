import 'aws-sdk-client-mock-vitest/extend';
import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { SendEmailCommand } from '@aws-sdk/client-sesv2';
import { DeleteCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { beforeEach, describe, expect, it } from 'vitest';
import {
  CLOUD_ENV,
  CLOUD_NOW as NOW,
  aws,
  cloudConsumer,
  expectNothingWritten,
  givenItem,
  passItem,
  resetAws,
  tableWrites,
} from '../../../test/cloud.js';

const granted = {
  checkoutSessionId: 'cs_test_receipt',
  email: 'ana@example.com',
  productId: '48hour',
  lang: 'es',
};

const deliver = cloudConsumer(() => import('./send-receipt.js'), 'PassGranted', granted);

beforeEach(() => {
  // grant-access granted the pass before it published PassGranted.
  givenItem(passItem('ana@example.com', NOW, 48));
});

describe('send-receipt consumer (cloud handler)', () => {
  it('mails the receipt through SES, in the buyer’s language, as text and HTML', async () => {
    expect(await deliver()).toBe('sent');
    expect(aws.ses).toHaveReceivedCommandTimes(SendEmailCommand, 1);
    const mail = aws.ses.commandCalls(SendEmailCommand)[0]!.args[0].input;
    expect(mail.FromEmailAddress).toBe(CLOUD_ENV.LANE_MAIL_FROM);
    // Through the configuration set that counts bounces and complaints.
    expect(mail.ConfigurationSetName).toBe(CLOUD_ENV.LANE_SES_CONFIGURATION_SET);
    expect(mail.Destination).toEqual({ ToAddresses: ['ana@example.com'] });
    expect(mail.Content?.Simple?.Subject).toEqual({
      Data: 'Tu pase de Lane está listo: Ayuda Rápida, pase de 48 horas',
      Charset: 'UTF-8',
    });
    expect(mail.Content?.Simple?.Body?.Text?.Data).toMatch(
      /Válido hasta: miércoles, 4 de marzo de 2026,? 10:00\sa\.\s?m\.\sUTC\./,
    );
    expect(mail.Content?.Simple?.Body?.Text?.Data).toContain('https://lane.example.com/es/access');
    expect(mail.Content?.Simple?.Body?.Html?.Data).toContain('<html lang="es">');
    expect(aws.documents).toHaveReceivedCommandWith(PutCommand, {
      Item: expect.objectContaining({ pk: 'RECEIPT#cs_test_receipt' }),
      ConditionExpression: 'attribute_not_exists(#pk)',
    });
  });

  it('sends nothing when the receipt of that checkout was already claimed (a redelivery)', async () => {
    aws.documents
      .on(PutCommand, { Item: { pk: 'RECEIPT#cs_test_receipt' } })
      .rejects(
        new ConditionalCheckFailedException({ message: 'The conditional request failed', $metadata: {} }),
      );
    expect(await deliver()).toBe('already_sent');
    expect(aws.ses).not.toHaveReceivedCommand(SendEmailCommand);
  });

  it('gives the claim back and fails when SES fails, so EventBridge retries the receipt', async () => {
    aws.ses.on(SendEmailCommand).rejects(new Error('Throttling: Maximum sending rate exceeded'));
    await expect(deliver()).rejects.toThrow('Maximum sending rate exceeded');
    expect(aws.documents).toHaveReceivedCommandWith(DeleteCommand, {
      Key: { pk: 'RECEIPT#cs_test_receipt' },
    });
  });

  it('rejects a detail that does not match the shared schema, writing and mailing nothing', async () => {
    await expect(deliver({ ...granted, productId: 'forever' })).rejects.toThrow(/does not match its schema/);
    await expect(deliver({ checkoutSessionId: 'cs_1' })).rejects.toThrow(/does not match its schema/);
    expectNothingWritten();
  });

  it('grants nothing: it reads the pass, and writes only its receipt claim', async () => {
    await deliver();
    expect(tableWrites()).toEqual(['PutCommand RECEIPT#cs_test_receipt']);
  });

  it('mails nothing when the pass has ended since (a refund came first)', async () => {
    resetAws();
    expect(await deliver()).toBe('pass_ended');
    expectNothingWritten();
  });
});
