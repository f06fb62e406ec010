import type { ChatSections, Language } from '@lane/shared';
import { fold } from '../../domain/chat/text-patterns.js';

/**
 * A letter or a call speaks in the person's own voice, so it may claim a step they took ("I asked the
 * merchant to cancel", "I called on [date]", "I have the screenshot", "tengo la captura") only when
 * they said they took it. Each claim below is checked against everything the person wrote; a claim
 * they never made is dropped, or left as a bracketed option for them to keep only if it is true.
 */
interface UnsaidClaim {
  /** The claim as the copy writes it, in either language. */
  readonly claim: RegExp;
  /** Whether the person's messages (all of them, folded) show they did it. */
  readonly said: (all: string, said: Said) => boolean;
  /** What the sentence becomes when they never said it (`claim` is the words as the copy wrote them). */
  readonly instead: (said: Said, lang: Language, claim: string) => string;
}

/** What the person's messages show about the other side, read once. */
interface Said {
  /** The other side stopped answering or never answered ("they stopped answering emails sep 10"). */
  readonly silent: boolean;
  /** The day the silence started, as typed, when given. */
  readonly silentSince: string | undefined;
  /** The other side answered something (a no, an offer, a reason). */
  readonly replied: boolean;
}

const MONTH =
  '(?:enero|febrero|marzo|abril|mayo|junio|julio|agosto|sept?iembre|octubre|noviembre|diciembre|jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sept?(?:ember)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)';
const DAY = String.raw`(?:${MONTH}\.? \d{1,2}(?!\d)|\d{1,2} de ${MONTH}(?!\p{L}))`;

/** "stopped answering", "never replied", "dejaron de contestar", "no me contestan", "voicemail". */
const SILENCE = new RegExp(
  String.raw`(?:stopped|quit|stop) (?:answering|responding|replying|returning)|(?:never|haven'?t|hasn'?t|didn'?t|don'?t|won'?t|doesn'?t) (?:answer|respond|repl(?:y|ied)|reply|get back|return)|no (?:answer|reply|response)|(?:goes|went|straight) to voicemail|ghost(?:ed|ing)|dejaron de (?:contestar|responder)|ya no (?:me )?(?:contestan|responden)|no (?:me )?(?:contestan|contestaron|responden|respondieron|han (?:contestado|respondido))|sin respuesta|nadie (?:me )?(?:contesta|responde)|buzon de voz`,
  'u',
);

/** The other side's words reported: "they said", "the manager says", "me dijeron", "se niegan". */
const REPLIED =
  /\b(?:said|says|told me|tells me|replied|responded|answered|offered|refused|declined|denied|won'?t (?:refund|remove|give|take)|dijo|dijeron|dicen|dice que|respondio|respondieron|contesto|contestaron|ofrecio|ofrecieron|se nieg(?:a|an)|no quier(?:e|en))\b/u;

/** The person asked for the money back or to cancel: "i asked for a refund", "les pedí el reembolso". */
const ASKED_REFUND = new RegExp(
  String.raw`\b(?:asked|requested|demanded|told (?:them|him|her)|emailed (?:them|him|her)? ?(?:for|to|asking)|wrote (?:to )?(?:them|him|her)? ?(?:for|to|asking)|called (?:them|him|her)? ?(?:for|to|asking)|pedi|les pedi|le pedi|solicite|exigi|reclame|les dije|le dije|les escribi|le escribi)\b[^.!?\n]{0,60}\b(?:refund|money back|cancel|my money|reembols|devol|devuelvan|cancel)`,
  'u',
);

/** The person wrote or called them: "emailed them twice", "les mandé 2 correos", "le escribí". */
const CONTACTED =
  /\b(?:emailed|e-mailed|messaged|texted|wrote to|contacted|called|reached out|les? (?:mande|envie|escribi|llame|hable)|mande (?:\d+ |dos |tres |varios )?(?:correos?|mensajes?)|escribi)\b/u;

/** The person called or spoke to them: "i called", "spoke with", "le llamé", "hablé con". */
const CALLED =
  /\b(?:called|phoned|calling|on the phone|spoke (?:to|with)|talked (?:to|with)|llame|llamo|le llame|les llame|hable con|por telefono)\b/u;

/** The person holds a screenshot or a capture of the page. */
const SCREENSHOT =
  /\b(?:screenshots?|screen ?shots?|screen ?caps?|screen grab|captura|capturas|pantallazos?)\b/u;

const CLAIMS: readonly UnsaidClaim[] = [
  {
    claim:
      /I (?:have )?asked the (?:merchant|store|seller|company) to cancel the order and refund me\.|Le pedí al comercio cancelar el pedido y reembolsarme\./u,
    said: (all) => ASKED_REFUND.test(all),
    instead: (s, lang) =>
      s.silent
        ? lang === 'es'
          ? `El comercio no ha respondido a mis mensajes${s.silentSince ? ` desde el ${s.silentSince}` : ''}.`
          : `The merchant has not responded to my messages${s.silentSince ? ` since ${s.silentSince}` : ''}.`
        : lang === 'es'
          ? '[Le pedí al comercio cancelar el pedido y reembolsarme el (fecha).]'
          : '[I asked the merchant to cancel the order and refund me on (date).]',
  },
  {
    claim:
      /I asked the merchant for a refund and got no answer \(copies of my messages are attached\)\.|Le pedí el reembolso al comercio y no respondió \(adjunto copia de mis mensajes\)\./u,
    // Writing to them about the charge and getting no answer ("emailed them twice, no reply") is asking.
    said: (all) => ASKED_REFUND.test(all) || CONTACTED.test(all),
    instead: (s, lang) =>
      lang === 'es'
        ? `El comercio no ha respondido a mis mensajes${s.silentSince ? ` desde el ${s.silentSince}` : ''} (adjunto copia).`
        : `The merchant has not responded to my messages${s.silentSince ? ` since ${s.silentSince}` : ''} (copies are attached).`,
  },
  {
    claim:
      / and the merchant's reply are attached\.| y de la respuesta del comercio\.| y la respuesta del comercio\./u,
    said: (all, s) => !s.silent && REPLIED.test(all),
    instead: (s, lang) =>
      s.silent
        ? lang === 'es'
          ? ' y de mis mensajes sin respuesta al comercio.'
          : ' and my unanswered messages to the merchant are attached.'
        : lang === 'es'
          ? '.'
          : ' are attached.',
  },
  {
    claim: /, and I have the screenshot\.|, y tengo la captura\./u,
    said: (all) => SCREENSHOT.test(all),
    instead: () => '.',
  },
  {
    claim: /; the screenshot is attached\.|; adjunto la captura\./u,
    said: (all) => SCREENSHOT.test(all),
    instead: (_, lang) =>
      lang === 'es'
        ? '. [Adjunte una captura de ese total, si la tiene.]'
        : '. [Attach a screenshot of that total, if you have one.]',
  },
  {
    // The bracketed option the first letter offers: when the merchant went silent, that is the fact to state.
    claim:
      /\[I asked the merchant for a refund on \(date\)\.\]|\[Pedí un reembolso al comercio el \(fecha\)\.\]/u,
    said: (_, s) => !s.silent,
    instead: (s, lang) =>
      lang === 'es'
        ? `El comercio no ha respondido a mis mensajes${s.silentSince ? ` desde el ${s.silentSince}` : ''}.`
        : `The merchant has not responded to my messages${s.silentSince ? ` since ${s.silentSince}` : ''}.`,
  },
  {
    claim: /I called on \[date\] about|Llamé el \[fecha\] por/u,
    said: (all) => CALLED.test(all),
    instead: (s, lang) =>
      s.replied
        ? lang === 'es'
          ? 'Hablé con ustedes el [fecha] por'
          : 'I spoke with you on [date] about'
        : lang === 'es'
          ? '[Llamé el (fecha)] por'
          : '[I called on (date)] about',
  },
];

/** Reads what the person's messages show about the other side's answers. */
function saidOf(userTexts: readonly string[]): Said {
  const folded = userTexts.map((text) => fold(text.replace(/[’‘]/g, "'")));
  const silentSentence = folded
    .flatMap((text) => text.split(/(?<=[.!?\n])\s+/u))
    .find((sentence) => SILENCE.test(sentence));
  const since = silentSentence ? new RegExp(DAY, 'u').exec(silentSentence)?.[0] : undefined;
  return {
    silent: silentSentence !== undefined,
    silentSince: since,
    replied: folded.some((text) => REPLIED.test(text)),
  };
}

/** Every section with the claims of steps the person never said they took dropped or bracketed. */
export function withoutUnsaidActions(
  sections: ChatSections,
  userTexts: readonly string[],
  lang: Language,
): ChatSections {
  const all = fold(userTexts.join('\n').replace(/[’‘]/g, "'"));
  const said = saidOf(userTexts);
  const pending = CLAIMS.filter((c) => !c.said(all, said));
  if (pending.length === 0) return sections;
  const fix = (text: string) =>
    pending.reduce(
      (out, c) => out.replace(new RegExp(c.claim.source, 'gu'), (words) => c.instead(said, lang, words)),
      text,
    );
  return {
    ...sections,
    phone_script: fix(sections.phone_script),
    email: { subject: sections.email.subject, body: fix(sections.email.body) },
  };
}

/** "1.2k", "5.3K", "2k": a figure in the chat's shorthand. */
const SHORTHAND = /(?<![\p{L}\p{N}$.,])\$?(\d{1,3}(?:\.\d{1,2})?)\s?k(?![\p{L}\p{N}])/giu;

/**
 * A letter to a card issuer or a collector is a formal record: a figure the person typed as "1.2k"
 * is written in full there ("$1,200"), while the chat's own sections keep it as typed.
 */
export function withFullFiguresInLetter(sections: ChatSections): ChatSections {
  const full = (text: string) =>
    text.replace(SHORTHAND, (_, figure: string) => {
      const value = Math.round(Number(figure) * 1000);
      return `$${value.toLocaleString('en-US')}`;
    });
  return { ...sections, email: { subject: full(sections.email.subject), body: full(sections.email.body) } };
}
