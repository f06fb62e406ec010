import { RemovalPolicy } from 'aws-cdk-lib';
import { AttributeType, BillingMode, Table, TableEncryption } from 'aws-cdk-lib/aws-dynamodb';
import { PolicyStatement, type IGrantable } from 'aws-cdk-lib/aws-iam';
import { KEY_PREFIX, TABLE_DEFINITION } from '@lane/shared';
import { Construct } from 'constructs';

/**
 * The DynamoDB item operations Lane's code performs (a transaction's Put is authorised as PutItem,
 * its ConditionCheck as ConditionCheckItem).
 */
export type ItemAction = 'GetItem' | 'PutItem' | 'UpdateItem' | 'DeleteItem' | 'ConditionCheckItem';
/** The item types of docs/architecture.md ("Data: one table"), by their shared key prefix. */
export type ItemKind = keyof typeof KEY_PREFIX;

/** Some actions on some item types: the unit of table access a function is given. */
export interface ItemGrant {
  readonly actions: readonly ItemAction[];
  readonly items: readonly ItemKind[];
}

export interface DataProps {
  /**
   * What happens to the table (and every pass in it) when the stack is deleted.
   * @default RemovalPolicy.RETAIN
   */
  readonly removalPolicy?: RemovalPolicy;
}

/**
 * The one table (docs/architecture.md, "Data: one table"): on demand, items expire by `expires_at`, recoverable to any second of
 * the last 35 days, protected from deletion. Its key schema and TTL attribute come from shared/, as
 * the local stack's do.
 */
export class Data extends Construct {
  readonly table: Table;

  constructor(scope: Construct, id: string, props: DataProps = {}) {
    super(scope, id);
    if (TABLE_DEFINITION.billingMode !== 'PAY_PER_REQUEST' || TABLE_DEFINITION.partitionKey.type !== 'S') {
      throw new Error('The shared table definition changed shape: update the Data construct to match it.');
    }
    this.table = new Table(this, 'Table', {
      // No fixed name: the table outlives the stack (retained), and a fixed name would stop the
      // stack from ever being created again beside it. Functions get the name from the environment.
      partitionKey: { name: TABLE_DEFINITION.partitionKey.name, type: AttributeType.STRING },
      billingMode: BillingMode.PAY_PER_REQUEST,
      timeToLiveAttribute: TABLE_DEFINITION.timeToLiveAttribute,
      pointInTimeRecoverySpecification: { pointInTimeRecoveryEnabled: true },
      deletionProtection: true,
      // Encrypted at rest with DynamoDB's own key: free, and no KMS permission for every reader.
      encryption: TableEncryption.DEFAULT,
      removalPolicy: props.removalPolicy ?? RemovalPolicy.RETAIN,
    });
  }

  /**
   * Grants item actions limited to the item types named: IAM checks the partition key's prefix
   * (dynamodb:LeadingKeys), so a function that may count rate limits cannot read a pass.
   */
  grantItems(grantee: IGrantable, grants: readonly ItemGrant[]): void {
    const byAction = new Map<ItemAction, Set<ItemKind>>();
    for (const grant of grants) {
      for (const action of grant.actions) {
        const kinds = byAction.get(action) ?? new Set<ItemKind>();
        grant.items.forEach((kind) => kinds.add(kind));
        byAction.set(action, kinds);
      }
    }
    for (const [action, kinds] of byAction) {
      grantee.grantPrincipal.addToPrincipalPolicy(
        new PolicyStatement({
          actions: [`dynamodb:${action}`],
          resources: [this.table.tableArn],
          conditions: {
            'ForAllValues:StringLike': {
              'dynamodb:LeadingKeys': [...kinds].sort().map((kind) => `${KEY_PREFIX[kind]}*`),
            },
          },
        }),
      );
    }
  }
}
