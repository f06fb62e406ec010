import type { ChatSections } from '@lane/shared';
import { describe, expect, it } from 'vitest';
import { claimAnswer, withClaimAnswer } from './claims.js';

const SECTIONS: ChatSections = {
  strategy: 'A first no is normal.',
  phone_script:
    '"Hi, my name is [your name]. I was told no."\n\nBefore you hang up: "Could I have your name?"',
  email: {
    subject: 'Follow-up',
    body: 'Hello,\n\nI called on [date]. I was told no.\n\nI ask for a refund.\n\nPlease reply in writing by [date].\n\nThank you,\n[Your name]',
  },
  talking_points: ['Keep notes.'],
  deadlines: [],
  questions: [],
};

describe('claimAnswer: the claim answered, the person’s proof against it', () => {
  it('asks for the form they say was signed, with its date', () => {
    const { script } = claimAnswer(['you_signed'], [], 'en');
    expect(script.join('\n')).toContain('Please send me a copy of the form you say I signed, with its date');
    const es = claimAnswer(['you_signed'], [], 'es');
    expect(es.script.join('\n')).toContain(
      'envíenme una copia del formulario que dicen que firmé, con su fecha',
    );
  });

  it('puts the quoted confirmation email against "no recording", in usted', () => {
    const { script, email, point } = claimAnswer(
      ['no_recording'],
      [{ kind: 'confirmation_email', quote: '12 month promotional rate' }],
      'es',
    );
    expect(script.join('\n')).toContain(
      "Tengo su correo de confirmación del [fecha] que dice '12 month promotional rate': hoy les envío una copia; les pido respetarlo.",
    );
    expect(email).toContain('que dice "12 month promotional rate": adjunto una copia');
    expect(point).toBe('Tenga a mano su correo de confirmación; envíe copias, nunca los originales.');
    expect(`${script.join(' ')} ${email}`).not.toMatch(/\b(?:tu|tienes|puedes|envía)\b/u);
  });

  it('names the day the person gave instead of the blank', () => {
    const { script } = claimAnswer(
      ['no_record'],
      [{ kind: 'email', quote: "we're sorry to see you go", dated: 'jul 14' }],
      'en',
    );
    expect(script[1]).toBe(
      `"I have your email of jul 14 that says 'we're sorry to see you go': I'm sending you a copy today; please honor it."`,
    );
  });

  it('asks how a "correct" charge was calculated, line by line', () => {
    expect(claimAnswer(['correct'], [], 'en').script.join('')).toContain(
      'Please show me how it was calculated, line by line',
    );
    expect(claimAnswer(['correct'], [], 'es').script.join('')).toContain('cómo se calculó, línea por línea');
  });

  it('lets the lease speak for itself, and names photos in the person’s voice', () => {
    const { script, point } = claimAnswer(
      ['standard'],
      [
        { kind: 'photos', of: 'from move out day' },
        { kind: 'lease', quote: 'normal wear and tear excepted' },
      ],
      'en',
    );
    expect(script[1]).toBe(
      `"The lease says 'normal wear and tear excepted': I'm sending you a copy today; please honor it."`,
    );
    expect(script[2]).toBe(`"I have my photos from move out day: I'm sending you a copy today."`);
    expect(point).toBe('Have the lease and your photos in front of you; send copies, never the originals.');
  });

  it('never names proof the person did not mention', () => {
    const { script, email, point } = claimAnswer(['no_record'], [], 'en');
    expect(script.join(' ')).not.toMatch(/I have|attached/u);
    expect(email).not.toMatch(/I have|attached/u);
    expect(point).toBeUndefined();
  });
});

describe('withClaimAnswer: every follow-up section built by any copy', () => {
  it('adds the lines after the opening and the paragraph after the first one of the email', () => {
    const out = withClaimAnswer(SECTIONS, ['no_record'], [{ kind: 'cancellation_proof' }], 'en');
    expect(out.phone_script).toBe(
      '"Hi, my name is [your name]. I was told no."\n"You say you have no record of it."\n"I have my cancellation confirmation of [date]: I\'m sending you a copy today."\n\nBefore you hang up: "Could I have your name?"',
    );
    const paragraphs = out.email.body.split('\n\n');
    expect(paragraphs[2]).toBe(
      'You told me you have no record of it. I have my cancellation confirmation of [date]: a copy is attached.',
    );
    expect(paragraphs.at(-1)).toBe('Thank you,\n[Your name]');
    expect(out.talking_points[0]).toBe(
      'Have your cancellation confirmation in front of you; send copies, never the originals.',
    );
  });

  it('says in the strategy that their claim is no proof, and which proof to send', () => {
    const out = withClaimAnswer(SECTIONS, ['no_record'], [{ kind: 'receipt' }], 'en');
    expect(out.strategy).toBe(
      "A first no is normal. What they told you (that there's no record) doesn't settle it: ask to see it in writing, and send them a copy of your receipt, as the script and email below say.",
    );
    const es = withClaimAnswer(SECTIONS, ['you_signed'], [], 'es');
    expect(es.strategy).toContain(
      'Lo que le dijeron (que usted firmó un formulario) no resuelve el asunto: pida verlo por escrito',
    );
    expect(withClaimAnswer(SECTIONS, ['you_signed'], [], 'es', 1).strategy).toBe(SECTIONS.strategy);
  });

  it('keeps only the ask in the script and the email as written when the answer must be brief', () => {
    const out = withClaimAnswer(SECTIONS, ['you_signed'], [], 'es', 2);
    expect(out.phone_script).toContain(
      '"Por favor envíenme una copia del formulario que dicen que firmé, con su fecha y mi firma."',
    );
    expect(out.email).toBe(SECTIONS.email);
  });

  it('writes "me indicaron" in the Spanish email, never a second "me dijeron que no"', () => {
    const out = withClaimAnswer(SECTIONS, ['no_record'], [], 'es');
    expect(out.email.body).toContain('Me indicaron que no tienen registro de esto.');
    expect(out.email.body).not.toContain('Me dijeron que no');
  });

  it("puts the answer before the opening's last line, and names no proof the script already names", () => {
    const sections = {
      ...SECTIONS,
      phone_script:
        '"Cancelé el 28 de agosto; tengo el comprobante de cancelación que me dieron."\n"Si no, lo disputaré con mi banco."',
    };
    const out = withClaimAnswer(sections, ['correct'], [{ kind: 'cancellation_proof' }], 'es');
    const lines = out.phone_script.split('\n');
    expect(lines).toHaveLength(3);
    expect(lines[1]).toContain('Me dicen que es correcto. Por favor muéstrenme por escrito cómo se calculó');
    expect(lines[2]).toBe('"Si no, lo disputaré con mi banco."');
    expect(out.phone_script).not.toContain('Tengo mi comprobante');
  });

  it('leaves an answer alone with nothing to answer, or one that already quotes the proof', () => {
    expect(withClaimAnswer(SECTIONS, [], [], 'en')).toBe(SECTIONS);
    const quoted = { ...SECTIONS, phone_script: '"Your email says 12 month promotional rate."' };
    expect(
      withClaimAnswer(
        quoted,
        ['no_recording'],
        [{ kind: 'email', quote: '12 month promotional rate' }],
        'en',
      ),
    ).toBe(quoted);
  });
});

describe('template leaks: "it was authorized" outside a repair', () => {
  it('asks a bank for its own record of the authorization, never a work order or the number it called', () => {
    for (const lang of ['en', 'es'] as const) {
      const bank = withClaimAnswer(SECTIONS, ['authorized'], [], lang, 0, false);
      expect(bank.phone_script).not.toMatch(
        /work order|orden de trabajo|phone number you called|teléfono al que llamaron/iu,
      );
      expect(bank.phone_script).toMatch(lang === 'en' ? /how it was given/u : /cómo se dio/u);
      const shop = withClaimAnswer(SECTIONS, ['authorized'], [], lang);
      expect(shop.phone_script).toMatch(/work order|orden de trabajo/u);
    }
  });
});
