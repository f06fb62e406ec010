import * as z from 'zod/mini';
import { LANGUAGES } from './languages.js';
import { lazySchema } from './lazy-schema.js';

/**
 * A language the API accepts, built from the one list in languages.ts. It lives apart from the path
 * helpers so that code which only needs those (the web app's entry) never loads zod.
 */
export const languageSchema = /* @__PURE__ */ lazySchema(() => z.enum(LANGUAGES));
