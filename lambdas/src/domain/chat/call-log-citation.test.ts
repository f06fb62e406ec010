import type { CallLogEntry, ChatSections } from '@lane/shared';
import { describe, expect, it } from 'vitest';
import { callSentence, citeCallLog } from './call-log-citation.js';

const TODAY = '2026-11-24';
const DANA: CallLogEntry = {
  rep: 'Dana',
  reference: '48213',
  at: '2026-11-20T14:10',
  promised: 'a credit by Friday',
};
const DANA_ES: CallLogEntry = { ...DANA, promised: 'un crédito para el viernes' };

const sections = (lang: 'en' | 'es'): ChatSections => ({
  strategy: lang === 'en' ? 'Hold them to it.' : 'Hágales cumplir.',
  phone_script:
    lang === 'en'
      ? '"I understand you can\'t fix it on this call."\n\nBefore you hang up: "Could I have your name and a reference number for this call?"'
      : '"Entiendo que no lo pueden resolver en esta llamada."',
  email: {
    subject: lang === 'en' ? 'Written dispute' : 'Disputa por escrito',
    body:
      lang === 'en'
        ? 'Hello,\n\nYou said no about the $49.99 charge (reference [reference number]).\n\nSincerely,\n[Your name]'
        : 'Hola:\n\nMe dijeron que no sobre el cargo (referencia [número de referencia]).\n\nAtentamente,\n[Su nombre]',
  },
  talking_points: [],
  deadlines: [],
  questions: [],
});

describe('a logged call, said as the person would say it', () => {
  it('in English: the day, the time, the rep, the reference and the promise', () => {
    expect(callSentence(DANA, 'en', TODAY)).toBe(
      'On November 20 at 2:10 p.m. I spoke with Dana, reference 48213, who promised a credit by Friday.',
    );
  });

  it('in Spanish, in the first person, with the app’s a. m. / p. m.', () => {
    expect(callSentence(DANA_ES, 'es', TODAY)).toBe(
      'El 20 de noviembre a las 2:10 p. m. hablé con Dana, referencia 48213, quien prometió un crédito para el viernes.',
    );
    // One o’clock is singular in Spanish; midnight and noon are 12.
    expect(callSentence({ ...DANA_ES, at: '2026-11-20T13:05' }, 'es', TODAY)).toContain(
      'El 20 de noviembre a la 1:05 p. m. hablé',
    );
    expect(callSentence({ ...DANA, at: '2026-11-20T00:30' }, 'en', TODAY)).toContain('at 12:30 a.m.');
    expect(callSentence({ ...DANA, at: '2026-11-20T12:00' }, 'en', TODAY)).toContain('at 12:00 p.m.');
  });

  it('leaves blank fields out: no name is "a representative", no time or reference is not mentioned', () => {
    expect(
      callSentence({ rep: '', reference: '', at: '2026-11-20', promised: 'a refund' }, 'en', TODAY),
    ).toBe('On November 20 I spoke with a representative, who promised a refund.');
    expect(
      callSentence({ rep: '', reference: '', at: '2026-11-20', promised: 'un reembolso' }, 'es', TODAY),
    ).toBe('El 20 de noviembre hablé con un representante, quien prometió un reembolso.');
    expect(
      callSentence({ rep: 'Sam', reference: 'A-77', at: '2026-11-21T09:45', promised: '' }, 'en', TODAY),
    ).toBe('On November 21 at 9:45 a.m. I spoke with Sam, reference A-77.');
  });

  it('reads a note that starts with what the rep did as it is, and ends it once', () => {
    expect(callSentence({ ...DANA, promised: 'Said they cannot refund the fee.' }, 'en', TODAY)).toBe(
      'On November 20 at 2:10 p.m. I spoke with Dana, reference 48213, who said they cannot refund the fee.',
    );
    expect(callSentence({ ...DANA, promised: 'Won’t refund it' }, 'en', TODAY)).toContain(
      'reference 48213, who won’t refund it.',
    );
    expect(callSentence({ ...DANA_ES, promised: 'Dijo que no hay reembolso.' }, 'es', TODAY)).toBe(
      'El 20 de noviembre a las 2:10 p. m. hablé con Dana, referencia 48213, quien dijo que no hay reembolso.',
    );
  });

  it('reads on from "who promised" when the note was typed as its own sentence', () => {
    expect(callSentence({ ...DANA, promised: 'A $120 credit by Friday' }, 'en', TODAY)).toContain(
      'who promised a $120 credit by Friday.',
    );
    expect(
      callSentence({ ...DANA_ES, promised: 'Un crédito de $120 antes del viernes' }, 'es', TODAY),
    ).toContain('quien prometió un crédito de $120 antes del viernes.');
  });

  it('names the year of a call from another year, and leaves out a day that is not on the calendar', () => {
    expect(callSentence({ ...DANA, at: '2025-12-30' }, 'en', TODAY)).toContain(
      'On December 30, 2025 I spoke',
    );
    expect(callSentence({ ...DANA_ES, at: '2025-12-30' }, 'es', TODAY)).toContain(
      'El 30 de diciembre de 2025 hablé',
    );
    expect(callSentence({ ...DANA, at: '2026-02-31T25:00' }, 'en', TODAY)).toBe(
      'I spoke with Dana, reference 48213, who promised a credit by Friday.',
    );
    expect(callSentence({ ...DANA, at: '2026-11-20T25:70' }, 'en', TODAY)).toBe(
      'On November 20 I spoke with Dana, reference 48213, who promised a credit by Friday.',
    );
  });
});

describe('the call log cited in the script and the email', () => {
  const EARLIER: CallLogEntry = {
    rep: '',
    reference: '1190',
    at: '2026-11-12',
    promised: 'Said to wait a week',
  };

  it('opens the script with the newest call and cites every call, oldest first, after the greeting', () => {
    const cited = citeCallLog(sections('en'), [DANA, EARLIER], 'en', TODAY);

    expect(cited.phone_script.split('\n')[0]).toBe(
      '"On November 20 at 2:10 p.m. I spoke with Dana, reference 48213, who promised a credit by Friday."',
    );
    expect(cited.phone_script).toContain('"I understand you can\'t fix it on this call."');
    const paragraphs = cited.email.body.split('\n\n');
    expect(paragraphs[0]).toBe('Hello,');
    expect(paragraphs[1]).toBe(
      'On November 12 I spoke with a representative, reference 1190, who said to wait a week. On November 20 at 2:10 p.m. I spoke with Dana, reference 48213, who promised a credit by Friday.',
    );
    // The reference the newest call gave replaces its placeholder.
    expect(cited.email.body).toContain('(reference 48213)');
    expect(cited.email.body).not.toContain('[reference number]');
    expect(cited.strategy).toBe(sections('en').strategy);
  });

  it('does the same in Spanish', () => {
    const cited = citeCallLog(
      sections('es'),
      [{ ...EARLIER, promised: 'dijo que esperara una semana' }, DANA_ES],
      'es',
      TODAY,
    );

    expect(cited.phone_script.split('\n')[0]).toBe(
      '"El 20 de noviembre a las 2:10 p. m. hablé con Dana, referencia 48213, quien prometió un crédito para el viernes."',
    );
    expect(cited.email.body.split('\n\n')[1]).toBe(
      'El 12 de noviembre hablé con un representante, referencia 1190, quien dijo que esperara una semana. El 20 de noviembre a las 2:10 p. m. hablé con Dana, referencia 48213, quien prometió un crédito para el viernes.',
    );
    expect(cited.email.body).toContain('(referencia 48213)');
  });

  it('steps down: the earlier calls by day only, then the newest only, then the script only, then nothing', () => {
    const log = [DANA, EARLIER, { ...EARLIER, at: '2026-11-14', reference: '' }];
    const compact = citeCallLog(sections('en'), log, 'en', TODAY, 'compact');
    expect(compact.email.body.split('\n\n')[1]).toBe(
      'I also called on November 12 (reference 1190) and November 14. On November 20 at 2:10 p.m. I spoke with Dana, reference 48213, who promised a credit by Friday.',
    );
    const compactEs = citeCallLog(sections('es'), log, 'es', TODAY, 'compact');
    expect(compactEs.email.body.split('\n\n')[1]).toMatch(
      /^También llamé el 12 de noviembre \(referencia 1190\) y el 14 de noviembre\. El 20 de noviembre/,
    );
    const newest = citeCallLog(sections('en'), log, 'en', TODAY, 'newest');
    expect(newest.email.body.split('\n\n')[1]).toBe(callSentence(DANA, 'en', TODAY));
    const script = citeCallLog(sections('en'), log, 'en', TODAY, 'script');
    expect(script.email.body).not.toContain('I spoke with');
    expect(script.phone_script).toContain('I spoke with Dana');
    expect(citeCallLog(sections('en'), log, 'en', TODAY, 'none')).toEqual(sections('en'));
  });

  it('puts the paragraph first when the email has no greeting, and leaves empty sections and an empty log alone', () => {
    const noGreeting = { ...sections('en'), email: { subject: 's', body: 'I am writing about the charge.' } };
    expect(citeCallLog(noGreeting, [DANA], 'en', TODAY).email.body).toBe(
      `${callSentence(DANA, 'en', TODAY)}\n\nI am writing about the charge.`,
    );
    const questionsOnly = { ...sections('en'), phone_script: '', email: { subject: '', body: '' } };
    expect(citeCallLog(questionsOnly, [DANA], 'en', TODAY)).toEqual(questionsOnly);
    expect(citeCallLog(sections('en'), [], 'en', TODAY)).toEqual(sections('en'));
    expect(citeCallLog(sections('en'), undefined, 'en', TODAY)).toEqual(sections('en'));
  });
});
