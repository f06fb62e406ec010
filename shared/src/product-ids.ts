/** The two passes Lane sells, by id (plans.ts says what each is). */
export const PRODUCT_IDS = ['48hour', '30day'] as const;
export type ProductId = (typeof PRODUCT_IDS)[number];
