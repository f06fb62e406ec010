/** Accents are optional in a chat ("credito", "mecanico"), so matching ignores them. */
export function fold(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/**
 * A whole-word (or whole-phrase) pattern over folded text; "late fee" also matches "late-fee".
 * Word edges are Unicode-aware (`u` flag with \p{L}), so "negó" and "ofreció" match after folding.
 */
export function phrase(...words: string[]): RegExp {
  const alternatives = words.map((word) => escapeRegExp(fold(word)).replace(/ /g, '[\\s-]+'));
  return new RegExp(`(?<![\\p{L}\\p{N}])(?:${alternatives.join('|')})(?![\\p{L}\\p{N}])`, 'u');
}

/** The same as `phrase`, but each entry is already a regular-expression source over folded text. */
export function pattern(...sources: string[]): RegExp {
  return new RegExp(`(?<![\\p{L}\\p{N}])(?:${sources.join('|')})(?![\\p{L}\\p{N}])`, 'u');
}
