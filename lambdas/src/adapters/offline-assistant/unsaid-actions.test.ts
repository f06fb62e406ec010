import type { ChatSections } from '@lane/shared';
import { describe, expect, it } from 'vitest';
import { conversation } from '../../../test/conversation.js';
import { tuteoMarkers } from '../../../test/spanish.js';
import { withFullFiguresInLetter, withoutUnsaidActions } from './unsaid-actions.js';

const sections = (body: string, phone = ''): ChatSections => ({
  strategy: '',
  phone_script: phone,
  email: { subject: 's', body },
  talking_points: [],
  deadlines: [],
  questions: [],
});

describe('a letter claims only the steps the person said they took', () => {
  it('turns an unsaid "I asked the merchant to cancel" into the silence they did report (en)', () => {
    const out = withoutUnsaidActions(
      sections(
        "It is for goods I never received. I have asked the merchant to cancel the order and refund me. Copies of my order and the merchant's reply are attached.",
      ),
      [
        'bought a couch online, nothing came. they stopped answering emails sep 10 and the phone goes to voicemail',
      ],
      'en',
    );
    expect(out.email.body).not.toContain('I have asked the merchant');
    expect(out.email.body).not.toContain("the merchant's reply");
    expect(out.email.body).toContain('The merchant has not responded to my messages since sep 10.');
    expect(out.email.body).toContain(
      'Copies of my order and my unanswered messages to the merchant are attached.',
    );
  });

  it('keeps the claim when the person said it, and brackets it when they said nothing either way', () => {
    const said = withoutUnsaidActions(
      sections('I have asked the merchant to cancel the order and refund me.'),
      ['i asked them to cancel and give me a refund on oct 2, no luck'],
      'en',
    );
    expect(said.email.body).toContain('I have asked the merchant to cancel the order and refund me.');
    const unsaid = withoutUnsaidActions(
      sections('I have asked the merchant to cancel the order and refund me.'),
      ['ordered a lamp for 80, it never arrived'],
      'en',
    );
    expect(unsaid.email.body).toBe('[I asked the merchant to cancel the order and refund me on (date).]');
  });

  it('says the same in Spanish, with the day the silence began', () => {
    const out = withoutUnsaidActions(
      sections(
        'Le pedí al comercio cancelar el pedido y reembolsarme. Adjunto copias de mi pedido y de la respuesta del comercio.',
      ),
      ['compre un sofa y nunca llego. dejaron de contestar mis correos el 30 de octubre'],
      'es',
    );
    expect(out.email.body).toBe(
      'El comercio no ha respondido a mis mensajes desde el 30 de octubre. Adjunto copias de mi pedido y de mis mensajes sin respuesta al comercio.',
    );
    expect(tuteoMarkers(out.email.body)).toEqual([]);
  });

  it('never claims a screenshot or a call the person did not mention', () => {
    const body = 'It was not in the total I was shown ($387); the screenshot is attached.';
    const phone = '"I called on [date] about the $105 resort fee."';
    const none = withoutUnsaidActions(sections(body, phone), ['the manager says it was disclosed'], 'en');
    expect(none.email.body).toBe(
      'It was not in the total I was shown ($387). [Attach a screenshot of that total, if you have one.]',
    );
    expect(none.phone_script).toBe('"I spoke with you on [date] about the $105 resort fee."');
    const had = withoutUnsaidActions(sections(body, phone), ['i have a screenshot, and i called them'], 'en');
    expect(had.email.body).toBe(body);
    expect(had.phone_script).toBe(phone);
    const es = withoutUnsaidActions(
      sections('No estaba en ese total, y tengo la captura.', '"Llamé el [fecha] por el cargo."'),
      ['me dijeron que no lo quitan'],
      'es',
    );
    expect(es.email.body).toBe('No estaba en ese total.');
    expect(es.phone_script).toBe('"Hablé con ustedes el [fecha] por el cargo."');
  });

  it('j29-02: the couch never delivered, a claim opened by phone: the letter states the silence, not a cancel request', async () => {
    const [first, second] = await conversation(
      'en',
      'bought a sectional couch 1.2k online sep 28 with my visa credit card, site said delivery 4-6 weeks. nothing came. they stopped answering emails oct 30 and the phone goes to voicemail. the charge was on my statement dated oct 5. can i still get my money back',
      "called the card company, the rep opened a 'claim' on the phone and said i should give the store 30 more days first. should i wait?",
    );
    expect(first!.response).toContain('The merchant has not responded to my messages since oct 30.');
    expect(first!.response).not.toContain('[I asked the merchant for a refund on (date).]');
    expect(second!.response).not.toContain('I have asked the merchant to cancel the order');
    expect(second!.response).not.toContain("the merchant's reply");
    expect(second!.response).toContain('The merchant has not responded to my messages since oct 30.');
  }, 30_000);

  it('j29-02 in Spanish: "dejaron de contestar" becomes the letter\'s fact', async () => {
    const [, second] = await conversation(
      'es',
      'compre un sofa de 1,200 en linea el 20 de septiembre con mi tarjeta de credito, decia entrega en 4 a 6 semanas. nunca llego. dejaron de contestar mis correos el 30 de octubre y el telefono no contesta. el cargo salio en mi estado de cuenta del 3 de octubre. todavia puedo recuperar mi dinero?',
      'llame al banco y abrieron un reclamo por telefono, me dijeron que le de 30 dias mas a la tienda. espero?',
    );
    expect(second!.response).not.toContain('Le pedí al comercio cancelar el pedido');
    expect(second!.response).not.toContain('la respuesta del comercio');
    expect(second!.response).toContain('El comercio no ha respondido a mis mensajes desde el 30 de octubre.');
    expect(tuteoMarkers(second!.response)).toEqual([]);
  }, 30_000);

  it('writes a shorthand figure in full in a letter to the issuer, and leaves the rest of the answer as typed', () => {
    const out = withFullFiguresInLetter({
      ...sections('I am disputing a charge of 1.2k dated jul 28; you offered 1.5K on the 5.3k account.'),
      email: {
        subject: 'Billing error dispute: 1.2k charge',
        body: 'I am disputing a charge of 1.2k dated jul 28; you offered 1.5K on the 5.3k account.',
      },
      talking_points: ['Keep your numbers in front of you: 1.2k'],
    });
    expect(out.email.subject).toBe('Billing error dispute: $1,200 charge');
    expect(out.email.body).toBe(
      'I am disputing a charge of $1,200 dated jul 28; you offered $1,500 on the $5,300 account.',
    );
    expect(out.talking_points).toEqual(['Keep your numbers in front of you: 1.2k']);
  });
});
