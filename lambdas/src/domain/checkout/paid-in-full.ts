import { getPlan, type ProductId } from '@lane/shared';
import { LaneError } from '../errors.js';

/**
 * Whether a payment is the plan's price in the plan's currency: a signed completion for one cent
 * grants nothing. Lane sends no discounts, tax or other prices to Stripe, so an honest checkout is
 * always exactly the plan's amount (a configured Stripe Price must charge the same).
 */
export function paidInFull(payment: { productId: ProductId; amount: number; currency: string }): boolean {
  const plan = getPlan(payment.productId);
  return payment.amount === plan.priceCents && payment.currency.toLowerCase() === plan.currency;
}

/** A paid checkout whose amount or currency is not its plan's: 402, and worth an operator's look. */
export class PriceMismatch extends LaneError {
  constructor(
    readonly payment: { checkoutSessionId: string; productId: ProductId; amount: number; currency: string },
  ) {
    super('unpaid', 'This payment does not match the price of the pass. Please contact support.');
  }
}
