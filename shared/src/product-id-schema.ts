import * as z from 'zod/mini';
import { PRODUCT_IDS } from './product-ids.js';
import { lazySchema } from './lazy-schema.js';

/** A product id as the API accepts it; apart from plans.ts, so what reads the plans carries no zod. */
export const productIdSchema = /* @__PURE__ */ lazySchema(() => z.enum(PRODUCT_IDS));
