import { describe, expect, it } from 'vitest';
import { PLANS, formatPrice, getPlan, isProductId, planForDuration, productIdSchema } from './plans.js';

describe('plans', () => {
  it('sells Quick Help for $9.99 for 48 hours, marked most popular', () => {
    const plan = getPlan('48hour');
    expect(plan).toMatchObject({ priceCents: 999, durationHours: 48, popular: true });
    expect(formatPrice(plan)).toBe('$9.99');
  });

  it('sells Monthly Access for $24.99 for 30 days (720 hours)', () => {
    const plan = getPlan('30day');
    expect(plan).toMatchObject({ priceCents: 2499, durationHours: 720, popular: false });
    expect(formatPrice(plan)).toBe('$24.99');
  });

  it('knows only the two product ids', () => {
    expect(Object.keys(PLANS)).toEqual(['48hour', '30day']);
    expect(isProductId('48hour')).toBe(true);
    expect(isProductId('30day')).toBe(true);
    expect(isProductId('forever')).toBe(false);
    expect(isProductId(48)).toBe(false);
    expect(productIdSchema.safeParse('7day').success).toBe(false);
  });

  it('finds a plan by its duration', () => {
    expect(planForDuration(48)?.id).toBe('48hour');
    expect(planForDuration(720)?.id).toBe('30day');
    expect(planForDuration(24)).toBeUndefined();
  });
});
