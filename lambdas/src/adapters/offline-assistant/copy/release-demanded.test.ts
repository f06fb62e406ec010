import { describe, expect, it } from 'vitest';
import { OfflineAssistant } from '../offline-assistant.js';
import { reviewAnswer } from '../../../domain/chat/answer-chat.js';
import { readConversation } from '../../../domain/chat/read-case.js';
import { tuteoMarkers } from '../../../../test/spanish.js';

async function answers(turns: string[], lang: 'en' | 'es', today: string): Promise<string[]> {
  const assistant = new OfflineAssistant();
  const messages: { role: 'user' | 'assistant'; content: string }[] = [];
  const out: string[] = [];
  for (const turn of turns) {
    messages.push({ role: 'user', content: turn });
    const produced = await assistant.produce({ messages: [...messages], lang, today });
    out.push(reviewAnswer(produced, today).answer.response);
    messages.push({ role: 'assistant', content: out[out.length - 1]! });
  }
  return out;
}

const FIRST =
  "freelance designer in brooklyn. client (small restaurant group) agreed by email to 3,200 for a logo + menu design. i delivered everything july 15, they're using the menus already. invoice never paid, they keep saying cash flow. we never signed a contract just emails. what can i do";

describe('a client paying part only against a release', () => {
  it('reads the release demanded from the follow-up', () => {
    const kase = readConversation(
      [
        { role: 'user', content: FIRST },
        { role: 'assistant', content: 'Send a firm written reminder.' },
        {
          role: 'user',
          content:
            "they can do 50% now (1600) and the rest 'next quarter' but only if i sign something saying 1600 is payment in full. otherwise nothing",
        },
      ],
      '2026-09-22',
    ).case;
    expect(kase.flags.releaseDemanded).toBe(true);
  });

  it('tells the invoice by its delivery day, then refuses the release and plans for their no', async () => {
    const [first, second] = await answers(
      [
        FIRST,
        "they finally replied: they can do 50% now (1600) and the rest 'next quarter' but only if i sign something saying 1600 is payment in full. otherwise nothing",
      ],
      'en',
      '2026-09-22',
    );
    expect(first).toContain('for work delivered July 15 (69 days ago)');
    expect(first).not.toContain('[number] days overdue');
    expect(second).toContain("Don't sign it.");
    expect(second).toContain('final written demand for the full 3,200');
    expect(second).toContain('forbids making you accept less as a condition of being paid');
    expect(second).not.toContain('Please send the 1600 today');
  });

  it('Spanish, a release asked for in other words', async () => {
    const [, second] = await answers(
      [
        'soy fotografo independiente en chicago, un cliente acepto por mensaje pagarme 2400 por las fotos de su boda, entregue todo el 1 de octubre y ya las publico. no me ha pagado la factura',
        'me contesto que me paga 1200 ahora solo si firmo que es pago total, si no, nada',
      ],
      'es',
      '2026-11-22',
    );
    expect(second).toContain('No lo firme.');
    expect(second).toContain('última exigencia por escrito por los 2400 completos');
    expect(tuteoMarkers(second!)).toEqual([]);
  });
});
