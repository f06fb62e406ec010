/**
 * Words that give away *tú* in Spanish copy. Lane's interface speaks *usted*, and so must its
 * answers: a test fails when a template or an answer uses any of these.
 */
const TU_MARKERS = [
  'tú',
  'tu',
  'tus',
  'te',
  'ti',
  'contigo',
  'puedes',
  'tienes',
  'quieres',
  'debes',
  'sabes',
  'estás',
  'eres',
  'pagaste',
  'recibiste',
  'hiciste',
  'pide',
  'llama',
  'envía',
  'envia',
  'paga',
  'guarda',
  'escribe',
  'pregunta',
  'anota',
  'di',
  'haz',
  'mira',
  'usa',
  'dile',
  'apóyate',
  'apoyate',
  'mándalo',
  'manda',
  'revisa',
  'espera',
  'sigue',
  'busca',
  'ofrece',
  'acepta',
  'tómalo',
  'cuéntame',
  'dime',
  'cuéntales',
];

const PATTERN = new RegExp(`(?<![\\p{L}\\p{N}])(?:${TU_MARKERS.join('|')})(?![\\p{L}\\p{N}])`, 'giu');

/**
 * The *tú* forms found in a Spanish text, lower-cased. Quoted lines the person says aloud may
 * still use "pregunta" and "espera" as nouns ("una pregunta", "la espera"), so those two count
 * only when they open a sentence, as imperatives do.
 */
export function tuteoMarkers(text: string): string[] {
  const found: string[] = [];
  for (const match of text.matchAll(PATTERN)) {
    const word = match[0].toLowerCase();
    if (
      [
        'pregunta',
        'espera',
        'paga',
        'sigue',
        'usa',
        'mira',
        'llama',
        'busca',
        'ofrece',
        'acepta',
        'guarda',
        'manda',
        'revisa',
        'di',
      ].includes(word)
    ) {
      const before = text.slice(Math.max(0, match.index - 3), match.index);
      if (!/(?:^|[.!?¿¡:"“\n]\s*)$/.test(before) && match.index !== 0) continue;
    }
    found.push(word);
  }
  return found;
}
