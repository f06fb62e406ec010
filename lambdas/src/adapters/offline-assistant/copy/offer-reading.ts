import { findAmounts } from '../../../domain/chat/amounts.js';

/**
 * An offer or demand as the person wrote it after the first answer: a sum ("10", "$1,500") or a
 * share ("half", "la mitad", "50%"), read the same way in both languages.
 */
export function readOffer(offer: string | undefined): { value?: number; share?: number } {
  if (!offer) return {};
  const percent = /(\d+(?:[.,]\d+)?)\s*%/.exec(offer);
  if (percent?.[1]) return { share: Number(percent[1].replace(',', '.')) / 100 };
  if (/^\s*(?:half|la mitad)\s*$/i.test(offer)) return { share: 0.5 };
  const value = findAmounts(offer)[0]?.value;
  return value === undefined ? {} : { value };
}
