import type { Language } from '@lane/shared';

/**
 * Function words only: money words ("fee", "landlord", "deposit") travel between the two
 * languages in Spanglish and say nothing about which one a person is writing in. Words both
 * languages share ("a", "me", "no", "son") are left out.
 */
const ENGLISH_WORDS = new Set(
  (
    'the and to of my i is was for on in it they them their we you your with this that have has had ' +
    'said what how can should would from at an are be been do does did not will just but about ' +
    'get got told asked want need because after before when which who our us he she his her'
  ).split(' '),
);

const SPANISH_WORDS = new Set(
  (
    'el la los las de del que y en por para con mi mis un una es se lo le les al pero como mas muy ' +
    'esta estoy tengo tiene quiero dijeron dijo pague cobraron cobro hace nos su sus ya cuando porque ' +
    'fue era hay este esto eso sobre pagar necesito puedo ayuda ellos yo tu usted'
  ).split(' '),
);

function words(text: string): string[] {
  return (
    text
      .normalize('NFD')
      .replace(/\p{M}/gu, '')
      .toLowerCase()
      .match(/\p{L}+/gu) ?? []
  );
}

/**
 * The language a person is writing in, or undefined when the text does not say ("OK", "$400",
 * a name). Spanish punctuation and ñ count as strong evidence.
 */
export function detectLanguage(text: string): Language | undefined {
  let english = 0;
  let spanish = (text.match(/[¿¡ñÑ]/g) ?? []).length * 2;
  for (const word of words(text)) {
    if (ENGLISH_WORDS.has(word)) english += 1;
    if (SPANISH_WORDS.has(word)) spanish += 1;
  }
  if (spanish >= 2 && spanish > english * 1.5) return 'es';
  if (english >= 2 && english > spanish * 1.5) return 'en';
  return undefined;
}

/**
 * The language to answer in: the page's, unless the person clearly writes in the other one.
 */
export function answerLanguage(latestUserText: string, pageLanguage: Language): Language {
  return detectLanguage(latestUserText) ?? pageLanguage;
}

/**
 * "sorry my english no good", "my english is not very good", "no hablo bien inglés", "en español por
 * favor": a person who says their English is poor, or asks for Spanish, is answered in Spanish on every
 * turn, even a turn they manage to write in English.
 */
const ASKS_FOR_SPANISH =
  /\b(?:my english (?:is )?(?:no|not|very|so|too)? ?(?:good|great|bad|poor|well|much|little)|(?:i )?(?:don'?t|dont|do not|no) (?:speak|talk|write|habl\p{L}*) (?:much |good |well |very well |bien )?english|sorry (?:for )?my english|(?:in|en) spanish please|spanish please|no hablo (?:bien |mucho )?ingles|no se (?:bien |mucho )?ingles|mi ingles (?:es |no es )?(?:malo|poco|muy malo|no muy bueno|no es bueno|no bueno)|hablo poco ingles|(?:en )?espanol,? por favor|prefiero (?:en )?espanol)\b/u;

export function asksForSpanish(text: string): boolean {
  const folded = text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
  return ASKS_FOR_SPANISH.test(folded);
}
