import type { Language } from '@lane/shared';
import type { SubCase } from '../../../domain/chat/case.js';
import { delegateCopy, is, type AreaCopy, type AreaPlaybook } from './types.js';

/**
 * An area's playbook with one sub-case answered by its own copy (a used car sold as is, a Medicaid
 * patient billed): `copy` writes both languages from `ctx.lang`, every other case goes to the area.
 */
export function withSubCaseCopy(playbook: AreaPlaybook, subCase: SubCase, copy: AreaCopy): AreaPlaybook {
  const wrap = (lang: Language): AreaCopy =>
    delegateCopy((ctx) => (is(ctx, subCase) ? copy : playbook[lang]));
  return { en: wrap('en'), es: wrap('es') };
}
