import * as z from 'zod/mini';
import { PRODUCT_IDS } from './product-ids.js';

/** A product id as the API accepts it; apart from plans.ts, so what reads the plans carries no zod. */
export const productIdSchema = z.enum(PRODUCT_IDS);
